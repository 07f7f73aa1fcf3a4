declare module 'virtual:locale/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}

declare module 'virtual:locale-loaders' {
  /** Language → part (`public`, `app` or a screen namespace) → that part's chunk. */
  const loaders: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default loaders;
}
