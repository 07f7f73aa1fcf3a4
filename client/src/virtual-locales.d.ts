declare module 'virtual:locale/*' {
  /** One namespace of one catalogue (client/locale-parts.ts). */
  const namespace: Record<string, unknown>;
  export default namespace;
}

declare module 'virtual:locale-namespaces' {
  /** Language → the table of that catalogue's namespaces, each table its own small chunk. */
  const tables: Record<string, () => Promise<{ default: Record<string, () => Promise<{ default: Record<string, unknown> }>> }>>;
  export default tables;
}
