// The offline English transcriber (Moonshine tiny) in a process of its own, started by moonshine.ts (which says
// what the model is). Not on the server's main thread: onnxruntime-node's `run` works on the thread that calls it,
// so each of the decoder's steps (5 ms, one a token) held the event loop and waited behind it in turn. Not in a
// worker thread either: the fluency engine spawns the recogniser a few dozen times a reading, and each fork makes
// every page of the spawning process copy-on-write, so a transcriber sharing that memory paid page faults for the
// pages it wrote next. Measured on a minute of reading beside the reading grammar's decoding (2 cores): about 5 s
// of CPU on the main thread or in a worker thread, 1.7 s in its own process (1.4 s alone). Plain JavaScript
// because Node starts it without the TypeScript loader of tsx or Vitest.
//
// Messages over the IPC channel (advanced serialization, so the samples travel as a Float32Array): { id, type:
// 'transcribe', audio } in, { id, ok: true, text } or { id, ok: false, error } out; { id, type: 'score', audio,
// texts } answers { id, ok: true, scores }, how likely the model finds each text said in the clip; { id, type:
// 'load' } answers { id, ok: true } once the model is loaded, or why it cannot be.
import { createHash } from 'node:crypto';
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

function modelDirectory() {
  const main = fileURLToPath(import.meta.resolve('@usefulsensors/moonshine-js'));
  return path.join(path.dirname(main), 'model', 'tiny', 'quantized');
}

async function load() {
  // A CommonJS package: its exports arrive as the default export, or as the module itself.
  const runtime = await import('onnxruntime-node');
  const ort = runtime.default ?? runtime;
  const dir = modelDirectory();
  // One thread: the reading grammar's recogniser has the other core.
  const options = { intraOpNumThreads: 1, interOpNumThreads: 1 };
  const encoder = await ort.InferenceSession.create(path.join(dir, 'encoder_model.onnx'), options);
  const decoder = await ort.InferenceSession.create(path.join(dir, 'decoder_model_merged.onnx'), options);
  // The Llama tokenizer's pieces turned back into text.
  const tokenizer = (await import('llama-tokenizer-js')).default;
  return { ort, encoder, decoder, tokenizer };
}

let loading = null;
const model = () => (loading ??= load());

/**
 * The encoder's readings of the clips heard last, by their samples' digest: the fluency engine weighs texts against
 * the stretches it had transcribed (fluency/contest.ts), and a stretch read again costs what its transcription's
 * encoding did. A reading's stretches, at most (a minute of reading is 10 to 20); a few MB.
 */
const ENCODINGS_KEPT = 32;
const encodings = new Map();

/** The encoder's reading of a clip of 16 kHz mono speech, which every step of the decoder attends to. */
async function encode(samples) {
  const key = createHash('sha1')
    .update(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength))
    .digest('base64');
  const kept = encodings.get(key);
  if (kept) return kept;
  const { ort, encoder } = await model();
  const encoded = (await encoder.run({ input_values: new ort.Tensor('float32', samples, [1, samples.length]) })).last_hidden_state;
  encodings.set(key, encoded);
  if (encodings.size > ENCODINGS_KEPT) encodings.delete(encodings.keys().next().value);
  return encoded;
}

/** The decoder's cache before its first step: empty (the cross-attention part is computed on that step). */
function emptyCache(ort) {
  const cache = {};
  for (let layer = 0; layer < LAYERS; layer++)
    for (const part of ['decoder', 'encoder'])
      for (const kind of ['key', 'value'])
        cache[`past_key_values.${layer}.${part}.${kind}`] = new ort.Tensor('float32', new Float32Array(0), [0, HEADS, 1, HEAD_SIZE]);
  return cache;
}

/** What the model hears in a clip of 16 kHz mono speech (greedy decoding). */
async function transcribe(samples) {
  const { ort, decoder, tokenizer } = await model();
  const encoded = await encode(samples);
  const cache = emptyCache(ort);
  const tokens = [];
  let next = START;
  const most = Math.trunc((samples.length / SAMPLE_RATE) * TOKENS_PER_SECOND);
  for (let step = 0; step < most; step++) {
    const out = await decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.of(BigInt(next)), [1, 1]),
      encoder_hidden_states: encoded,
      use_cache_branch: new ort.Tensor('bool', [step > 0], [1]),
      ...cache,
    });
    const logits = out.logits.data;
    const vocabulary = out.logits.dims[2];
    const last = logits.subarray(logits.length - vocabulary);
    // The model often ends a clip of espeak-ng's speech before its first word: a clip of speech has words.
    let best = -1;
    for (let k = 0; k < vocabulary; k++) if (!(step === 0 && k === END) && (best < 0 || last[k] > last[best])) best = k;
    if (best === END) break;
    tokens.push(best);
    next = best;
    for (const name of Object.keys(out)) {
      if (!name.startsWith('present')) continue;
      const past = name.replace('present', 'past_key_values');
      // The cross-attention cache is computed once, on the first step.
      if (step === 0 || past.includes('.decoder.')) cache[past] = out[name];
    }
  }
  return tokenizer.decode(tokens).trim();
}

/**
 * How likely the model finds each text said in a clip: the natural log of the probability it gives the text's tokens
 * and the end after them, each given the ones before (teacher forcing: one run of the decoder over the whole text).
 */
async function score(samples, texts) {
  const { ort, decoder, tokenizer } = await model();
  const encoded = await encode(samples);
  const scores = [];
  for (const text of texts) {
    const tokens = tokenizer.encode(text, false, true);
    const ids = [START, ...tokens];
    const out = await decoder.run({
      input_ids: new ort.Tensor('int64', BigInt64Array.from(ids, BigInt), [1, ids.length]),
      encoder_hidden_states: encoded,
      use_cache_branch: new ort.Tensor('bool', [false], [1]),
      ...emptyCache(ort),
    });
    const logits = out.logits.data;
    const vocabulary = out.logits.dims[2];
    let sum = 0;
    [...tokens, END].forEach((token, t) => {
      const row = logits.subarray(t * vocabulary, (t + 1) * vocabulary);
      let most = -Infinity;
      for (const x of row) most = Math.max(most, x);
      let total = 0;
      for (const x of row) total += Math.exp(x - most);
      sum += row[token] - most - Math.log(total);
    });
    scores.push(sum);
  }
  return scores;
}

// The server went: so does its transcriber.
process.on('disconnect', () => process.exit(0));

// One clip at a time, in the order asked: the transcriber is one core's worth of work.
let queue = Promise.resolve();
process.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      if (message.type === 'load') {
        await model();
        process.send({ id: message.id, ok: true });
      } else if (message.type === 'score') {
        process.send({ id: message.id, ok: true, scores: await score(message.audio, message.texts) });
      } else {
        process.send({ id: message.id, ok: true, text: await transcribe(message.audio) });
      }
    } catch (error) {
      process.send({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
