import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { random, variedStrokes } from '../synthetic.ts';
import { letterProbabilities, readLetterModelFrom } from './recognizer.ts';
import { createSeqNet, dequantiseSeq, forwardSeq, pathOf, quantiseSeq, seqActivations, type SeqFile, type SeqNet, type SeqShape } from './seqnet.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const modelFile = path.join(here, 'letters-model.json');
const classes = (JSON.parse(fs.readFileSync(modelFile, 'utf8')) as { classes: string[] }).classes;
const shape: SeqShape = { channels: [8, 12, 16], hidden: 24, classes: classes.length };
const UPPER = classes.slice(0, 26);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-seq-'));

/** A letters-seq.json of these networks, in a temporary folder. */
function seqFileOf(nets: SeqNet[], name: string): string {
  const file: SeqFile = {
    format: 'wren-letter-seq-2',
    attribution: 'test',
    classes,
    shape,
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
      readLetterModelFrom(modelFile, { seqFile: file, seqWeight: 1, seqMembers: count });
      const p = letterProbabilities(strokes, UPPER)!;
      const want = expected([...used], strokes, UPPER);
      UPPER.forEach((l, i) => expect(p.get(l)!).toBeCloseTo(want[i]!, 5));
    }
    // Weight 0: the path networks are not read, whatever the file.
    readLetterModelFrom(modelFile, { seqFile: file, seqWeight: 0 });
    const alone = letterProbabilities(strokes, UPPER)!;
    readLetterModelFrom(modelFile, { seqFile: path.join(dir, 'missing.json'), seqWeight: 0.5 });
    const missing = letterProbabilities(strokes, UPPER)!;
    UPPER.forEach((l) => expect(missing.get(l)!).toBeCloseTo(alone.get(l)!, 6));
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
