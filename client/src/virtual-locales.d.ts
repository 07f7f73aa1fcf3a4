declare module 'virtual:locale/*' {
  const catalogue: Record<string, unknown>;
  export default catalogue;
}
