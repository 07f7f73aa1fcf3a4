/**
 * Fits TEMPLATE_WEIGHT (recognizer.ts): how much the font templates' distances count beside the recognizer's
 * probabilities. Reads a model trained with a site of the training folder held out
 * (`npm run train:handwriting -- --validate syn --out /tmp/m.json`) and that site's letters, and prints top-1
 * within case for a range of weights. Never reads the development subset.
 *
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawingOf, polylinesOf } from '../drawing.ts';
import { rankLetters } from '../templates.ts';
import { caseLettersOf, fused, letterProbabilities, readLetterModelFrom } from './recognizer.ts';

const [modelFile, site] = process.argv.slice(2);
if (!modelFile || !site) throw new Error('usage: fusion-fit.ts <held-out model.json> <held-out site>');
readLetterModelFrom(path.resolve(modelFile));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dataFile = [
  path.resolve(root, '../shared/data/handwriting-unipen-train/letters.jsonl'),
  path.resolve(root, '../../shared/data/handwriting-unipen-train/letters.jsonl'),
].find((f) => fs.existsSync(f))!;
const samples = fs
  .readFileSync(dataFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { label: string; source_dir: string; strokes: [number, number][][] })
  .filter((s) => s.source_dir === site);

const WEIGHTS = [0, 5, 10, 15, 20, 30, 40, 60, 100];
const right = new Map(WEIGHTS.map((w) => [w, 0]));
for (const sample of samples) {
  const strokes = sample.strokes.map((points) => ({ points: points.map(([x, y]) => ({ x, y })) }));
  const drawing = drawingOf(polylinesOf(strokes));
  const letters = caseLettersOf(sample.label);
  const p = letterProbabilities(drawing.lines, letters)!;
  const ranking = rankLetters(
    drawing.fine,
    letters,
    16,
    drawing.marks.some((g) => g >= 0),
  );
  const distances = new Map(ranking.map((r) => [r.letter, r.distance]));
  for (const w of WEIGHTS) {
    const f = fused(p, distances, w);
    const top = [...f].sort((a, b) => b[1] - a[1])[0]![0];
    if (top === sample.label) right.set(w, right.get(w)! + 1);
  }
}
console.log(`${samples.length} held-out letters of site ${site}`);
for (const w of WEIGHTS) console.log(`  weight ${String(w).padStart(3)}: top-1 within case ${((100 * right.get(w)!) / samples.length).toFixed(1)}%`);
