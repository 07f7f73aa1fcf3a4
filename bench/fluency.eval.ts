/**
 * The fluency engine's word calls on real speech: ../shared/data/speechocean762-dev (adults and children reading
 * sentences, each word scored 0–10 by experts; see its README). Each recording is listened to as a reading of its
 * own sentence (the reading grammar, decode.ts, the alignment, align.ts, the second look, verify.ts, the second listening,
 * second.ts, and the third opinion, rivals.ts). A word is an error for the raters
 * when its median accuracy is 5 or less. The engine's call: omitted or substituted is an error (the operating
 * point); for the AUC, words are ranked by how likely an error they are — the engine's errors first, then the others
 * by goodness of pronunciation (the word's acoustic score against a free phone decoding of the same frames, per
 * frame: the worse the fit, the likelier an error). Prints and writes bench/results/fluency-eval.json; says so and
 * writes nothing when the data is not there. Nothing here was tuned on this set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenOffline, offlineAlignmentAvailable } from '../server/src/ai/fluency/index.ts';
import { decodeWav } from '../server/src/ai/speech/wav.ts';
import { decodeFreePhones } from '../server/src/ai/pronunciation/free-decoder.ts';
import { toRecognizerWav } from '../server/src/ai/speech/wav.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// ../shared/data beside the checkout, as the other evaluations; WREN_SHARED_DATA points elsewhere (a worktree).
const dataDir = path.resolve(process.env.WREN_SHARED_DATA ?? path.resolve(root, '../shared/data'), 'speechocean762-dev');
const scoresFile = path.join(dataDir, 'scores.jsonl');
if (!fs.existsSync(scoresFile)) {
  console.log(`No speechocean762 development set at ${dataDir}: the fluency evaluation was skipped.`);
  process.exit(0);
}
if (!offlineAlignmentAvailable()) {
  console.log('pocketsphinx is not installed: the fluency evaluation was skipped.');
  process.exit(0);
}

interface Row {
  utt_id: string;
  text: string;
  word_accuracy: number[];
  wav: string;
  group: string;
}
const rows = fs
  .readFileSync(scoresFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Row);

interface Call {
  error: boolean;
  flagged: boolean;
  /** Higher: likelier an error. */
  score: number;
  group: string;
}
const calls: Call[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wren-fluency-eval-'));
const started = performance.now();
let audioSeconds = 0;
for (const row of rows) {
  const words = row.text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length !== row.word_accuracy.length) continue;
  const wav = toRecognizerWav(fs.readFileSync(path.join(dataDir, row.wav)));
  audioSeconds += (wav.length - 44) / 32_000;
  const file = path.join(tmp, `${row.utt_id}.wav`);
  fs.writeFileSync(file, wav);
  // As the engine does (index.ts), beside a free phone decoding for the ranking.
  const [{ decoding, alignment, marks }, free] = await Promise.all([listenOffline(wav, decodeWav(wav).samples, words), decodeFreePhones(file)]);
  words.forEach((_, i) => {
    const mark = marks[i]!;
    const flagged = mark === 'omitted' || mark === 'substituted';
    let score = flagged ? 100 : 0;
    const j = alignment.heardIndex[i];
    if (!flagged && j !== null && j !== undefined && free) {
      const w = decoding.words[j]!;
      const from = Math.round(w.start * 100);
      const to = Math.round(w.end * 100);
      // The free decoding's score over the same frames, its units shared by overlap.
      let freeScore = 0;
      free.units.forEach((u, k) => {
        const uEnd = k + 1 < free.units.length ? free.units[k + 1]!.start : free.frames;
        const overlap = Math.max(0, Math.min(to, uEnd) - Math.max(from, u.start));
        if (overlap > 0) freeScore += (u.acoustic * overlap) / Math.max(1, uEnd - u.start);
      });
      const frames = Math.max(1, to - from);
      // Goodness per frame (higher: a better fit), turned into an order below the flagged words' 100.
      score = 50 - 49 * Math.tanh((w.acoustic - freeScore) / frames / 20_000);
    }
    calls.push({ error: row.word_accuracy[i]! <= 5, flagged, score, group: row.group });
  });
  fs.rmSync(file, { force: true });
}
fs.rmSync(tmp, { recursive: true, force: true });
const seconds = (performance.now() - started) / 1000;

function auc(items: Call[]): number | null {
  const positives = items.filter((c) => c.error);
  const negatives = items.filter((c) => !c.error);
  if (!positives.length || !negatives.length) return null;
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p.score > n.score ? 1 : p.score === n.score ? 0.5 : 0;
  return Math.round((wins / (positives.length * negatives.length)) * 1000) / 1000;
}
function summary(items: Call[]) {
  const errors = items.filter((c) => c.error).length;
  const flagged = items.filter((c) => c.flagged).length;
  const hits = items.filter((c) => c.error && c.flagged).length;
  return {
    words: items.length,
    errors,
    flagged,
    auc: auc(items),
    recall: errors ? Math.round((hits / errors) * 1000) / 1000 : null,
    precision: flagged ? Math.round((hits / flagged) * 1000) / 1000 : null,
    falseAlarmRate: Math.round(((flagged - hits) / Math.max(1, items.length - errors)) * 1000) / 1000,
  };
}
const result = {
  data: 'speechocean762-dev',
  errorRule: 'word accuracy ≤ 5',
  all: summary(calls),
  children: summary(calls.filter((c) => c.group === 'child')),
  adults: summary(calls.filter((c) => c.group !== 'child')),
  secondsPerAudioSecond: Math.round((seconds / audioSeconds) * 1000) / 1000,
  loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  measuredAt: new Date().toISOString(),
};
console.log(JSON.stringify(result, null, 2));
fs.writeFileSync(path.join(root, 'bench/results/fluency-eval.json'), `${JSON.stringify(result, null, 2)}\n`);
