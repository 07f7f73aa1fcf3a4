/**
 * Pronunciation analysis latency, builtin engine, in process: a 1 s clip (a word, "ship") and a 3 s clip (a
 * sentence), spoken by espeak-ng and padded with quiet to the length. The references of each target are
 * rendered once before timing (the engine keeps them in memory: only the first child to practise a word waits
 * for them); that cold first call is reported separately. Target: p50 ≤ 250 ms for the 3 s clip. Writes
 * bench/results/pronunciation.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AiRegistry } from '../server/src/ai/registry.ts';
import { assessPronunciation } from '../server/src/ai/pronunciation/engine.ts';
import { speak, TEST_VOICES } from '../server/src/ai/pronunciation/synthetic.ts';
import { decodeWav, encodeWav, resample } from '../server/src/ai/speech/wav.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const registry = new AiRegistry({ logger: { warn: () => {} } });

/** The speech centred in `seconds` of quiet, at 48 kHz as a browser records. */
async function clip(text: string, seconds: number): Promise<Buffer> {
  const speech = resample(decodeWav(await speak(text, 'en', 'word', TEST_VOICES[0]!)), 48_000).samples;
  const total = Math.max(speech.length, Math.round(seconds * 48_000));
  const samples = new Float32Array(total);
  samples.set(speech, Math.floor((total - speech.length) / 2));
  for (let i = 0; i < total; i++) samples[i]! += ((Math.sin(i * 12.9898) * 43758.5453) % 1) * 0.001;
  return encodeWav({ sampleRate: 48_000, samples });
}

async function measure(name: string, target: string, audio: Buffer, runs: number) {
  const cold = performance.now();
  await assessPronunciation(registry, { audio, target, type: 'word', language: 'en', uiLanguage: 'en' });
  const coldMs = Math.round(performance.now() - cold);
  for (let i = 0; i < 3; i++) await assessPronunciation(registry, { audio, target, type: 'word', language: 'en', uiLanguage: 'en' });
  const times: number[] = [];
  let engines: string[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = await assessPronunciation(registry, { audio, target, type: 'word', language: 'en', uiLanguage: 'en' });
    times.push(performance.now() - start);
    engines = result.engines;
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  return { name, target, runs, coldFirstCallMs: coldMs, p50Ms: q(0.5), p95Ms: q(0.95), maxMs: q(1), engines };
}

const oneSecond = await measure('1 s clip, one word', 'ship', await clip('ship', 1), 30);
const threeSeconds = await measure('3 s clip, a sentence', 'the cat sat on the mat in the sun', await clip('the cat sat on the mat in the sun', 3), 30);

const result = {
  benchmark: 'pronunciation',
  date: new Date().toISOString(),
  machine: { cpus: os.availableParallelism(), model: os.cpus()[0]?.model ?? 'unknown', node: process.version },
  clips: [oneSecond, threeSeconds],
  targets: [{ name: '3 s clip p50', target: 250, actual: threeSeconds.p50Ms, unit: 'ms', met: threeSeconds.p50Ms <= 250 }],
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/pronunciation.json'), `${JSON.stringify(result, null, 2)}\n`);
for (const c of result.clips)
  console.log(`${c.name}: p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms (first call with reference rendering ${c.coldFirstCallMs} ms; ${c.engines.join(', ')})`);
for (const t of result.targets) console.log(`${t.met ? '✓' : '✗'} ${t.name}: ${t.actual} ${t.unit} (target ≤ ${t.target})`);
console.log('→ bench/results/pronunciation.json');
