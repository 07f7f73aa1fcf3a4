/**
 * Beside the ensemble (issue 17, SEQ_WEIGHTS in recognizer.ts): a small 1-D convolutional network over the pen's path
 * resampled by arc length across strokes (SEQ_POINTS points; per point x, y, the direction, whether the segment is
 * a pen-up jump, and the turn from the previous point as cross and dot products). Three convolutions of width 5
 * (ReLU, max-pool by 2 after the first two), then the maximum and the mean of each channel over the path, a hidden
 * layer and the 52 letters; letters-seq.json holds several, trained from different seeds (their logits are averaged,
 * like the ensemble's). Activations are stored point after point (channels of a point together), so a
 * convolution's input for a point is one contiguous run of the padded sequence and a convolution, like a dense
 * layer, is rows of dot products.
 */
import { normalise, resamplePath, type Stroke } from './features.ts';
import { decodeFloats, encodeFloats } from './model.ts';

export const SEQ_POINTS = 64;
export const SEQ_CHANNELS = 7;
const WIDTH = 5;
const PAD = 2;

export interface SeqShape {
  /** Channels after each convolution. */
  channels: [number, number, number];
  hidden: number;
  classes: number;
}

export interface SeqLayer {
  rows: number;
  cols: number;
  weights: Float32Array;
  biases: Float32Array;
}

export interface SeqNet {
  shape: SeqShape;
  /** conv1, conv2, conv3, hidden, output. */
  layers: SeqLayer[];
}

export function seqLayerSizes(shape: SeqShape): { rows: number; cols: number }[] {
  const [c1, c2, c3] = shape.channels;
  return [
    { rows: c1, cols: SEQ_CHANNELS * WIDTH },
    { rows: c2, cols: c1 * WIDTH },
    { rows: c3, cols: c2 * WIDTH },
    { rows: shape.hidden, cols: 2 * c3 },
    { rows: shape.classes, cols: shape.hidden },
  ];
}

export function createSeqNet(shape: SeqShape, random: () => number): SeqNet {
  const layers = seqLayerSizes(shape).map(({ rows, cols }) => {
    const weights = new Float32Array(rows * cols);
    const sd = Math.sqrt(2 / cols);
    for (let i = 0; i < weights.length; i++) {
      const u = Math.max(random(), 1e-12);
      weights[i] = sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    }
    return { rows, cols, weights, biases: new Float32Array(rows) };
  });
  return { shape, layers };
}

/** The path as SEQ_POINTS points of SEQ_CHANNELS, written after PAD blank points (the convolution's padding). */
export function pathOf(strokes: readonly Stroke[], into: Float32Array): Float32Array {
  into.fill(0);
  let px = 1;
  let py = 0;
  resamplePath(normalise(strokes).strokes, SEQ_POINTS, (s, x, y, dx, dy, up) => {
    const len = Math.hypot(dx, dy);
    const ux = len > 0 ? dx / len : 0;
    const uy = len > 0 ? dy / len : 0;
    const o = (PAD + s) * SEQ_CHANNELS;
    into[o] = 2 * x;
    into[o + 1] = 2 * y;
    into[o + 2] = ux;
    into[o + 3] = uy;
    into[o + 4] = up;
    into[o + 5] = s > 0 ? px * uy - py * ux : 0;
    into[o + 6] = s > 0 ? px * ux + py * uy : 1;
    if (len > 0) {
      px = ux;
      py = uy;
    }
  });
  return into;
}

export interface SeqActivations {
  /** (SEQ_POINTS + 2·PAD) × SEQ_CHANNELS. */
  input: Float32Array;
  conv1: Float32Array;
  pool1: Float32Array;
  pool1From: Int32Array;
  conv2: Float32Array;
  pool2: Float32Array;
  pool2From: Int32Array;
  conv3: Float32Array;
  /** Max of each channel, then mean; and where each maximum was. */
  global: Float32Array;
  globalFrom: Int32Array;
  hidden: Float32Array;
  logits: Float32Array;
}

export function seqActivations(shape: SeqShape): SeqActivations {
  const [c1, c2, c3] = shape.channels;
  const L = SEQ_POINTS;
  return {
    input: new Float32Array((L + 2 * PAD) * SEQ_CHANNELS),
    conv1: new Float32Array(L * c1),
    pool1: new Float32Array((L / 2 + 2 * PAD) * c1),
    pool1From: new Int32Array((L / 2 + 2 * PAD) * c1),
    conv2: new Float32Array((L / 2) * c2),
    pool2: new Float32Array((L / 4 + 2 * PAD) * c2),
    pool2From: new Int32Array((L / 4 + 2 * PAD) * c2),
    conv3: new Float32Array((L / 4) * c3),
    global: new Float32Array(2 * c3),
    globalFrom: new Int32Array(c3),
    hidden: new Float32Array(shape.hidden),
    logits: new Float32Array(shape.classes),
  };
}

