/**
 * Strokes drawn from a reference the way a child's hand would vary it: placed anywhere on a 400×300 canvas at
 * any reasonable size, a little slanted, squeezed or stretched, with a slow wobble and a little tremor, each stroke
 * in either direction. The engine's tests and benchmark use them; a seed makes every run the same.
 */
import type { StrokeInput } from './types.ts';
import { referenceFor } from './reference.ts';
import { boxOf, heightOf, widthOf } from './geometry.ts';

/** Mulberry32: small, fast, good enough for test data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface VariationOptions {
  /** Height of the drawing on the canvas, in pixels. */
  size?: [number, number];
  /** Horizontal shear (tan of the slant). */
  slant?: [number, number];
  /** Width scale against height. */
  stretch?: [number, number];
  /** Slow wobble amplitude as a share of the size. */
  wobble?: number;
  /** Point-to-point tremor as a share of the size. */
  tremor?: number;
}

const DEFAULTS: Required<VariationOptions> = {
  size: [110, 230],
  slant: [-0.15, 0.15],
  stretch: [0.85, 1.15],
  wobble: 0.025,
  tremor: 0.004,
};

const between = (next: () => number, [lo, hi]: [number, number]) => lo + (hi - lo) * next();

export function variedStrokes(
  text: string,
  seed: number,
  options: VariationOptions & { kind?: 'letter' | 'word'; variant?: number; canvas?: { width: number; height: number } } = {},
): StrokeInput[] {
  const o = { ...DEFAULTS, ...options };
  const next = random(seed);
  const reference = referenceFor(text, options.kind ?? 'letter', options.variant ?? 0);
  const canvas = options.canvas ?? { width: 400, height: 300 };
  // Every traced line becomes a stroke, the short pieces at junctions too, so strokes meet where the letter's do.
  const lines = reference.rawLines;
  const box = boxOf(lines);
  const cx = (box.x1 + box.x2) / 2;
  const cy = (box.y1 + box.y2) / 2;
  const wordLike = (options.kind ?? 'letter') === 'word';
  const naturalHeight = Math.max(heightOf(box), 1);
  const naturalWidth = Math.max(widthOf(box), 1);
  let height = between(next, o.size);
  const stretch = between(next, o.stretch);
  // A word keeps to the canvas width.
  const maxScale = (canvas.width * 0.9) / (naturalWidth * stretch);
  const scale = Math.min(height / naturalHeight, wordLike ? maxScale : Infinity, (canvas.height * 0.9) / naturalHeight);
  height = naturalHeight * scale;
  const slant = between(next, o.slant);
  const centreX = canvas.width / 2 + (next() - 0.5) * Math.max(0, canvas.width - naturalWidth * scale * stretch - 20) * 0.5;
  const centreY = canvas.height / 2 + (next() - 0.5) * Math.max(0, canvas.height - height - 20) * 0.5;
  const phase = [next(), next(), next(), next()].map((v) => v * Math.PI * 2);
  const amplitude = o.wobble * height;
  const tremor = o.tremor * height;
  let time = 1_700_000_000_000;
  return lines.map((line) => {
    const points = (next() < 0.5 ? line : [...line].reverse()).map((p) => {
      const u = (p.x - cx) / naturalHeight;
      const v = (p.y - cy) / naturalHeight;
      const wobbleX = amplitude * Math.sin(3.1 * v + 2.3 * u + phase[0]!) + amplitude * 0.5 * Math.sin(7.3 * u + phase[1]!);
      const wobbleY = amplitude * Math.sin(2.7 * u + 1.9 * v + phase[2]!) + amplitude * 0.5 * Math.sin(6.1 * v + phase[3]!);
      const x = u * height * stretch - v * height * slant + wobbleX + (next() - 0.5) * 2 * tremor;
      const y = v * height + wobbleY + (next() - 0.5) * 2 * tremor;
      return { x: Math.round((centreX + x) * 10) / 10, y: Math.round((centreY + y) * 10) / 10 };
    });
    time += 400 + Math.round(next() * 300);
    return { points, timestamp: time };
  });
}
