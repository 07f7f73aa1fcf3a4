/**
 * The handwriting engine on real pen data: UNIPEN isolated letters (../shared/data/handwriting-unipen-dev,
 * 565 letters A–Z and a–z by many writers, never used to tune templates: the references come from fonts only).
 *
 * - true above wrong: for every letter and every other letter of its case, how often the engine's accuracy for
 *   the true letter is above its accuracy for the wrong target (aim ≥ 95%);
 * - top-1 within case: how often recognition among the 26 letters of the sample's case names the true letter
 *   (aim ≥ 85%).
 * Writes bench/results/handwriting-eval.json. Says so, and writes nothing, when the data is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeHandwriting } from '../server/src/ai/handwriting/index.ts';
import { drawingOf, polylinesOf } from '../server/src/ai/handwriting/drawing.ts';
import { fitLetter } from '../server/src/ai/handwriting/templates.ts';
import { accuracyFor } from '../server/src/ai/handwriting/analyze-letter.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataFile = path.resolve(root, '../shared/data/handwriting-unipen-dev/letters.jsonl');
if (!fs.existsSync(dataFile)) {
  console.log(`No UNIPEN data at ${dataFile}: the handwriting evaluation was skipped.`);
  process.exit(0);
}

interface Sample {
  id: string;
  label: string;
  case: 'upper' | 'lower';
  source_dir: string;
  strokes: [number, number][][];
}
const samples = fs
  .readFileSync(dataFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Sample);

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LOWER = UPPER.map((c) => c.toLowerCase());

let pairs = 0;
let trueAbove = 0;
let top1 = 0;
const perCase = { upper: { n: 0, top1: 0 }, lower: { n: 0, top1: 0 } };
const confusions = new Map<string, number>();
const started = performance.now();
for (const sample of samples) {
  const set = sample.case === 'upper' ? UPPER : LOWER;
  // Raw digitiser units, y down: the engine normalises position and size itself.
  const strokes = sample.strokes.map((points, i) => ({ points: points.map(([x, y]) => ({ x, y })), timestamp: i }));
  const result = analyzeHandwriting({ type: 'letter', target: sample.label, language: 'en', strokes, candidates: set });
  perCase[sample.case].n++;
  if (result.recognized === sample.label) {
    top1++;
    perCase[sample.case].top1++;
  } else {
    const key = `${sample.label}→${result.recognized}`;
    confusions.set(key, (confusions.get(key) ?? 0) + 1);
  }
  // Shape accuracy of the sample against every letter of its case.
  const drawing = drawingOf(polylinesOf(strokes));
  const hasMarks = drawing.marks.some((g) => g >= 0);
  const accuracy = (letter: string) => accuracyFor(fitLetter(drawing.fine, letter, 2, hasMarks).alignment.distance);
  const own = accuracy(sample.label);
  for (const other of set) {
    if (other === sample.label) continue;
    pairs++;
    if (own > accuracy(other)) trueAbove++;
  }
}
const seconds = (performance.now() - started) / 1000;
const rate = (n: number, d: number) => Math.round((n / d) * 1000) / 10;
const result = {
  evaluation: 'handwriting',
  data: 'UNIPEN train_r01_v07 isolated letters, development subset (../shared/data/handwriting-unipen-dev/letters.jsonl)',
  date: new Date().toISOString(),
  samples: samples.length,
  trueAboveWrongPercent: rate(trueAbove, pairs),
  pairs,
  top1WithinCasePercent: rate(top1, samples.length),
  top1UpperPercent: rate(perCase.upper.top1, perCase.upper.n),
  top1LowerPercent: rate(perCase.lower.top1, perCase.lower.n),
  aims: { trueAboveWrongPercent: 95, top1WithinCasePercent: 85 },
  commonConfusions: [...confusions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([pair, count]) => ({ pair, count })),
  seconds: Math.round(seconds * 10) / 10,
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/handwriting-eval.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`UNIPEN letters: ${result.samples} samples (${seconds.toFixed(1)} s)`);
console.log(`  true letter scores above a wrong target: ${result.trueAboveWrongPercent}% of ${pairs} pairs (aim ≥ 95%)`);
console.log(
  `  top-1 recognition within its case: ${result.top1WithinCasePercent}% (upper ${result.top1UpperPercent}%, lower ${result.top1LowerPercent}%; aim ≥ 85%)`,
);
console.log(`  most common confusions: ${result.commonConfusions.map((c) => `${c.pair} ×${c.count}`).join(', ')}`);
console.log('  → bench/results/handwriting-eval.json');
