declare module 'virtual:locale/*' {
  /** Some namespaces of one catalogue, by namespace (client/locale-parts.ts). */
  const part: Record<string, Record<string, unknown>>;
  export default part;
}

declare module 'virtual:locale-namespaces' {
  /** Language → the table of that catalogue's namespaces, each table its own small chunk. */
  const tables: Record<string, () => Promise<{ default: Record<string, () => Promise<{ default: Record<string, unknown> }>> }>>;
  export default tables;
}