/** `positions` rows of dot products: the input of row p starts at p × `stride` (a convolution: stride = channels in). */
function rows(input: Float32Array, positions: number, stride: number, layer: SeqLayer, out: Float32Array, relu: boolean) {
  const { weights, biases, rows: outs, cols } = layer;
  const n4 = cols - (cols % 4);
  for (let p = 0; p < positions; p++) {
    const at = p * stride;
    for (let o = 0; o < outs; o++) {
      const row = o * cols;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let i = 0;
      for (; i < n4; i += 4) {
        s0 += weights[row + i]! * input[at + i]!;
        s1 += weights[row + i + 1]! * input[at + i + 1]!;
        s2 += weights[row + i + 2]! * input[at + i + 2]!;
        s3 += weights[row + i + 3]! * input[at + i + 3]!;
      }
      for (; i < cols; i++) s0 += weights[row + i]! * input[at + i]!;
      const v = s0 + s1 + s2 + s3 + biases[o]!;
      out[p * outs + o] = relu && v < 0 ? 0 : v;
    }
  }
}

/** Adds one row layer's gradients; the error at its output is `dOut` (already through its ReLU); fills `dIn` if given. */
function rowsBack(
  input: Float32Array,
  positions: number,
  stride: number,
  layer: SeqLayer,
  dOut: Float32Array,
  gw: Float32Array,
  gb: Float32Array,
  dIn: Float32Array | null,
) {
  const { weights, rows: outs, cols } = layer;
  if (dIn) dIn.fill(0);
  for (let p = 0; p < positions; p++) {
    const at = p * stride;
    for (let o = 0; o < outs; o++) {
      const d = dOut[p * outs + o]!;
      if (d === 0) continue;
      gb[o]! += d;
      const row = o * cols;
      for (let i = 0; i < cols; i++) gw[row + i]! += d * input[at + i]!;
      if (dIn) for (let i = 0; i < cols; i++) dIn[at + i]! += d * weights[row + i]!;
    }
  }
}

/** Max-pool by 2 of `length` points into a sequence padded by PAD points; records where each maximum was. */
function pool(input: Float32Array, length: number, channels: number, out: Float32Array, from: Int32Array) {
  for (let p = 0; p < length / 2; p++)
    for (let c = 0; c < channels; c++) {
      const a = 2 * p * channels + c;
      const b = a + channels;
      const best = input[b]! > input[a]! ? b : a;
      out[(PAD + p) * channels + c] = input[best]!;
      from[(PAD + p) * channels + c] = best;
    }
}

export function forwardSeq(net: SeqNet, acts: SeqActivations): Float32Array {
  const [c1, c2, c3] = net.shape.channels;
  const L = SEQ_POINTS;
  const [l1, l2, l3, l4, l5] = net.layers as [SeqLayer, SeqLayer, SeqLayer, SeqLayer, SeqLayer];
  rows(acts.input, L, SEQ_CHANNELS, l1, acts.conv1, true);
  pool(acts.conv1, L, c1, acts.pool1, acts.pool1From);
  rows(acts.pool1, L / 2, c1, l2, acts.conv2, true);
  pool(acts.conv2, L / 2, c2, acts.pool2, acts.pool2From);
  rows(acts.pool2, L / 4, c2, l3, acts.conv3, true);
  const n = L / 4;
  for (let c = 0; c < c3; c++) {
    let best = c;
    let sum = 0;
    for (let p = 0; p < n; p++) {
      const v = acts.conv3[p * c3 + c]!;
      sum += v;
      if (v > acts.conv3[best]!) best = p * c3 + c;
    }
    acts.global[c] = acts.conv3[best]!;
    acts.globalFrom[c] = best;
    acts.global[c3 + c] = sum / n;
  }
  rows(acts.global, 1, 0, l4, acts.hidden, true);
  rows(acts.hidden, 1, 0, l5, acts.logits, false);
  return acts.logits;
}

export interface SeqGradients {
  weights: Float32Array[];
  biases: Float32Array[];
  dLogits: Float32Array;
  dHidden: Float32Array;
  dGlobal: Float32Array;
  dConv3: Float32Array;
  dPool2: Float32Array;
  dConv2: Float32Array;
  dPool1: Float32Array;
  dConv1: Float32Array;
}

export function seqGradients(net: SeqNet, acts: SeqActivations): SeqGradients {
  return {
    weights: net.layers.map((l) => new Float32Array(l.weights.length)),
    biases: net.layers.map((l) => new Float32Array(l.biases.length)),
    dLogits: new Float32Array(acts.logits.length),
    dHidden: new Float32Array(acts.hidden.length),
    dGlobal: new Float32Array(acts.global.length),
    dConv3: new Float32Array(acts.conv3.length),
    dPool2: new Float32Array(acts.pool2.length),
    dConv2: new Float32Array(acts.conv2.length),
    dPool1: new Float32Array(acts.pool1.length),
    dConv1: new Float32Array(acts.conv1.length),
  };
}

