/**
 * The recognizer's network: a few small multilayer perceptrons (ReLU between layers, softmax at the end) over the
 * features of features.ts, in plain TypeScript on Float32Array, trained by train.ts from different seeds; their
 * scores are averaged (an ensemble). The weights are kept in letters-model.json beside this file, with the data's
 * attribution: each weight as a signed byte with one float32 scale per row (int8, a quarter of float32's size), the
 * biases as float32, all base64.
 */

export interface Mlp {
  /** Layer widths, input first: [features, hidden…, classes]. */
  sizes: number[];
  /** weights[l] is sizes[l+1] rows of sizes[l] inputs. */
  weights: Float32Array[];
  biases: Float32Array[];
}

/** One network of the ensemble, quantised. */
export interface QuantisedMlp {
  /** Every layer's weights, row by row, as int8 (base64). */
  weights: string;
  /** One float32 scale per row of every layer: weight = int8 × scale (base64). */
  rowScales: string;
  /** Every layer's biases, float32 (base64). */
  biases: string;
}

export interface ModelFile {
  format: 'wren-letter-mlp-2';
  attribution: string;
  classes: string[];
  sizes: number[];
  /** Input standardisation: (x − mean) / scale per feature. */
  mean: string;
  scale: string;
  /** How capitals are read: set upright first (features.ts upright) or as drawn (files before session 17 say nothing: as drawn). */
  capitals?: 'upright' | 'drawn';
  /** The ensemble's networks (same sizes, different seeds); their logits are averaged. */
  members: QuantisedMlp[];
  training: Record<string, unknown>;
}

/** Each row of every layer as int8 with its own scale (the row's largest magnitude / 127). */
export function quantise(mlp: Mlp): QuantisedMlp {
  const total = mlp.weights.reduce((n, w) => n + w.length, 0);
  const rows = mlp.sizes.slice(1).reduce((n, s) => n + s, 0);
  const bytes = new Int8Array(total);
  const scales = new Float32Array(rows);
  let at = 0;
  let row = 0;
  mlp.weights.forEach((w, l) => {
    const n = mlp.sizes[l]!;
    for (let o = 0; o < mlp.sizes[l + 1]!; o++, row++) {
      let peak = 0;
      for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(w[o * n + i]!));
      const scale = peak > 0 ? peak / 127 : 1;
      scales[row] = scale;
      for (let i = 0; i < n; i++) bytes[at++] = Math.round(w[o * n + i]! / scale);
    }
  });
  const biases = new Float32Array(rows);
  let b = 0;
  for (const bias of mlp.biases) {
    biases.set(bias, b);
    b += bias.length;
  }
  return {
    weights: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
    rowScales: encodeFloats(scales),
    biases: encodeFloats(biases),
  };
}

/** A network as read at run time: int8 weights with their row scales (a quarter of float32's memory). */
export interface Int8Mlp {
  sizes: number[];
  weights: Int8Array[];
  rowScales: Float32Array[];
  biases: Float32Array[];
}

export function int8MlpOf(sizes: number[], q: QuantisedMlp): Int8Mlp {
  const raw = Buffer.from(q.weights, 'base64');
  const bytes = new Int8Array(raw.byteLength);
  bytes.set(new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength));
  const scales = decodeFloats(q.rowScales);
  const biasesAll = decodeFloats(q.biases);
  const net: Int8Mlp = { sizes, weights: [], rowScales: [], biases: [] };
  let at = 0;
  let row = 0;
  for (let l = 0; l + 1 < sizes.length; l++) {
    const count = sizes[l]! * sizes[l + 1]!;
    net.weights.push(bytes.subarray(at, at + count));
    net.rowScales.push(scales.subarray(row, row + sizes[l + 1]!));
    net.biases.push(biasesAll.subarray(row, row + sizes[l + 1]!));
    at += count;
    row += sizes[l + 1]!;
  }
  if (at !== bytes.length || row !== scales.length) throw new Error(`The letter model's weights do not match its layers (${sizes.join('×')}).`);
  return net;
}

