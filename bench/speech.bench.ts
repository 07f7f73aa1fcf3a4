/**
 * Text-to-speech latency of the builtin engine (espeak-ng as WebAssembly, in a worker thread) for a six-word sentence,
 * through the same service the route uses (cleaning, hashing, cache on disk):
 *  - cold: the first call in this fresh process, including starting the worker and reading, compiling and
 *    instantiating the 18 MB module;
 *  - warm: a new sentence each time (so never cached), 30 calls back to back;
 *  - warm, spaced: the same with 100 ms between calls, as between a child's clicks;
 *  - cached: the same sentence again, 200 calls (in-memory LRU hit).
 * The Debian espeak-ng program (a new process per call) is measured too, for reference.
 * Targets: warm p50 ≤ 150 ms, cached p50 ≤ 5 ms. Writes bench/results/speech.json.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ADJECTIVES = ['little', 'happy', 'sleepy', 'brave', 'tiny', 'clever'];
const ANIMALS = ['fox', 'duck', 'bear', 'frog', 'cat', 'owl'];
const PLACES = ['park', 'garden', 'river', 'forest', 'school', 'farm'];
/** Six words each, all different, so no call is served from the cache. */
const sentence = (i: number) =>
  `The ${ADJECTIVES[i % 6]} ${ANIMALS[Math.floor(i / 6) % 6]} walks to ${['the', 'a'][Math.floor(i / 36) % 2]} ${PLACES[(i + Math.floor(i / 6)) % 6]}`;

/** Two decimals: a cached answer takes hundredths of a millisecond. */
const round2 = (x: number) => Math.round(x * 100) / 100;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: samples.length, p50Ms: round2(at(0.5)), p95Ms: round2(at(0.95)), minMs: round2(sorted[0]!), maxMs: round2(sorted.at(-1)!) };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-speech-bench-'));

const importStart = performance.now();
const { speechKit } = await import('../server/src/ai/speech/test-support.ts');
const importMs = performance.now() - importStart;
const { speech } = speechKit({ filesDir });

const coldStart = performance.now();
const first = await speech.tts.speak({ text: sentence(0), language: 'en' });
const coldMs = performance.now() - coldStart;
if (first.engine !== 'espeak-ng' || first.cached) throw new Error('the cold call was not a fresh espeak-ng synthesis');

const warm: number[] = [];
for (let i = 1; i <= 30; i++) {
  const start = performance.now();
  const result = await speech.tts.speak({ text: sentence(i), language: 'en' });
  warm.push(performance.now() - start);
  if (result.cached) throw new Error(`sentence ${i} was cached`);
}

const spaced: number[] = [];
for (let i = 31; i <= 60; i++) {
  await sleep(100);
  const start = performance.now();
  await speech.tts.speak({ text: sentence(i), language: 'en' });
  spaced.push(performance.now() - start);
}

const cached: number[] = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  const result = await speech.tts.speak({ text: sentence(0), language: 'en' });
  cached.push(performance.now() - start);
  if (!result.cached) throw new Error('the repeated sentence was not cached');
}

const binary: number[] = [];
const hasBinary = fs.existsSync('/usr/bin/espeak-ng');
if (hasBinary) {
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    spawnSync('/usr/bin/espeak-ng', ['-v', 'en-us', '-s', '158', '--stdout', sentence(100 + i)], { maxBuffer: 16 * 1024 * 1024 });
    binary.push(performance.now() - start);
  }
}
fs.rmSync(filesDir, { recursive: true, force: true });

const targets = { warmP50Ms: 150, cachedP50Ms: 5 };
const warmStats = stats(warm);
const cachedStats = stats(cached);
const result = {
  benchmark: 'speech',
  description: 'Text to speech, builtin espeak-ng (WebAssembly in a worker thread), six-word English sentence, through the TTS service',
  sentence: sentence(0),
  importMs: round2(importMs),
  coldMs: round2(coldMs),
  warm: warmStats,
  warmSpaced: stats(spaced),
  cached: cachedStats,
  debianBinaryReference: hasBinary ? stats(binary) : null,
  targets,
  met: { warmP50: warmStats.p50Ms <= targets.warmP50Ms, cachedP50: cachedStats.p50Ms <= targets.cachedP50Ms },
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', loadAverage: os.loadavg().map(round2) },
  node: process.version,
  date: new Date().toISOString(),
};

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'speech.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `speech: cold ${result.coldMs} ms; warm p50 ${warmStats.p50Ms} ms, p95 ${warmStats.p95Ms} ms; spaced p50 ${result.warmSpaced.p50Ms} ms; ` +
    `cached p50 ${cachedStats.p50Ms} ms (targets ${targets.warmP50Ms} / ${targets.cachedP50Ms} ms: ${result.met.warmP50 && result.met.cachedP50 ? 'met' : 'NOT met'})`,
);
if (!result.met.warmP50 || !result.met.cachedP50) process.exitCode = 1;
