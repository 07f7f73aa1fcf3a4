declare module 'virtual:locale/*' {
  /** One namespace of one catalogue (client/locale-parts.ts). */
  const namespace: Record<string, unknown>;
  export default namespace;
}

declare module 'virtual:locale-namespaces' {
  /** Language → namespace → that namespace's chunk, for the namespaces each catalogue has. */
  const loaders: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default loaders;
}