/**
 * The layers of several inputs (the readings of one drawing) through an int8 network; `acts[b]` holds input b's
 * layers, its first the input. The dot products run four terms at a time with four sums (1.7 times faster in V8
 * than one term at a time).
 */
export function forwardInt8(net: Int8Mlp, acts: Float32Array[][]): void {
  for (let l = 0; l < net.weights.length; l++) {
    const w = net.weights[l]!;
    const scales = net.rowScales[l]!;
    const bias = net.biases[l]!;
    const n = net.sizes[l]!;
    const n4 = n - (n % 4);
    const rows = net.sizes[l + 1]!;
    const last = l === net.weights.length - 1;
    for (const layers of acts) {
      const from = layers[l]!;
      const to = layers[l + 1]!;
      for (let o = 0; o < rows; o++) {
        const row = o * n;
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        let i = 0;
        for (; i < n4; i += 4) {
          s0 += w[row + i]! * from[i]!;
          s1 += w[row + i + 1]! * from[i + 1]!;
          s2 += w[row + i + 2]! * from[i + 2]!;
          s3 += w[row + i + 3]! * from[i + 3]!;
        }
        for (; i < n; i++) s0 += w[row + i]! * from[i]!;
        const v = (s0 + s1 + s2 + s3) * scales[o]! + bias[o]!;
        to[o] = last || v > 0 ? v : 0;
      }
    }
  }
}

export function dequantise(sizes: number[], q: QuantisedMlp): Mlp {
  const raw = Buffer.from(q.weights, 'base64');
  const bytes = new Int8Array(raw.buffer, raw.byteOffset, raw.byteLength);
  const scales = decodeFloats(q.rowScales);
  const biasesAll = decodeFloats(q.biases);
  const weights: Float32Array[] = [];
  const biases: Float32Array[] = [];
  let at = 0;
  let row = 0;
  for (let l = 0; l + 1 < sizes.length; l++) {
    const n = sizes[l]!;
    const w = new Float32Array(n * sizes[l + 1]!);
    for (let o = 0; o < sizes[l + 1]!; o++, row++) {
      const scale = scales[row]!;
      for (let i = 0; i < n; i++) w[o * n + i] = bytes[at++]! * scale;
    }
    weights.push(w);
    biases.push(biasesAll.slice(row - sizes[l + 1]!, row));
  }
  if (at !== bytes.length || row !== scales.length) throw new Error(`The letter model's weights do not match its layers (${sizes.join('×')}).`);
  return { sizes, weights, biases };
}

export function createMlp(sizes: number[], random: () => number): Mlp {
  const weights: Float32Array[] = [];
  const biases: Float32Array[] = [];
  for (let l = 0; l + 1 < sizes.length; l++) {
    const fanIn = sizes[l]!;
    const w = new Float32Array(fanIn * sizes[l + 1]!);
    // He initialisation from a seeded uniform source (Box–Muller).
    const sd = Math.sqrt(2 / fanIn);
    for (let i = 0; i < w.length; i++) {
      const u = Math.max(random(), 1e-12);
      w[i] = sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    }
    weights.push(w);
    biases.push(new Float32Array(sizes[l + 1]!));
  }
  return { sizes, weights, biases };
}

/** Every layer's activations for one input; the last is the logits. */
export function forward(mlp: Mlp, input: Float32Array, activations?: Float32Array[]): Float32Array[] {
  const acts = activations ?? mlp.sizes.map((n) => new Float32Array(n));
  acts[0]!.set(input);
  for (let l = 0; l < mlp.weights.length; l++) {
    const from = acts[l]!;
    const to = acts[l + 1]!;
    const w = mlp.weights[l]!;
    const b = mlp.biases[l]!;
    const n = from.length;
    const last = l === mlp.weights.length - 1;
    for (let o = 0; o < to.length; o++) {
      let sum = b[o]!;
      const row = o * n;
      for (let i = 0; i < n; i++) sum += w[row + i]! * from[i]!;
      to[o] = last || sum > 0 ? sum : 0;
    }
  }
  return acts;
}

export function encodeFloats(values: Float32Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

export function decodeFloats(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}
