/**
 * Moderation time per prompt over the test set (content/moderation/testset.json), all languages, after one
 * warm-up pass that compiles the lexicons. Target: ≤ 1 ms per prompt. Writes bench/results/moderation.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moderateText } from '../server/src/ai/moderation/engine.ts';
import { moderationContentPath } from '../server/src/ai/moderation/lexicon.ts';

interface LanguageSet {
  safe: string[];
  unsafe: { text: string }[];
}
const set = JSON.parse(fs.readFileSync(moderationContentPath('testset.json'), 'utf8')) as Record<'en' | 'fr' | 'ar' | 'it', LanguageSet>;
const prompts = (['en', 'fr', 'ar', 'it'] as const).flatMap((language) =>
  [...set[language].safe, ...set[language].unsafe.map((u) => u.text)].map((text) => ({ text, language })),
);

const coldStart = performance.now();
moderateText(prompts[0]!.text, { language: prompts[0]!.language });
const coldMs = performance.now() - coldStart;
for (const p of prompts) moderateText(p.text, { language: p.language });

const ROUNDS = 20;
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const p of prompts) {
    const start = process.hrtime.bigint();
    moderateText(p.text, { language: p.language });
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
}
samples.sort((a, b) => a - b);
const quantile = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
const round1 = (x: number) => Math.round(x * 10) / 10;

const result = {
  benchmark: 'moderation',
  description: 'Builtin moderation (obscenity profanity + child-safety lexicons + personal data) per prompt over the en/fr/ar/it test set',
  prompts: prompts.length,
  rounds: ROUNDS,
  samples: samples.length,
  firstCallMs: round1(coldMs),
  medianUs: round1(quantile(0.5)),
  p95Us: round1(quantile(0.95)),
  p99Us: round1(quantile(0.99)),
  maxUs: round1(samples[samples.length - 1]!),
  targetUs: 1000,
  meetsTarget: quantile(0.95) <= 1000,
  node: process.version,
  date: new Date().toISOString(),
};

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'moderation.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`moderation: median ${result.medianUs} µs, p95 ${result.p95Us} µs per prompt (${result.samples} samples); first call ${result.firstCallMs} ms`);
