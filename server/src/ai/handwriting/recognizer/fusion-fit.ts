/**
 * Chooses how the recognizer reads at run time (recognizer.ts): how many networks of the ensemble, which reading
 * variants (test-time augmentation), and TEMPLATE_WEIGHTS, how much the font templates' distances count beside the
 * recognizer's probabilities. Reads a model trained with a site of the training folder held out
 * (`npm run train:handwriting -- --validate syn --out /tmp/m.json`) and that site's letters, and prints top-1
 * within case for each choice. Never reads the development subset. Given the path networks of the same held-out run
 * (`-- --only seq --validate syn --seq-out /tmp/s.json`), it chooses SEQ_WEIGHTS instead: the ensemble as it reads
 * at run time, the path networks beside it at each weight (the first network alone, then all of them). Given
 * several held-out runs, one per site (model, site, path networks for each), each site's letters are read by the
 * models that held that site out, and the mean of the sites' figures is printed beside theirs (a choice less
 * specific to one site's writers). Beside top-1, the pairs: for every letter and every other letter of its case,
 * whether its accuracy as the true target is above its accuracy as the wrong one, scored as the evaluation does
 * (letterAccuracy of analyze-letter.ts over the template fit with two templates per letter and the fused
 * probability), capitals and lowercase apart.
 *
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn /tmp/s.json
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts /tmp/m.json syn /tmp/s.json /tmp/m2.json pri /tmp/s2.json
 *
 * With --forms (and the path networks), only this: the recognizer reading as committed (SEQ_WEIGHTS,
 * TEMPLATE_WEIGHTS), the pairs under other forms of letterAccuracy beside the committed one, and what a letter read
 * right scores under each (what a child hears for a good letter: the mean and the lowest tenth).
 *
 * With --committed (and the path networks), only this, in about a minute a site: letters read right, as the
 * recognizer reads them at run time (SEQ_WEIGHTS, TEMPLATE_WEIGHTS), capitals and lowercase apart, per site and in
 * all: the quick way to compare a held-out candidate model with the committed settings' own held-out run.
 *
 *   npx tsx server/src/ai/handwriting/recognizer/fusion-fit.ts --committed /tmp/m.json tos /tmp/s.json /tmp/m2.json syn /tmp/s2.json
 *
 * With --committed, --points N reads each drawing at most N points long (READ_POINTS; 0: every point), and --sparse
 * reads the held-out letters as a slower pen would have sampled them (8 to 30 points in all).
 */
import fs from 'node:fs';
import path from 'node:path';
import { accuracyFor, letterAccuracy } from '../analyze-letter.ts';
import { drawingOf, polylinesOf } from '../drawing.ts';
import { random } from '../synthetic.ts';
import { fitLetter, rankLetters } from '../templates.ts';
import { sampledSparsely } from './features.ts';
import { caseLettersOf, fused, letterProbabilities, readLetterModelFrom, TEMPLATE_WEIGHTS, topLetter, type ReadingVariant } from './recognizer.ts';
import { readUnipen, unipenFile } from './unipen.ts';

const formsOnly = process.argv.includes('--forms');
const committedOnly = process.argv.includes('--committed');
/**
 * --sparse: every held-out letter read as a slower pen samples it (features.ts sampledSparsely: 8 to 30 points in
 * all, seeded, the same for every model), to see how a model holds up on a tablet browser's 60 points a second.
 */
const sparse = process.argv.includes('--sparse');
/** --points N: the recognizer reads a drawing at most N points long (recognizer.ts READ_POINTS; 0: every point). */
const pointsAt = process.argv.indexOf('--points');
const readPoints = pointsAt >= 0 ? Number(process.argv[pointsAt + 1]) : undefined;
if (readPoints !== undefined && !(readPoints >= 0)) throw new Error('--points is a number of points, 0 for every point');
const args = process.argv.slice(2).filter((a, i, all) => !['--forms', '--committed', '--sparse', '--points'].includes(a) && all[i - 1] !== '--points');
if (!(args.length === 2 || (args.length >= 3 && args.length % 3 === 0)))
  throw new Error('usage: fusion-fit.ts <held-out model.json> <held-out site> [<held-out seq.json> [<model.json> <site> <seq.json>]…]');
const all = readUnipen(unipenFile('handwriting-unipen-train')!);

