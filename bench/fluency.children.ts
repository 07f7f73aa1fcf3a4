/**
 * The fluency engine on real children's voices, as a tuning set (never a measurement: the engine's figures are the
 * synthetic test's and `npm run eval -- fluency`'s): ../shared/data/child-speech-short (speechocean762's short
 * utterances of children aged 6–12, Mandarin-L1, reading English; also the pronunciation engine's tuning set). Each
 * speaker's utterances (four or more, all in the dictionary) are joined into one recording and listened to as a
 * reading (listenOffline, index.ts) twice: of what was said (every mark of a word wrong is a false alarm), and of a
 * passage with errors planted by changing the text, not the audio: in every fourth utterance a word is replaced
 * by another (the child "substituted" it), in every fourth from the third a short word is added that the child
 * did not say ("omitted"). Prints per speaker and in all: words read right marked wrong, and the planted errors'
 * recall and precision. Run: npx tsx bench/fluency.children.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WordMark } from '@common/contracts/fluency.ts';
import { listenOffline, offlineAlignmentAvailable } from '../server/src/ai/fluency/index.ts';
import { englishWordPronunciations } from '../server/src/ai/pronunciation/phonemes.ts';
import { random } from '../server/src/ai/pronunciation/synthetic.ts';
import { scoreReading } from '../server/src/ai/fluency/synthetic.ts';
import { decodeWav, encodeWav, toRecognizerWav } from '../server/src/ai/speech/wav.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.WREN_SHARED_DATA ?? path.resolve(root, '../shared/data'), 'child-speech-short');
const manifest = path.join(dataDir, 'manifest.jsonl');
if (!fs.existsSync(manifest) || !offlineAlignmentAvailable()) {
  console.log(`No child-speech-short at ${dataDir}, or pocketsphinx is not installed: skipped.`);
  process.exit(0);
}

interface Utterance {
  speaker: string;
  text: string;
  wav: string;
}
const utterances = fs
  .readFileSync(manifest, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Utterance);
const bySpeaker = new Map<string, Utterance[]>();
for (const u of utterances) bySpeaker.set(u.speaker, [...(bySpeaker.get(u.speaker) ?? []), u]);

/** Two-syllable substitutes (as the synthetic test's) and short words for the omissions. */
const SUBSTITUTES = 'garden window yellow basket rabbit forest pocket river monkey hammer button circle orange paper seven little'.split(' ');
const SHORT = 'the a and to of in on'.split(' ');
const next = random(2024);
const GAP = Number(process.env.GAP ?? 0.4);
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
const isError = (m: WordMark | undefined) => m === 'omitted' || m === 'substituted';
/** Utterances as a passage: each a sentence, capitalised, with a full stop. */
const passageOf = (sentences: string[][]) =>
  sentences.flatMap((s) => s.map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w) + (i === s.length - 1 ? '.' : '')));

let cleanWords = 0;
let cleanFlagged = 0;
let planted = 0;
let found = 0;
let flagged = 0;
let flaggedRight = 0;
for (const [speaker, said] of bySpeaker) {
  const sentences = said.map((u) => u.text.toLowerCase().split(/\s+/));
  if (said.length < 4 || sentences.flat().some((w) => !englishWordPronunciations(w).length)) continue;
  // A pause of GAP seconds between sentences, as a reader makes at a full stop (faint noise, not digital silence).
  const gap = Array.from({ length: Math.round(GAP * 16_000) }, () => (next() - 0.5) * 1e-3);
  const parts = said.flatMap((u, k) => [
    ...(k ? [Float32Array.from(gap)] : []),
    decodeWav(toRecognizerWav(fs.readFileSync(path.join(dataDir, u.wav)))).samples,
  ]);
  const samples = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (samples.set(p, at), at + p.length), 0);
  const wav = encodeWav({ sampleRate: 16_000, samples });

  const clean = passageOf(sentences);
  const cleanMarks = (await listenOffline(wav, samples, clean)).marks;
  const wrong = clean.filter((_, i) => isError(cleanMarks[i]));
  cleanWords += clean.length;
  cleanFlagged += wrong.length;

  const changed = sentences.map((s) => [...s]);
  const plantedAt = new Map<string, 'omitted' | 'substituted'>();
  changed.forEach((s, k) => {
    const at = Math.floor(next() * s.length);
    if (k % 4 === 0) s[at] = pick(SUBSTITUTES);
    else if (k % 4 === 2) s.splice(at, 0, pick(SHORT));
    else return;
    plantedAt.set(`${k}:${at}`, k % 4 === 0 ? 'substituted' : 'omitted');
  });
  const words = passageOf(changed);
  // The planted errors by word index, scored as the synthetic test scores its readings.
  const errors = new Map(changed.flatMap((s, k) => s.map((_, at) => plantedAt.get(`${k}:${at}`))).flatMap((kind, i) => (kind ? [[i, kind] as const] : [])));
  const marks = (await listenOffline(wav, samples, words)).marks;
  const score = scoreReading({ read: words.length, errors, seconds: samples.length / 16_000 }, marks, 0);
  planted += score.planted;
  found += score.found;
  flagged += score.flagged;
  flaggedRight += score.flaggedRight;
  const calls = words.flatMap((w, i) => (errors.has(i) || isError(marks[i]) ? [`${w}${errors.has(i) ? '*' : ''}:${marks[i]}`] : []));
  console.log(`${speaker}: read as said ${clean.length} words, ${wrong.length} marked wrong (${wrong.join(' ')}); planted (*): ${calls.join(' ')}`);
}
console.log(
  `children: as said, ${cleanFlagged} of ${cleanWords} words marked wrong (${((cleanFlagged / cleanWords) * 100).toFixed(1)}%); planted errors: recall ${(found / planted).toFixed(2)} (${found}/${planted}), precision ${(flaggedRight / flagged).toFixed(2)} (${flaggedRight}/${flagged})`,
);
process.exit(0);
