import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { random, variedStrokes } from '../synthetic.ts';
import { normalise, sampledSparsely, upright, type Stroke } from './features.ts';
import { letterProbabilities, READ_POINTS, readLetterModelFrom } from './recognizer.ts';
import { createSeqNet, dequantiseSeq, forwardSeq, pathOf, quantiseSeq, seqActivations, type SeqFile, type SeqNet, type SeqShape } from './seqnet.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const modelFile = path.join(here, 'letters-model.json');
const classes = (JSON.parse(fs.readFileSync(modelFile, 'utf8')) as { classes: string[] }).classes;
const shape: SeqShape = { channels: [8, 12, 16], hidden: 24, classes: classes.length };
const UPPER = classes.slice(0, 26);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-seq-'));

/** A letters-seq.json of these networks, in a temporary folder. */
function seqFileOf(nets: SeqNet[], name: string, capitals?: SeqFile['capitals']): string {
  const file: SeqFile = {
    format: 'wren-letter-seq-2',
    attribution: 'test',
    classes,
    shape,
    ...(capitals ? { capitals } : {}),
    members: nets.map(quantiseSeq),
    training: {},
  };
  const out = path.join(dir, name);
  fs.writeFileSync(out, JSON.stringify(file));
  return out;
}

/** The probabilities over `letters` of the mean of these networks' logits (as stored: int8). */
function expected(nets: SeqNet[], strokes: Parameters<typeof pathOf>[0], letters: readonly string[]): number[] {
  const acts = seqActivations(shape);
  pathOf(strokes, acts.input);
  const sum = new Float32Array(classes.length);
  for (const net of nets.map((n) => dequantiseSeq(shape, quantiseSeq(n)))) {
    const logits = forwardSeq(net, acts);
    for (let c = 0; c < sum.length; c++) sum[c]! += logits[c]! / nets.length;
  }
  const scores = letters.map((l) => sum[classes.indexOf(l)]!);
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

afterAll(() => {
  readLetterModelFrom(modelFile, { seqFile: path.join(here, 'letters-seq.json') });
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Largest distance between two drawings' points once each is centred and sized (normalise), stroke by stroke. */
function apart(a: readonly Stroke[], b: readonly Stroke[]): number {
  const [na, nb] = [normalise(a).strokes, normalise(b).strokes];
  let worst = 0;
  na.forEach((line, i) => line.forEach((p, j) => (worst = Math.max(worst, Math.hypot(p.x - nb[i]![j]!.x, p.y - nb[i]![j]!.y)))));
  return worst;
}

const sheared = (strokes: readonly Stroke[], by: number): Stroke[] => strokes.map((s) => s.map((p) => ({ x: p.x + by * p.y, y: p.y })));

describe("upright (features.ts): the writer's slant taken out", () => {
  // An H of three straight lines: its uprights lean exactly as far as it was sheared.
  const H: Stroke[] = [
    [
      { x: 0, y: 0 },
      { x: 0, y: 10 },
    ],
    [
      { x: 6, y: 0 },
      { x: 6, y: 10 },
    ],
    [
      { x: 0, y: 5 },
      { x: 6, y: 5 },
    ],
  ];

  it('a letter leaning either way comes back upright; an upright one is left as it is', () => {
    for (const lean of [0.35, -0.2]) {
      expect(apart(sheared(H, lean), H)).toBeGreaterThan(0.05);
      expect(apart(upright(sheared(H, lean)), H)).toBeLessThan(1e-9);
    }
    expect(apart(upright(H), H)).toBeLessThan(1e-9);
  });

  it('reads the lean from near-vertical ink only, whichever way it was drawn', () => {
    // A Z: its diagonal (steeper than 2 to 1 here) is its only near-vertical ink, so it is stood up; flat lines are not.
    const Z: Stroke[] = [
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 0, y: 10 },
        { x: 4, y: 10 },
      ],
    ];
    expect(apart(upright(Z), sheared(Z, 0.4))).toBeLessThan(1e-9);
    const flat: Stroke[] = [
      [
        { x: 0, y: 0 },
        { x: 10, y: 1 },
      ],
    ];
    expect(apart(upright(flat), flat)).toBeLessThan(1e-9);
    // Drawn backwards (bottom to top), the same lean is read.
    const back = H.map((s) => s.slice().reverse());
    expect(apart(upright(sheared(back, 0.3)), back)).toBeLessThan(1e-9);
    expect(upright([])).toEqual([]);
  });
});

/** Each step of the drawing cut into `by` steps: the same lines, as a pen sampling `by` times as often gives them. */
const denser = (strokes: readonly Stroke[], by: number): Stroke[] =>
  strokes.map((s) => [
    ...s
      .slice(0, -1)
      .flatMap((p, i) => Array.from({ length: by }, (_, k) => ({ x: p.x + ((s[i + 1]!.x - p.x) * k) / by, y: p.y + ((s[i + 1]!.y - p.y) * k) / by }))),
    s[s.length - 1]!,
  ]);

describe('sampledSparsely (features.ts) and the recognizer reading at most so many points', () => {
  const B = variedStrokes('B', 5).map((s) => s.points);
  const dense = denser(B, 6);

  it('keeps even steps of each stroke, its first and last point, in order, as many points as asked or a few fewer', () => {
    const total = (d: readonly Stroke[]) => d.reduce((n, s) => n + s.length, 0);
    expect(total(dense)).toBeGreaterThan(3 * 35);
    // Eleven strokes (variedStrokes draws each traced line as one): no fewer than 22 points can keep their ends.
    expect(dense).toHaveLength(11);
    for (const [points, phase] of [
      [35, 0.5],
      [28, 0],
      [24, 0.9],
    ] as const) {
      const sparse = sampledSparsely(dense, points, phase);
      expect(sparse).toHaveLength(dense.length);
      // Each stroke keeps its two ends, and a point for every step of about total / points.
      expect(total(sparse)).toBeLessThanOrEqual(points);
      expect(total(sparse)).toBeGreaterThanOrEqual(points - 2 * dense.length);
      expect(sampledSparsely(sparse, points, phase)).toEqual(sparse);
      sparse.forEach((s, i) => {
        expect(s[0]).toBe(dense[i]![0]);
        expect(s[s.length - 1]).toBe(dense[i]![dense[i]!.length - 1]);
        const at = s.map((p) => dense[i]!.indexOf(p));
        expect(at.every((k, j) => k >= 0 && (j === 0 || k > at[j - 1]!))).toBe(true);
      });
    }
    // A drawing of as many points or fewer is read as drawn.
    expect(sampledSparsely(B, total(B), 0.5)).toEqual(B);
    expect(sampledSparsely([], 35, 0.5)).toEqual([]);
  });

  it('the recognizer told to read at most 35 points reads a dense drawing as its even steps, and a drawing of 35 or fewer as drawn', () => {
    const seqFile = path.join(here, 'letters-seq.json');
    readLetterModelFrom(modelFile, { seqFile, points: 35 });
    const read = letterProbabilities(dense, UPPER)!;
    const short = sampledSparsely(dense, 35, 0.5);
    const readShort = letterProbabilities(short, UPPER)!;
    readLetterModelFrom(modelFile, { seqFile, points: 0 });
    const asSampled = letterProbabilities(short, UPPER)!;
    const everyPoint = letterProbabilities(dense, UPPER)!;
    UPPER.forEach((l) => expect(read.get(l)!).toBeCloseTo(asSampled.get(l)!, 9));
    UPPER.forEach((l) => expect(readShort.get(l)!).toBeCloseTo(asSampled.get(l)!, 9));
    expect(Math.max(...UPPER.map((l) => Math.abs(read.get(l)! - everyPoint.get(l)!)))).toBeGreaterThan(1e-4);
    expect([...read].sort((a, b) => b[1] - a[1])[0]![0]).toBe('B');
    // As committed, at most 35 points are read, as the networks were trained (train.ts TRAIN_POINTS).
    expect(READ_POINTS).toBe(35);
    readLetterModelFrom(modelFile, { seqFile });
    UPPER.forEach((l) => expect(letterProbabilities(dense, UPPER)!.get(l)!).toBeCloseTo(read.get(l)!, 9));
  });
});

describe('path networks (seqnet.ts)', () => {
  it('stores each row as int8 with its scale: read back within half a step of every weight', () => {
    const net = createSeqNet(shape, random(3));
    const back = dequantiseSeq(shape, quantiseSeq(net));
    net.layers.forEach((layer, l) => {
      for (let o = 0; o < layer.rows; o++) {
        let peak = 0;
        for (let i = 0; i < layer.cols; i++) peak = Math.max(peak, Math.abs(layer.weights[o * layer.cols + i]!));
        for (let i = 0; i < layer.cols; i++)
          expect(Math.abs(back.layers[l]!.weights[o * layer.cols + i]! - layer.weights[o * layer.cols + i]!)).toBeLessThanOrEqual(peak / 254 + 1e-7);
      }
    });
    expect(() => dequantiseSeq({ ...shape, hidden: 25 }, quantiseSeq(net))).toThrow(/layer 3/);
  });

  it('several networks in letters-seq.json: the recognizer reads the mean of their logits, or its first networks', () => {
    const nets = [createSeqNet(shape, random(11)), createSeqNet(shape, random(12)), createSeqNet(shape, random(13))];
    const file = seqFileOf(nets, 'three.json');
    const strokes = variedStrokes('B', 5).map((s) => s.points);
    // Weight 1: the path networks alone (the ensemble's share is 0).
    for (const [count, used] of [
      [undefined, nets],
      [1, nets.slice(0, 1)],
      [2, nets.slice(0, 2)],
    ] as const) {
      readLetterModelFrom(modelFile, { points: 0, seqFile: file, seqWeight: 1, seqMembers: count });
      const p = letterProbabilities(strokes, UPPER)!;
      const want = expected([...used], strokes, UPPER);
      UPPER.forEach((l, i) => expect(p.get(l)!).toBeCloseTo(want[i]!, 5));
    }
    // Weight 0: the path networks are not read, whatever the file.
    readLetterModelFrom(modelFile, { points: 0, seqFile: file, seqWeight: 0 });
    const alone = letterProbabilities(strokes, UPPER)!;
    readLetterModelFrom(modelFile, { points: 0, seqFile: path.join(dir, 'missing.json'), seqWeight: 0.5 });
    const missing = letterProbabilities(strokes, UPPER)!;
    UPPER.forEach((l) => expect(missing.get(l)!).toBeCloseTo(alone.get(l)!, 6));
  });

  it('a file trained on upright capitals: capitals are read set upright, lowercase letters as drawn', () => {
    const nets = [createSeqNet(shape, random(21)), createSeqNet(shape, random(22))];
    const LOWER = classes.slice(26);
    // An H written leaning right: the recognizer must read capitals from the drawing stood up, not as it came.
    const strokes = variedStrokes('H', 7).map((s) => s.points.map((p) => ({ x: p.x - 0.3 * p.y, y: p.y })));
    readLetterModelFrom(modelFile, { points: 0, seqFile: seqFileOf(nets, 'upright.json', 'upright'), seqWeight: 1 });
    const capitals = letterProbabilities(strokes, UPPER)!;
    const lowercase = letterProbabilities(strokes, LOWER)!;
    const stood = expected(nets, upright(strokes), UPPER);
    UPPER.forEach((l, i) => expect(capitals.get(l)!).toBeCloseTo(stood[i]!, 5));
    const drawn = expected(nets, strokes, LOWER);
    LOWER.forEach((l, i) => expect(lowercase.get(l)!).toBeCloseTo(drawn[i]!, 5));
    // The same networks in a file that says nothing read capitals as drawn, which differs here.
    readLetterModelFrom(modelFile, { points: 0, seqFile: seqFileOf(nets, 'drawn.json'), seqWeight: 1 });
    const asDrawn = letterProbabilities(strokes, UPPER)!;
    const want = expected(nets, strokes, UPPER);
    UPPER.forEach((l, i) => expect(asDrawn.get(l)!).toBeCloseTo(want[i]!, 5));
    expect(Math.max(...UPPER.map((_, i) => Math.abs(want[i]! - stood[i]!)))).toBeGreaterThan(1e-3);
  });

  it('an ensemble file trained on upright capitals: its networks read capitals set upright, lowercase letters as drawn', () => {
    const file = path.join(dir, 'upright-model.json');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(modelFile, 'utf8')), capitals: 'upright' }));
    const LOWER = classes.slice(26);
    const strokes = variedStrokes('N', 9).map((s) => s.points.map((p) => ({ x: p.x - 0.3 * p.y, y: p.y })));
    readLetterModelFrom(file, { points: 0, seqWeight: 0 });
    const [capitals, lowercase] = [letterProbabilities(strokes, UPPER)!, letterProbabilities(strokes, LOWER)!];
    readLetterModelFrom(modelFile, { points: 0, seqWeight: 0 });
    const stood = letterProbabilities(upright(strokes), UPPER)!;
    const drawn = letterProbabilities(strokes, UPPER)!;
    const drawnLower = letterProbabilities(strokes, LOWER)!;
    UPPER.forEach((l) => expect(capitals.get(l)!).toBeCloseTo(stood.get(l)!, 5));
    LOWER.forEach((l) => expect(lowercase.get(l)!).toBeCloseTo(drawnLower.get(l)!, 5));
    expect(Math.max(...UPPER.map((l) => Math.abs(drawn.get(l)! - stood.get(l)!)))).toBeGreaterThan(1e-3);
  });

  it('a letters-seq.json of the single-network format (wren-letter-seq-1) is refused, not misread', () => {
    const old = { format: 'wren-letter-seq-1', attribution: 'test', classes, shape, layers: quantiseSeq(createSeqNet(shape, random(5))), training: {} };
    const file = path.join(dir, 'old.json');
    fs.writeFileSync(file, JSON.stringify(old));
    readLetterModelFrom(modelFile, { seqFile: file, seqWeight: 0.3 });
    expect(() =>
      letterProbabilities(
        variedStrokes('A', 1).map((s) => s.points),
        UPPER,
      ),
    ).toThrow(/letters-seq.json does not match/);
  });
});