interface Site {
  name: string;
  modelFile: string;
  seqFile?: string;
  /** The site's drawings and the templates' distances, once. */
  read: {
    label: string;
    lines: ReturnType<typeof drawingOf>['lines'];
    letters: readonly string[];
    distances: Map<string, number>;
    /** The shape accuracy of each letter of the case, as the evaluation scores it. */
    shapes: Map<string, number>;
  }[];
}
const sites: Site[] = [];
for (let i = 0; i < args.length; i += 3) {
  const [modelFile, name, seqFile] = args.slice(i, i + 3) as [string, string, string | undefined];
  const draw = random(31);
  const read = all
    .filter((s) => s.source_dir === name)
    .map((sample) => {
      const lines = sample.strokes.map((points) => points.map(([x, y]) => ({ x, y })));
      const strokes = (sparse ? sampledSparsely(lines, 8 + Math.floor(draw() * 23), draw()) : lines).map((points) => ({ points }));
      const drawing = drawingOf(polylinesOf(strokes));
      const letters = caseLettersOf(sample.label);
      // The templates' fits are most of the time taken; the committed reading needs them only at a template weight above 0.
      if (committedOnly && TEMPLATE_WEIGHTS[sample.label === sample.label.toUpperCase() ? 'capitals' : 'lowercase'] === 0)
        return { label: sample.label, lines: drawing.lines, letters, distances: new Map<string, number>(), shapes: new Map<string, number>() };
      const hasMarks = drawing.marks.some((g) => g >= 0);
      const ranking = rankLetters(drawing.fine, letters, 16, hasMarks);
      const shapes = new Map(letters.map((letter) => [letter, accuracyFor(fitLetter(drawing.fine, letter, 2, hasMarks).alignment.distance)]));
      return { label: sample.label, lines: drawing.lines, letters, distances: new Map(ranking.map((r) => [r.letter, r.distance])), shapes };
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
const heldOut = sites.map((s) => `${s.read.length} held-out letters of site ${s.name}`).join(', ');
console.log(
  committedOnly
    ? `${heldOut}${sparse ? ', sampled sparsely' : ''}${readPoints !== undefined ? `, read at most ${readPoints || 'every'} points` : ''}; read as committed`
    : `${heldOut}; top-1 within case by template weight ${WEIGHTS.join(', ')}`,
);
/**
 * Top-1 within case at each template weight (all, capitals, lowercase, in per cent) and the pairs (capitals, then
 * lowercase: true letter above, pairs), for the model as last set.
 */
type Figures = { top1: [number, number, number]; pairs: [number, number, number, number] };
function figures(read: Site['read']): Figures[] {
  const right = new Map(WEIGHTS.map((w) => [w, [0, 0]]));
  const pairs = new Map(WEIGHTS.map((w) => [w, [0, 0, 0, 0]]));
  const upper = read.filter((r) => r.label === r.label.toUpperCase()).length;
  for (const r of read) {
    const p = letterProbabilities(r.lines, r.letters)!;
    const k = r.label === r.label.toUpperCase() ? 0 : 1;
    for (const w of WEIGHTS) {
      const f = fused(p, r.distances, w);
      const top = topLetter(f);
      if (top === r.label) right.get(w)![k]!++;
      const accuracy = (letter: string) => letterAccuracy(r.shapes.get(letter)!, f.get(letter) ?? 0);
      const own = accuracy(r.label);
      const tally = pairs.get(w)!;
      for (const other of r.letters) {
        if (other === r.label) continue;
        tally[2 * k + 1]!++;
        if (own > accuracy(other)) tally[2 * k]!++;
      }
    }
  }
  return WEIGHTS.map((w) => {
    const [u, l] = right.get(w)!;
    return {
      top1: [(100 * (u! + l!)) / read.length, (100 * u!) / upper, (100 * l!) / (read.length - upper)],
      pairs: pairs.get(w)! as Figures['pairs'],
    };
  });
}
const percent = (n: number, d: number) => ((100 * n) / Math.max(d, 1)).toFixed(2);
const format = (rows: Figures[]) =>
  rows
    .map(({ top1: [a, u, l], pairs: [pu, nu, pl, nl] }) => `${a.toFixed(1)}% (${u.toFixed(1)}/${l.toFixed(1)}) pairs ${percent(pu, nu)}/${percent(pl, nl)}`)
    .join('  ');
/** The mean of the sites' figures, weight by weight. */
const meanOf = (bySite: Figures[][]): Figures[] =>
  WEIGHTS.map((_, w) => ({
    top1: [0, 1, 2].map((k) => bySite.reduce((sum, rows) => sum + rows[w]!.top1[k]!, 0) / bySite.length) as Figures['top1'],
    pairs: [0, 1, 2, 3].map((k) => bySite.reduce((sum, rows) => sum + rows[w]!.pairs[k]!, 0)) as Figures['pairs'],
  }));

if (committedOnly) {
  if (sites.some((s) => !s.seqFile)) throw new Error('--committed reads the path networks: give their file for every site.');
  const total = [0, 0, 0, 0];
  for (const s of sites) {
    readLetterModelFrom(s.modelFile, { seqFile: s.seqFile, points: readPoints });
    // Capitals right, capitals, lowercase right, lowercase.
    const counts = [0, 0, 0, 0];
    const confusions = new Map<string, number>();
    for (const r of s.read) {
      const k = r.label === r.label.toUpperCase() ? 0 : 2;
      const f = fused(letterProbabilities(r.lines, r.letters)!, r.distances);
      const top = topLetter(f);
      counts[k + 1]!++;
      if (top === r.label) counts[k]!++;
      else confusions.set(`${r.label}→${top}`, (confusions.get(`${r.label}→${top}`) ?? 0) + 1);
    }
    counts.forEach((n, i) => (total[i]! += n));
    console.log(
      `  ${s.name.padEnd(4)} capitals ${counts[0]}/${counts[1]} (${percent(counts[0]!, counts[1]!)}%), lowercase ${counts[2]}/${counts[3]} (${percent(counts[2]!, counts[3]!)}%)`,
    );
    const common = [...confusions].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 12);
    console.log(`       most often misread: ${common.map(([pair, n]) => `${pair} ×${n}`).join(', ')}`);
  }
  if (sites.length > 1)
    console.log(
      `  all  capitals ${total[0]}/${total[1]} (${percent(total[0]!, total[1]!)}%), lowercase ${total[2]}/${total[3]} (${percent(total[2]!, total[3]!)}%)`,
    );
} else if (formsOnly) {
  if (!site.seqFile) throw new Error('--forms reads the path networks: give their file.');
  readLetterModelFrom(site.modelFile, { seqFile: site.seqFile });
  compareForms(site.read);
} else if (site.seqFile) {
  // The ensemble as it reads at run time, the path networks beside it at each weight: the first alone, then all.
  const seqMembers = (JSON.parse(fs.readFileSync(site.seqFile, 'utf8')) as { members: unknown[] }).members.length;
  console.log('  (top-1 all, then capitals/lowercase; pairs capitals/lowercase)');
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

/**
 * A form of letterAccuracy: max(shape, floor)^a × (100 × min(1, k × probability))^(1 − a); the committed one is
 * a 0.35, k 2, floor 1 (checked against letterAccuracy itself below; floor 0 before).
 */
interface Form {
  a: number;
  k: number;
  floor: number;
}
function formed({ a, k, floor }: Form, shape: number, probability: number): number {
  return Math.pow(Math.max(shape, floor, 0), a) * Math.pow(100 * Math.min(1, Math.max(0, k * probability)), 1 - a);
}

function compareForms(read: Site['read']): void {
  const forms: Form[] = [{ a: 0.35, k: 2, floor: 1 }];
  for (const floor of [0, 5, 10]) forms.push({ a: 0.35, k: 2, floor });
  for (const a of [0.2, 0.25, 0.3, 0.4, 0.5]) forms.push({ a, k: 2, floor: 0 });
  for (const k of [1.5, 3]) forms.push({ a: 0.35, k, floor: 0 });
  forms.push({ a: 0.25, k: 2, floor: 5 });
  const evidence = read.map((r) => fused(letterProbabilities(r.lines, r.letters)!, r.distances));
  read.forEach((r, i) => {
    const committed = letterAccuracy(r.shapes.get(r.label)!, evidence[i]!.get(r.label) ?? 0);
    if (Math.abs(committed - formed(forms[0]!, r.shapes.get(r.label)!, evidence[i]!.get(r.label) ?? 0)) > 1e-9)
      throw new Error('The first form is not letterAccuracy as committed.');
  });
  console.log(`  ${read.length} letters; pairs capitals / lowercase (true above wrong, of pairs); letters read right: mean, lowest tenth`);
  for (const form of forms) {
    const pairs = [0, 0, 0, 0];
    const good: number[] = [];
    read.forEach((r, i) => {
      const f = evidence[i]!;
      const k = r.label === r.label.toUpperCase() ? 0 : 1;
      const accuracy = (letter: string) => formed(form, r.shapes.get(letter)!, f.get(letter) ?? 0);
      const own = accuracy(r.label);
      for (const other of r.letters) {
        if (other === r.label) continue;
        pairs[2 * k + 1]!++;
        if (own > accuracy(other)) pairs[2 * k]!++;
      }
      const top = topLetter(f);
      if (top === r.label) good.push(own);
    });
    good.sort((x, y) => x - y);
    const mean = good.reduce((sum, v) => sum + v, 0) / good.length;
    console.log(
      `  a ${form.a} k ${form.k} floor ${form.floor}: pairs ${pairs[0]}/${pairs[1]} (${percent(pairs[0]!, pairs[1]!)}%) ${pairs[2]}/${pairs[3]} (${percent(pairs[2]!, pairs[3]!)}%), all ${percent(pairs[0]! + pairs[2]!, pairs[1]! + pairs[3]!)}%; read right: mean ${mean.toFixed(1)}, lowest tenth ${good[Math.floor(good.length / 10)]!.toFixed(1)}`,
    );
  }
}
