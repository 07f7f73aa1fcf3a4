/**
 * Whether a change to the handwriting engine left its results as they were (a speed-up must): a fixed set of
 * drawings, every 8th letter of the TRAINING folder (../shared/data/handwriting-unipen-train; never the development
 * subset) asked for as itself, as the next letter of its case and, for E and e, as É and é, plus 20 synthetic words,
 * through analyzeHandwriting; beside each letter's result, the recognizer's probabilities over its case and the
 * templates' ranking (rankLetters) and fit (fitLetter), whose floats must agree within 1e-9.
 *
 *   npx tsx bench/handwriting-same.ts --write /tmp/before.json   (on the code before the change)
 *   npx tsx bench/handwriting-same.ts --check /tmp/before.json   (after it: lists every difference, exit 1 if any)
 */
import fs from 'node:fs';
import { recognitionSetFor } from '@common/content/writing-buddy.ts';
import { analyzeHandwriting } from '../server/src/ai/handwriting/analyze.ts';
import { drawingOf, polylinesOf } from '../server/src/ai/handwriting/drawing.ts';
import { caseLettersOf, letterProbabilities } from '../server/src/ai/handwriting/recognizer/recognizer.ts';
import { variedStrokes } from '../server/src/ai/handwriting/synthetic.ts';
import { fitLetter, rankLetters } from '../server/src/ai/handwriting/templates.ts';
import { readUnipen, unipenFile } from '../server/src/ai/handwriting/recognizer/unipen.ts';
import type { StrokeInput } from '../server/src/ai/handwriting/types.ts';

const [mode, file] = process.argv.slice(2);
if ((mode !== '--write' && mode !== '--check') || !file) {
  console.error('Usage: npx tsx bench/handwriting-same.ts --write FILE | --check FILE');
  process.exit(2);
}

const dataFile = unipenFile('handwriting-unipen-train');
if (!dataFile) {
  console.error('No UNIPEN training data at ../shared/data/handwriting-unipen-train.');
  process.exit(2);
}

const samples = readUnipen(dataFile).filter((_, i) => i % 8 === 0);

const next = (letter: string) => {
  const set = caseLettersOf(letter);
  return set[(set.indexOf(letter) + 1) % set.length]!;
};

type Record = { [key: string]: unknown };
const records: Record[] = [];
const started = performance.now();
for (const sample of samples) {
  const strokes: StrokeInput[] = sample.strokes.map((points, i) => ({ points: points.map(([x, y]) => ({ x, y })), timestamp: i }));
  const targets: [string, 'en' | 'fr'][] = [
    [sample.label, 'en'],
    [next(sample.label), 'en'],
  ];
  if (sample.label === 'E') targets.push(['É', 'fr']);
  if (sample.label === 'e') targets.push(['é', 'fr']);
  for (const [target, language] of targets) {
    const candidates = recognitionSetFor(language, target);
    const { feedback, improvements, message, ...result } = analyzeHandwriting({ type: 'letter', target, language, strokes, candidates });
    records.push({ id: `${sample.id} as ${target}`, result, texts: [feedback, improvements, message] });
  }
  const drawing = drawingOf(polylinesOf(strokes));
  const hasMarks = drawing.marks.some((g) => g >= 0);
  const set = caseLettersOf(sample.label);
  const fit = fitLetter(drawing.fine, sample.label, 2, hasMarks);
  records.push({
    id: `${sample.id} figures`,
    probabilities: Object.fromEntries(letterProbabilities(drawing.lines, set) ?? []),
    ranked: rankLetters(drawing.fine, set, 16, hasMarks),
    fit: { variant: fit.template.variant, distance: fit.alignment.distance, affine: fit.alignment.affine },
  });
}
for (let i = 0; i < 20; i++) {
  const target = ['play', 'hello', 'cat', 'Sun'][i % 4]!;
  const { feedback, improvements, message, ...result } = analyzeHandwriting({
    type: 'word',
    target,
    language: 'en',
    strokes: variedStrokes(target, i, { kind: 'word' }),
  });
  records.push({ id: `word ${target} ${i}`, result, texts: [feedback, improvements, message] });
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (mode === '--write') {
  fs.writeFileSync(file, JSON.stringify(records));
  console.log(`${records.length} records from ${samples.length} training letters and 20 words (${seconds} s) → ${file}`);
  process.exit(0);
}

/** Every difference between two JSON values: exact for all but numbers that are not integers (within 1e-9). */
function differences(a: unknown, b: unknown, at: string, out: string[]): void {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a !== b && !(Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= 1e-9)) out.push(`${at}: ${a} → ${b}`);
    return;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if (a !== b) out.push(`${at}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
    return;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) differences((a as Record)[key], (b as Record)[key], `${at}.${key}`, out);
}

const before = JSON.parse(fs.readFileSync(file, 'utf8')) as Record[];
const found: string[] = [];
differences(before, JSON.parse(JSON.stringify(records)), '', found);
console.log(`${records.length} records from ${samples.length} training letters and 20 words (${seconds} s): ${found.length} differences`);
for (const line of found.slice(0, 40)) console.log(`  ${line}`);
process.exit(found.length ? 1 : 0);
