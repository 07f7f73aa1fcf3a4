/** A tiny SVG builder: elements as strings, attributes escaped. */
export type Attrs = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(typeof v === 'number' ? Math.round(v * 10) / 10 : v))}"`)
    .join('');
  return children.length ? `<${tag}${list}>${children.join('')}</${tag}>` : `<${tag}${list}/>`;
}

export const g = (attrs: Attrs, ...children: string[]) => el('g', attrs, ...children);
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const polygon = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' '), fill, ...extra });

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** A five-pointed star path centred on (cx, cy). */
export function starPoints(cx: number, cy: number, outer: number, inner = outer * 0.45): [number, number][] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}
