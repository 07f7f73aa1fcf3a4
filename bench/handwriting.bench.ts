/**
 * Handwriting analysis latency, builtin engine, in process: a 3-stroke letter (A, as a child draws it: two slants
 * and a bar) and a 4-letter word (play), after a warm-up that builds the reference templates (done once per
 * process at first use). Letters and words include the letter recognizer. Targets: p50 ≤ 20 ms (letter), ≤ 60 ms
 * (word), recognizer model load ≤ 300 ms. Writes bench/results/handwriting.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recognitionSetFor } from '@common/content/writing-buddy.ts';
import { analyzeHandwriting } from '../server/src/ai/handwriting/index.ts';
import { variedStrokes } from '../server/src/ai/handwriting/synthetic.ts';
import { letterModel } from '../server/src/ai/handwriting/recognizer/recognizer.ts';
import type { StrokeInput } from '../server/src/ai/handwriting/types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An A in three strokes, as taught: left slant, right slant, bar; with a little wobble from the seed. */
function threeStrokeA(seed: number): StrokeInput[] {
  const jitter = (i: number) => Math.sin(seed * 12.9898 + i * 78.233) * 2;
  const line = (x1: number, y1: number, x2: number, y2: number, t: number) => ({
    points: Array.from({ length: 30 }, (_, i) => ({ x: x1 + ((x2 - x1) * i) / 29 + jitter(i + t), y: y1 + ((y2 - y1) * i) / 29 + jitter(i + t + 50) })),
    timestamp: t,
  });
  return [line(200, 60, 130, 240, 1), line(200, 60, 270, 240, 2), line(155, 170, 245, 170, 3)];
}

function measure(name: string, runs: number, call: (i: number) => void) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    call(i);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 100) / 100;
  return { name, runs, p50Ms: q(0.5), p95Ms: q(0.95), maxMs: q(1) };
}

const letters = Array.from({ length: 20 }, (_, i) => threeStrokeA(i));
const words = Array.from({ length: 20 }, (_, i) => variedStrokes('play', i, { kind: 'word' }));
const candidates = recognitionSetFor('en', 'A');

// The letter recognizer's weights, read and decoded once (lazily, on the first letter): target ≤ 300 ms.
const loadStart = performance.now();
letterModel();
const modelLoadMs = Math.round(performance.now() - loadStart);

const coldStart = performance.now();
analyzeHandwriting({ type: 'letter', target: 'A', language: 'en', strokes: letters[0]!, candidates });
analyzeHandwriting({ type: 'word', target: 'play', language: 'en', strokes: words[0]! });
const coldMs = Math.round(performance.now() - coldStart);
for (let i = 0; i < 10; i++) {
  analyzeHandwriting({ type: 'letter', target: 'A', language: 'en', strokes: letters[i]!, candidates });
  analyzeHandwriting({ type: 'word', target: 'play', language: 'en', strokes: words[i]! });
}

const letter = measure('3-stroke letter (A among the 26 capitals)', 200, (i) =>
  analyzeHandwriting({ type: 'letter', target: 'A', language: 'en', strokes: letters[i % letters.length]!, candidates }),
);
const word = measure('4-letter word (play)', 100, (i) =>
  analyzeHandwriting({ type: 'word', target: 'play', language: 'en', strokes: words[i % words.length]! }),
);

const targets = [
  { name: 'letter p50', target: 20, actual: letter.p50Ms, unit: 'ms', met: letter.p50Ms <= 20 },
  { name: 'word p50', target: 60, actual: word.p50Ms, unit: 'ms', met: word.p50Ms <= 60 },
  { name: 'recognizer model load', target: 300, actual: modelLoadMs, unit: 'ms', met: modelLoadMs <= 300 },
];
const result = {
  benchmark: 'handwriting',
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg()[0] },
  node: process.version,
  modelLoadMs,
  firstUseMs: coldMs,
  letter,
  word,
  targets,
  allTargetsMet: targets.every((t) => t.met),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/handwriting.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`recognizer model load: ${modelLoadMs} ms (target ≤ 300 ms)`);
console.log(`first use (fonts and templates): ${coldMs} ms`);
console.log(`${letter.name}: p50 ${letter.p50Ms} ms, p95 ${letter.p95Ms} ms (target p50 ≤ 20 ms)`);
console.log(`${word.name}: p50 ${word.p50Ms} ms, p95 ${word.p95Ms} ms (target p50 ≤ 60 ms)`);
console.log('→ bench/results/handwriting.json');
