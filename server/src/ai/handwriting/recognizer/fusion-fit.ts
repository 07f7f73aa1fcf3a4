/**
 * Chooses how the recognizer reads at run time (recognizer.ts): how many networks of the ensemble, which reading
 * variants (test-time augmentation), and TEMPLATE_WEIGHT, how much the font templates' distances count beside the
 * recognizer's probabilities. Reads a model trained with a site of the training folder held out
 * (`npm run train:handwriting -- --validate syn --out /tmp/m.json`) and that site's letters, and prints top-1
 * within case for each choice. Never reads the development subset. Given the path networks of the same held-out run
 * (`-- --only seq --validate syn --seq-out /tmp/s.json`), it chooses SEQ_WEIGHT instead: the ensemble as it reads
 * at run time, the path networks beside it at each weight (the first network alone, then all of them). Given
 * several held-out runs, one per site (model, site, path networks for each), each site's letters are read by the
 * models that held that site out, and the mean of the sites' figures is printed beside theirs (a choice less
 * specific to one site's writers).
 *
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn /tmp/s.json
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn /tmp/s.json /tmp/m2.json pri /tmp/s2.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawingOf, polylinesOf } from '../drawing.ts';
import { rankLetters } from '../templates.ts';
import { caseLettersOf, fused, letterProbabilities, readLetterModelFrom, type ReadingVariant } from './recognizer.ts';

const args = process.argv.slice(2);
if (!(args.length === 2 || (args.length >= 3 && args.length % 3 === 0)))
  throw new Error('usage: fusion-fit.ts <held-out model.json> <held-out site> [<held-out seq.json> [<model.json> <site> <seq.json>]…]');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dataFile = [
  path.resolve(root, '../shared/data/handwriting-unipen-train/letters.jsonl'),
  path.resolve(root, '../../shared/data/handwriting-unipen-train/letters.jsonl'),
].find((f) => fs.existsSync(f))!;
const all = fs
  .readFileSync(dataFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { label: string; source_dir: string; strokes: [number, number][][] });

interface Site {
  name: string;
  modelFile: string;
  seqFile?: string;
  /** The site's drawings and the templates' distances, once. */
  read: { label: string; lines: ReturnType<typeof drawingOf>['lines']; letters: readonly string[]; distances: Map<string, number> }[];
}
const sites: Site[] = [];
for (let i = 0; i < args.length; i += 3) {
  const [modelFile, name, seqFile] = args.slice(i, i + 3) as [string, string, string | undefined];
  const read = all
    .filter((s) => s.source_dir === name)
    .map((sample) => {
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
  sites.push({ name, modelFile: path.resolve(modelFile), seqFile: seqFile && path.resolve(seqFile), read });
}
const site = sites[0]!;
const members = (JSON.parse(fs.readFileSync(site.modelFile, 'utf8')) as { members: unknown[] }).members.length;

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
console.log(
  `${sites.map((s) => `${s.read.length} held-out letters of site ${s.name}`).join(', ')}; top-1 within case by template weight ${WEIGHTS.join(', ')}`,
);
/** Top-1 within case at each template weight (all, capitals, lowercase, in per cent), for the model as last set. */
function figures(read: Site['read']): [number, number, number][] {
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
  return WEIGHTS.map((w) => {
    const [u, l] = right.get(w)!;
    return [(100 * (u! + l!)) / read.length, (100 * u!) / upper, (100 * l!) / (read.length - upper)];
  });
}
const format = (rows: [number, number, number][]) => rows.map(([a, u, l]) => `${a.toFixed(1)}% (${u.toFixed(1)}/${l.toFixed(1)})`).join('  ');
/** The mean of the sites' figures, weight by weight. */
const meanOf = (bySite: [number, number, number][][]) =>
  WEIGHTS.map((_, w) => [0, 1, 2].map((k) => bySite.reduce((sum, rows) => sum + rows[w]![k]!, 0) / bySite.length) as [number, number, number]);

if (site.seqFile) {
  // The ensemble as it reads at run time, the path networks beside it at each weight: the first alone, then all.
  const seqMembers = (JSON.parse(fs.readFileSync(site.seqFile, 'utf8')) as { members: unknown[] }).members.length;
  console.log('  (all, then capitals/lowercase)');
  for (const count of new Set([1, seqMembers]))
    for (const seqWeight of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1]) {
      if (seqWeight === 0 && count !== 1) continue;
      const bySite = sites.map((s) => {
        readLetterModelFrom(s.modelFile, { seqFile: s.seqFile, seqWeight, seqMembers: count });
        return figures(s.read);
      });
      const label = `${count} path network(s), weight ${seqWeight.toFixed(1)}`;
      sites.forEach((s, i) => console.log(`  ${label}, ${s.name.padEnd(4)} ${format(bySite[i]!)}`));
      if (sites.length > 1) console.log(`  ${label}, mean ${format(meanOf(bySite))}`);
    }
} else {
  const counts = [...new Set([1, 3, members].filter((m) => m <= members))];
  for (const m of counts)
    for (const [name, variants] of Object.entries(VARIANTS)) {
      if (name !== 'none' && m !== members) continue;
      readLetterModelFrom(site.modelFile, { members: m, variants, seqWeight: 0 });
      console.log(`  ${m} network(s), variants ${name.padEnd(12)} ${format(figures(site.read))}`);
    }
}
