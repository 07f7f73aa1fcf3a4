/**
 * The recognizer's network: a small multilayer perceptron (ReLU between layers, softmax at the end) over the
 * features of features.ts, in plain TypeScript on Float32Array. The weights are trained by train.ts and kept in
 * letters-model.json beside this file (base64 of little-endian float32), with the data's attribution.
 */

export interface Mlp {
  /** Layer widths, input first: [features, hidden…, classes]. */
  sizes: number[];
  /** weights[l] is sizes[l+1] rows of sizes[l] inputs. */
  weights: Float32Array[];
  biases: Float32Array[];
}

export interface ModelFile {
  format: 'wren-letter-mlp-1';
  attribution: string;
  classes: string[];
  sizes: number[];
  /** Input standardisation: (x − mean) / scale per feature. */
  mean: string;
  scale: string;
  /** Every layer's weights then biases, in order, as one base64 float32 array. */
  parameters: string;
  training: Record<string, unknown>;
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

export function mlpFromParameters(sizes: number[], parameters: Float32Array): Mlp {
  const weights: Float32Array[] = [];
  const biases: Float32Array[] = [];
  let at = 0;
  for (let l = 0; l + 1 < sizes.length; l++) {
    const count = sizes[l]! * sizes[l + 1]!;
    weights.push(parameters.slice(at, at + count));
    at += count;
    biases.push(parameters.slice(at, at + sizes[l + 1]!));
    at += sizes[l + 1]!;
  }
  if (at !== parameters.length) throw new Error(`The letter model has ${parameters.length} parameters, its layers ${at}.`);
  return { sizes, weights, biases };
}

export function parametersOf(mlp: Mlp): Float32Array {
  const total = mlp.weights.reduce((a, w, l) => a + w.length + mlp.biases[l]!.length, 0);
  const out = new Float32Array(total);
  let at = 0;
  mlp.weights.forEach((w, l) => {
    out.set(w, at);
    at += w.length;
    out.set(mlp.biases[l]!, at);
    at += mlp.biases[l]!.length;
  });
  return out;
}
