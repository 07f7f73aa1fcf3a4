/**
 * An offline English transcriber: Moonshine tiny (Useful Sensors, MIT licence), the quantized ONNX encoder and
 * decoder that the npm package `@usefulsensors/moonshine-js` ships, run by onnxruntime-node on the CPU, greedy
 * decoding, the Llama tokenizer's pieces (`llama-tokenizer-js`) turned back into text. Nothing is downloaded: the
 * weights come with `npm ci`. Loaded on first use (about 0.3 s), one run at a time, one thread (pocketsphinx has
 * the other core).
 *
 * Open vocabulary, unlike the reading grammar: it hears the word a child said in place of a passage word as that
 * word. The fluency engine asks it for a second opinion (fluency/rivals.ts), never for the marks themselves: on
 * espeak-ng's voices it mishears about one word in five.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 16_000;
const START = 1;
const END = 2;
/** The tiny model's decoder: layers, key/value heads and head size of its cache. */
const LAYERS = 6;
const HEADS = 8;
const HEAD_SIZE = 36;
/** Tokens per second of audio at most (the model's own bound). */
const TOKENS_PER_SECOND = 6;

type Ort = typeof import('onnxruntime-node');
interface Model {
  ort: Ort;
  encoder: import('onnxruntime-node').InferenceSession;
  decoder: import('onnxruntime-node').InferenceSession;
  decode: (tokens: number[]) => string;
}

let loading: Promise<Model | null> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function modelDirectory(): string {
  const main = fileURLToPath(import.meta.resolve('@usefulsensors/moonshine-js'));
  return path.join(path.dirname(main), 'model', 'tiny', 'quantized');
}

async function load(): Promise<Model | null> {
  try {
    // A CommonJS package: its exports arrive as the default export, or as the module itself.
    const runtime = (await import('onnxruntime-node')) as Ort & { default?: Ort };
    const ort = runtime.default ?? runtime;
    const tokenizer = (await import('llama-tokenizer-js')).default as { decode: (tokens: number[]) => string };
    const dir = modelDirectory();
    const options = { intraOpNumThreads: 1, interOpNumThreads: 1 };
    const encoder = await ort.InferenceSession.create(path.join(dir, 'encoder_model.onnx'), options);
    const decoder = await ort.InferenceSession.create(path.join(dir, 'decoder_model_merged.onnx'), options);
    return { ort, encoder, decoder, decode: (tokens) => tokenizer.decode(tokens) };
  } catch (error) {
    // Said once in the server's log; the fluency engine works on without its third opinion.
    process.emitWarning(`The offline transcriber (Moonshine) cannot load: ${(error as Error).message}`);
    return null;
  }
}

function model(): Promise<Model | null> {
  loading ??= load();
  return loading;
}

/** Whether the transcriber can serve (its packages installed and its weights readable). */
export async function moonshineAvailable(): Promise<boolean> {
  return (await model()) !== null;
}

async function run(m: Model, audio: Float32Array): Promise<string> {
  const { ort } = m;
  // A copy: onnxruntime reads the whole underlying buffer of a view.
  const samples = audio.slice();
  const encoded = await m.encoder.run({ input_values: new ort.Tensor('float32', samples, [1, samples.length]) });
  const cache: Record<string, import('onnxruntime-node').Tensor> = {};
  for (let layer = 0; layer < LAYERS; layer++)
    for (const part of ['decoder', 'encoder'])
      for (const kind of ['key', 'value'])
        cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [0, HEADS, 1, HEAD_SIZE]);
  const tokens: number[] = [];
  let next = START;
  const most = Math.trunc((samples.length / SAMPLE_RATE) * TOKENS_PER_SECOND);
  for (let step = 0; step < most; step++) {
    const out = await m.decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(next)), [1, 1]),
      encoder_hidden_states: encoded.last_hidden_state!,
      use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
      ...cache,
    });
    const logits = out.logits!.data as Float32Array;
    const vocabulary = out.logits!.dims[2]!;
    const last = logits.subarray(logits.length - vocabulary);
    // The model often ends a clip of espeak-ng's speech before its first word: a clip of speech has words.
    let best = -1;
    for (let k = 0; k < vocabulary; k++) if (!(step === 0 && k === END) && (best < 0 || last[k]! > last[best]!)) best = k;
    if (best === END) break;
    tokens.push(best);
    next = best;
    for (const name of Object.keys(out)) {
      if (!name.startsWith('present')) continue;
      const past = name.replace('present', 'past_key_values');
      // The cross-attention cache is computed once, on the first step.
      if (step === 0 || past.includes('.decoder.')) cache[past] = out[name]!;
    }
  }
  return m.decode(tokens).trim();
}

/** The words said in a clip of 16 kHz mono speech (up to about 30 s), or null when the transcriber cannot serve. */
export async function transcribeEnglish(audio: Float32Array): Promise<string | null> {
  const m = await model();
  if (!m) return null;
  const result = queue.then(() => run(m, audio));
  queue = result.catch(() => undefined);
  return result;
}
