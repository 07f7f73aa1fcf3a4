/**
 * Chooses how the recognizer reads at run time (recognizer.ts): how many networks of the ensemble, which reading
 * variants (test-time augmentation), and TEMPLATE_WEIGHT, how much the font templates' distances count beside the
 * recognizer's probabilities. Reads a model trained with a site of the training folder held out
 * (`npm run train:handwriting -- --validate syn --out /tmp/m.json`) and that site's letters, and prints top-1
 * within case for each choice. Never reads the development subset. Given the path network of the same held-out run
 * (`-- --only seq --validate syn --seq-out /tmp/s.json`), it chooses SEQ_WEIGHT instead: the ensemble as it reads
 * at run time, the path network beside it at each weight.
 *
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn /tmp/s.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawingOf, polylinesOf } from '../drawing.ts';
import { rankLetters } from '../templates.ts';
import { caseLettersOf, fused, letterProbabilities, readLetterModelFrom, type ReadingVariant } from './recognizer.ts';

const [modelFile, site, seqFile] = process.argv.slice(2);
if (!modelFile || !site) throw new Error('usage: fusion-fit.ts <held-out model.json> <held-out site> [<held-out seq.json>]');
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
const members = (JSON.parse(fs.readFileSync(path.resolve(modelFile), 'utf8')) as { members: unknown[] }).members.length;

// The drawings and the templates' distances, once.
const read = samples.map((sample) => {
  const strokes = sample.strokes.map((points) => ({ points: points.map(([x, y]) => ({ x, y })) }));
  const drawing = drawingOf(polylinesOf(strokes));
  const letters = caseLettersOf(sample.label);
  const ranking = rankLetters(
    drawing.fine,
    letters,
    16,
    drawing.marks.some((g) => g >= 0),
  );
  return { label: sample.label, lines: drawing.lines, letters, distances: new Map(ranking.map((r) => [r.letter, r.distance])) };
});

const WEIGHTS = [0, 5, 10, 15, 20, 30, 40];
const VARIANTS: Record<string, ReadingVariant[]> = {
  none: [],
  'slant ±0.15': [
    { shear: 0.15, angle: 0 },
    { shear: -0.15, angle: 0 },
  ],
  'turn ±0.1': [
    { shear: 0, angle: 0.1 },
    { shear: 0, angle: -0.1 },
  ],
};
console.log(`${samples.length} held-out letters of site ${site}; top-1 within case by template weight ${WEIGHTS.join(', ')}`);
/** Top-1 within case at each template weight (all, capitals, lowercase), for the model as last set. */
function figures(): string {
  const right = new Map(WEIGHTS.map((w) => [w, [0, 0]]));
  const upper = read.filter((r) => r.label === r.label.toUpperCase()).length;
  for (const r of read) {
    const p = letterProbabilities(r.lines, r.letters)!;
    const k = r.label === r.label.toUpperCase() ? 0 : 1;
    for (const w of WEIGHTS) {
      const f = fused(p, r.distances, w);
      const top = [...f].sort((a, b) => b[1] - a[1])[0]![0];
      if (top === r.label) right.get(w)![k]!++;
    }
  }
  const pct = (a: number, b: number) => ((100 * a) / b).toFixed(1);
  return WEIGHTS.map((w) => {
    const [u, l] = right.get(w)!;
    return `${pct(u! + l!, read.length)}% (${pct(u!, upper)}/${pct(l!, read.length - upper)})`;
  }).join('  ');
}

if (seqFile) {
  // The ensemble as it reads at run time, the path network beside it at each weight.
  console.log('  (all, then capitals/lowercase)');
  for (const seqWeight of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1]) {
    readLetterModelFrom(path.resolve(modelFile), { seqFile: path.resolve(seqFile), seqWeight });
    console.log(`  path network weight ${seqWeight.toFixed(1)}  ${figures()}`);
  }
} else {
  const counts = [...new Set([1, 3, members].filter((m) => m <= members))];
  for (const m of counts)
    for (const [name, variants] of Object.entries(VARIANTS)) {
      if (name !== 'none' && m !== members) continue;
      readLetterModelFrom(path.resolve(modelFile), { members: m, variants, seqWeight: 0 });
      console.log(`  ${m} network(s), variants ${name.padEnd(12)} ${figures()}`);
    }
}
