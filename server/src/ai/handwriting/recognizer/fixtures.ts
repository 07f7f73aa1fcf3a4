/**
 * Letters written for the tests by hand, as a child would draw them on the 400×300 canvas: a few points per
 * stroke, pieced from straight lines and arcs. Not from any data set, so the recognizer never saw them.
 */
import type { StrokeInput } from '../types.ts';

type P = { x: number; y: number };
const line = (a: P, b: P, n = 8): P[] => Array.from({ length: n + 1 }, (_, i) => ({ x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n }));
/** An arc around (cx, cy), angles in degrees, y down (90° is below the centre). */
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number, n = 16): P[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const t = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    return { x: cx + rx * Math.cos(t), y: cy + ry * Math.sin(t) };
  });
const stroke = (...parts: P[][]): StrokeInput => ({ points: parts.flat() });

/** The lowercase letters the template engine most often misread on real pen data (f→l, h→l, e→c, u→v…). */
export const HAND_WRITTEN: Record<string, StrokeInput[]> = {
  h: [stroke(line({ x: 150, y: 40 }, { x: 150, y: 240 })), stroke(arc(180, 170, 30, 35, 180, 360), line({ x: 210, y: 170 }, { x: 210, y: 240 }))],
  l: [stroke(line({ x: 200, y: 40 }, { x: 198, y: 240 }))],
  n: [stroke(line({ x: 150, y: 130 }, { x: 150, y: 240 })), stroke(arc(185, 175, 35, 40, 180, 360), line({ x: 220, y: 175 }, { x: 220, y: 240 }))],
  c: [stroke(arc(200, 180, 50, 55, -40, -320))],
  o: [stroke(arc(200, 180, 45, 55, -90, -450, 24))],
  e: [stroke(line({ x: 155, y: 180 }, { x: 245, y: 180 }), arc(200, 180, 45, 55, 0, -300, 20))],
  u: [
    stroke(
      line({ x: 150, y: 120 }, { x: 150, y: 190 }),
      arc(180, 190, 30, 45, 180, 0),
      line({ x: 210, y: 190 }, { x: 210, y: 120 }),
      line({ x: 210, y: 120 }, { x: 212, y: 240 }),
    ),
  ],
  v: [stroke(line({ x: 150, y: 120 }, { x: 190, y: 240 }), line({ x: 190, y: 240 }, { x: 230, y: 120 }))],
  T: [stroke(line({ x: 120, y: 40 }, { x: 280, y: 40 })), stroke(line({ x: 200, y: 40 }, { x: 200, y: 260 }))],
  L: [stroke(line({ x: 140, y: 40 }, { x: 140, y: 260 }), line({ x: 140, y: 260 }, { x: 260, y: 260 }))],
  O: [stroke(arc(200, 150, 80, 110, -90, -450, 28))],
  H: [
    stroke(line({ x: 130, y: 40 }, { x: 130, y: 260 })),
    stroke(line({ x: 270, y: 40 }, { x: 270, y: 260 })),
    stroke(line({ x: 130, y: 150 }, { x: 270, y: 150 })),
  ],
};

/** A word of the letters above written side by side at 45% of their size, a small gap between letters. */
export function handWrittenWord(text: string): StrokeInput[] {
  const out: StrokeInput[] = [];
  let cursor = 20;
  for (const letter of text) {
    const strokes = HAND_WRITTEN[letter];
    if (!strokes) throw new Error(`No hand-written ${letter} in the fixtures.`);
    const xs = strokes.flatMap((s) => s.points.map((p) => p.x));
    const left = Math.min(...xs);
    for (const s of strokes) out.push({ points: s.points.map((p) => ({ x: cursor + (p.x - left) * 0.45, y: 60 + p.y * 0.45 })) });
    cursor += (Math.max(...xs) - left) * 0.45 + 8;
  }
  return out;
}