const reluBack = (out: Float32Array, d: Float32Array) => {
  for (let i = 0; i < d.length; i++) if (out[i]! <= 0) d[i] = 0;
};

/** The error at a pooled (padded) sequence back to the points its maxima came from. */
function unpool(dPooled: Float32Array, from: Int32Array, length: number, channels: number, dIn: Float32Array) {
  dIn.fill(0);
  for (let p = 0; p < length / 2; p++)
    for (let c = 0; c < channels; c++) {
      const at = (PAD + p) * channels + c;
      dIn[from[at]!]! += dPooled[at]!;
    }
}

/** Adds one sample's gradients (its output error in `g.dLogits`). */
export function backwardSeq(net: SeqNet, acts: SeqActivations, g: SeqGradients): void {
  const [c1, c2, c3] = net.shape.channels;
  const L = SEQ_POINTS;
  const [l1, l2, l3, l4, l5] = net.layers as [SeqLayer, SeqLayer, SeqLayer, SeqLayer, SeqLayer];
  rowsBack(acts.hidden, 1, 0, l5, g.dLogits, g.weights[4]!, g.biases[4]!, g.dHidden);
  reluBack(acts.hidden, g.dHidden);
  rowsBack(acts.global, 1, 0, l4, g.dHidden, g.weights[3]!, g.biases[3]!, g.dGlobal);
  const n = L / 4;
  g.dConv3.fill(0);
  for (let c = 0; c < c3; c++) {
    g.dConv3[acts.globalFrom[c]!]! += g.dGlobal[c]!;
    const mean = g.dGlobal[c3 + c]! / n;
    for (let p = 0; p < n; p++) g.dConv3[p * c3 + c]! += mean;
  }
  reluBack(acts.conv3, g.dConv3);
  rowsBack(acts.pool2, n, c2, l3, g.dConv3, g.weights[2]!, g.biases[2]!, g.dPool2);
  unpool(g.dPool2, acts.pool2From, L / 2, c2, g.dConv2);
  reluBack(acts.conv2, g.dConv2);
  rowsBack(acts.pool1, L / 2, c1, l2, g.dConv2, g.weights[1]!, g.biases[1]!, g.dPool1);
  unpool(g.dPool1, acts.pool1From, L, c1, g.dConv1);
  reluBack(acts.conv1, g.dConv1);
  rowsBack(acts.input, L, SEQ_CHANNELS, l1, g.dConv1, g.weights[0]!, g.biases[0]!, null);
}

/** One stored network: each layer's int8 weights (base64), one float32 scale per row, float32 biases. */
export type SeqLayers = { rows: number; cols: number; weights: string; rowScales: string; biases: string }[];

export interface SeqFile {
  format: 'wren-letter-seq-2';
  attribution: string;
  classes: string[];
  shape: SeqShape;
  /** How capitals are read: set upright first (features.ts upright) or as drawn (files before session 17 say nothing: as drawn). */
  capitals?: 'upright' | 'drawn';
  /** The networks (same shape, different seeds); their logits are averaged. */
  members: SeqLayers[];
  training: Record<string, unknown>;
}

/** Each row of every layer as int8 with its own scale (the row's largest magnitude / 127). */
export function quantiseSeq(net: SeqNet): SeqLayers {
  return net.layers.map(({ rows: outs, cols, weights, biases }) => {
    const bytes = new Int8Array(outs * cols);
    const scales = new Float32Array(outs);
    for (let o = 0; o < outs; o++) {
      let peak = 0;
      for (let i = 0; i < cols; i++) peak = Math.max(peak, Math.abs(weights[o * cols + i]!));
      const scale = peak > 0 ? peak / 127 : 1;
      scales[o] = scale;
      for (let i = 0; i < cols; i++) bytes[o * cols + i] = Math.round(weights[o * cols + i]! / scale);
    }
    return { rows: outs, cols, weights: Buffer.from(bytes.buffer).toString('base64'), rowScales: encodeFloats(scales), biases: encodeFloats(biases) };
  });
}

/** The stored network, read back as float32 (about 30 k weights: little memory). */
export function dequantiseSeq(shape: SeqShape, layers: SeqLayers): SeqNet {
  const expected = seqLayerSizes(shape);
  return {
    shape,
    layers: layers.map((layer, l) => {
      const { rows: outs, cols } = layer;
      if (outs !== expected[l]?.rows || cols !== expected[l]?.cols) throw new Error(`letters-seq.json layer ${l} does not match its shape.`);
      const raw = Buffer.from(layer.weights, 'base64');
      const bytes = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
      const scales = decodeFloats(layer.rowScales);
      const weights = new Float32Array(outs * cols);
      for (let o = 0; o < outs; o++) for (let i = 0; i < cols; i++) weights[o * cols + i] = bytes[o * cols + i]! * scales[o]!;
      return { rows: outs, cols, weights, biases: decodeFloats(layer.biases) };
    }),
  };
}
