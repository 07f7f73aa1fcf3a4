/**
 * The handwriting engine on real pen data: UNIPEN isolated letters (../shared/data/handwriting-unipen-dev,
 * 565 letters A–Z and a–z by writers from collection sites that neither the font templates nor the recognizer's
 * training data (../shared/data/handwriting-unipen-train) use). Never used to train or tune anything.
 *
 * For the engine with the recognizer and, beside it, the engine before it (font templates alone):
 * - top-1 within case: how often recognition among the 26 letters of the sample's case names the true letter
 *   (aims with the recognizer: ≥ 95% capitals, ≥ 93% lowercase);
 * - true above wrong: for every letter and every other letter of its case, how often the letter's accuracy as the
 *   true target is above its accuracy as the wrong target (aim ≥ 98%). The shape part of the accuracy is the
 *   template fit of analyze-letter.ts with two templates per letter, as the previous evaluation measured it; the
 *   evidence part is the recognizer's probability fused with the templates' recognition distances (recognizer.ts).
 * Per-letter top-1 and the confusions go to bench/results/handwriting-eval.json.
 * Says so, and writes nothing, when the data is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawingOf, polylinesOf } from '../server/src/ai/handwriting/drawing.ts';
import { fitLetter, rankLetters } from '../server/src/ai/handwriting/templates.ts';
import { accuracyFor, analyzeLetter, letterAccuracy } from '../server/src/ai/handwriting/analyze-letter.ts';
import { fused, letterProbabilities } from '../server/src/ai/handwriting/recognizer/recognizer.ts';
import { readUnipen, unipenFile } from '../server/src/ai/handwriting/recognizer/unipen.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataFile = unipenFile('handwriting-unipen-dev');
if (!dataFile) {
  console.log('No UNIPEN development data at ../shared/data/handwriting-unipen-dev: the handwriting evaluation was skipped.');
  process.exit(0);
}

const samples = readUnipen(dataFile);

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const LOWER = UPPER.map((c) => c.toLowerCase());

interface Tally {
  pairs: number;
  trueAbove: number;
  top1: number;
  perCase: Record<'upper' | 'lower', { n: number; top1: number }>;
  perLetter: Map<string, { n: number; top1: number }>;
  confusions: Map<string, number>;
}
const tally = (): Tally => ({
  pairs: 0,
  trueAbove: 0,
  top1: 0,
  perCase: { upper: { n: 0, top1: 0 }, lower: { n: 0, top1: 0 } },
  perLetter: new Map(),
  confusions: new Map(),
});
const engines = { recognizer: tally(), templates: tally() };

const started = performance.now();
for (const sample of samples) {
  const set = sample.case === 'upper' ? UPPER : LOWER;
  // Raw digitiser units, y down: the engine normalises position and size itself.
  const strokes = sample.strokes.map((points, i) => ({ points: points.map(([x, y]) => ({ x, y })), timestamp: i }));
  const drawing = drawingOf(polylinesOf(strokes));
  const hasMarks = drawing.marks.some((g) => g >= 0);
  const shape = new Map(set.map((letter) => [letter, accuracyFor(fitLetter(drawing.fine, letter, 2, hasMarks).alignment.distance)]));
  // The evidence for each letter as analyze-letter.ts reads it: the recognizer beside the templates' distances.
  const probabilities = letterProbabilities(drawing.lines, set);
  const distances = new Map(rankLetters(drawing.fine, set, 16, hasMarks).map((r) => [r.letter, r.distance]));
  const evidence = probabilities ? fused(probabilities, distances) : null;
  for (const [name, t] of Object.entries(engines)) {
    const withModel = name === 'recognizer';
    const recognized = analyzeLetter({ type: 'letter', target: sample.label, language: 'en', strokes, candidates: set }, withModel).recognized;
    t.perCase[sample.case].n++;
    const letter = t.perLetter.get(sample.label) ?? { n: 0, top1: 0 };
    letter.n++;
    if (recognized === sample.label) {
      t.top1++;
      t.perCase[sample.case].top1++;
      letter.top1++;
    } else {
      const key = `${sample.label}→${recognized}`;
      t.confusions.set(key, (t.confusions.get(key) ?? 0) + 1);
    }
    t.perLetter.set(sample.label, letter);
    const accuracy = (target: string) => (withModel && evidence ? letterAccuracy(shape.get(target)!, evidence.get(target) ?? 0) : shape.get(target)!);
    const own = accuracy(sample.label);
    for (const other of set) {
      if (other === sample.label) continue;
      t.pairs++;
      if (own > accuracy(other)) t.trueAbove++;
    }
  }
}
const seconds = (performance.now() - started) / 1000;
const rate = (n: number, d: number) => Math.round((n / Math.max(d, 1)) * 1000) / 10;
const figures = (t: Tally) => ({
  trueAboveWrongPercent: rate(t.trueAbove, t.pairs),
  // The count too: a rate rounded to 0.1 reads 98.0% from 97.95% up, and the aim is ≥ 98%.
  trueAbove: t.trueAbove,
  pairs: t.pairs,
  top1WithinCasePercent: rate(t.top1, samples.length),
  top1UpperPercent: rate(t.perCase.upper.top1, t.perCase.upper.n),
  top1LowerPercent: rate(t.perCase.lower.top1, t.perCase.lower.n),
  // The counts too (capitals and lowercase are not of equal number): what a change of one letter is.
  top1Upper: t.perCase.upper.top1,
  upper: t.perCase.upper.n,
  top1Lower: t.perCase.lower.top1,
  lower: t.perCase.lower.n,
  perLetterTop1Percent: Object.fromEntries(
    [...UPPER, ...LOWER].filter((l) => t.perLetter.has(l)).map((l) => [l, rate(t.perLetter.get(l)!.top1, t.perLetter.get(l)!.n)]),
  ),
  commonConfusions: [...t.confusions]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20)
    .map(([pair, count]) => ({ pair, count })),
});
const result = {
  evaluation: 'handwriting',
  data: 'UNIPEN train_r01_v07 isolated letters, development subset (../shared/data/handwriting-unipen-dev/letters.jsonl)',
  date: new Date().toISOString(),
  samples: samples.length,
  aims: { top1UpperPercent: 95, top1LowerPercent: 93, trueAboveWrongPercent: 98 },
  recognizer: figures(engines.recognizer),
  previousEngine: figures(engines.templates),
  seconds: Math.round(seconds * 10) / 10,
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/handwriting-eval.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`UNIPEN letters: ${result.samples} samples (${seconds.toFixed(1)} s)`);
console.log('                                  recognizer   previous engine (font templates)');
const row = (label: string, key: 'top1UpperPercent' | 'top1LowerPercent' | 'top1WithinCasePercent' | 'trueAboveWrongPercent', aim: string) =>
  console.log(`  ${label.padEnd(32)}${`${result.recognizer[key]}%`.padStart(10)}   ${`${result.previousEngine[key]}%`.padStart(8)}   ${aim}`);
row('top-1 within case, capitals', 'top1UpperPercent', 'aim ≥ 95%');
row('top-1 within case, lowercase', 'top1LowerPercent', 'aim ≥ 93%');
row('top-1 within case, all', 'top1WithinCasePercent', '');
row(`true above wrong (${result.recognizer.pairs} pairs)`, 'trueAboveWrongPercent', 'aim ≥ 98%');
console.log(
  `  true above wrong, counted: ${result.recognizer.trueAbove} of ${result.recognizer.pairs} (${((100 * result.recognizer.trueAbove) / result.recognizer.pairs).toFixed(2)}%)`,
);
console.log(
  `  top-1 within case, counted: capitals ${result.recognizer.top1Upper} of ${result.recognizer.upper}, lowercase ${result.recognizer.top1Lower} of ${result.recognizer.lower}`,
);
console.log(`  recognizer's confusions: ${result.recognizer.commonConfusions.map((c) => `${c.pair} ×${c.count}`).join(', ')}`);
console.log(`  previous engine's confusions: ${result.previousEngine.commonConfusions.map((c) => `${c.pair} ×${c.count}`).join(', ')}`);
console.log('  → bench/results/handwriting-eval.json');
