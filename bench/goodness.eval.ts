/**
 * The scale of goodness of pronunciation (engine.ts GOODNESS_SCALE), measured on children's speech that is not
 * the pronunciation evaluation's: ../shared/data/child-speech-short (short utterances with their transcripts; those of two
 * and three words, as goodness serves sentences). Each recording is aligned to its own words (read as written) and to another recording's words
 * (something else said); the per-frame goodness of both is printed as percentiles. The scale's ends are set from
 * these figures: the best quarter of own readings is full marks, the median of the others is nothing.
 * Writes bench/results/goodness-calibration.json. Says so, and writes nothing, when the data is not there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishWordPronunciations, wordsOf } from '../server/src/ai/pronunciation/phonemes.ts';
import { goodnessOfPronunciation, grammarSlots, targetOnly } from '../server/src/ai/pronunciation/recognition.ts';
import { decodeUpload, detectSpeech } from '../server/src/ai/pronunciation/signal.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, '../shared/data/child-speech-short');
const manifest = path.join(dataDir, 'manifest.jsonl');
if (!fs.existsSync(manifest)) {
  console.log(`No child speech at ${dataDir}: the goodness calibration was skipped.`);
  process.exit(0);
}

interface Row {
  utt_id: string;
  text: string;
  wav: string;
}
const rows = fs
  .readFileSync(manifest, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Row)
  .filter((row) => wordsOf(row.text).length > 1 && wordsOf(row.text).every((w) => englishWordPronunciations(w).length > 0));

const own: number[] = [];
const other: number[] = [];
let notAligned = 0;
const started = performance.now();
for (const [i, row] of rows.entries()) {
  const segment = detectSpeech(await decodeUpload(fs.readFileSync(path.join(dataDir, row.wav))));
  if (!segment) continue;
  // Another recording's words, seven along, so neighbours from the same speaker and list are not used.
  const otherText = rows[(i + 7) % rows.length]!.text;
  const [mine, theirs] = await Promise.all(
    [row.text, otherText].map((text) => goodnessOfPronunciation(segment.samples, targetOnly(grammarSlots(text, 'word', 0)!))),
  );
  if (mine !== null) own.push(mine!);
  if (theirs !== null) other.push(theirs!);
  else notAligned++;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(p * (sorted.length - 1))]! * 10) / 10;
};
const summary = (values: number[]) => ({
  n: values.length,
  p10: percentile(values, 0.1),
  p25: percentile(values, 0.25),
  p50: percentile(values, 0.5),
  p75: percentile(values, 0.75),
  p90: percentile(values, 0.9),
});
const result = {
  evaluation: 'goodness of pronunciation scale',
  data: 'child-speech-short (../shared/data/child-speech-short/manifest.jsonl), recordings of two or three words, all in the dictionary',
  date: new Date().toISOString(),
  recordings: rows.length,
  ownWords: summary(own),
  otherWords: { ...summary(other), notAligned },
  seconds: Math.round((performance.now() - started) / 100) / 10,
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/goodness-calibration.json'), `${JSON.stringify(result, null, 2)}\n`);
const line = (s: ReturnType<typeof summary>) => `p10 ${s.p10}, p25 ${s.p25}, median ${s.p50}, p75 ${s.p75}, p90 ${s.p90} (${s.n})`;
console.log(`child-speech-short: ${rows.length} recordings (${result.seconds} s)`);
console.log(`  goodness per frame, aligned to their own words:    ${line(result.ownWords)}`);
console.log(`  goodness per frame, aligned to another's words:    ${line(result.otherWords)}; ${notAligned} could not be aligned`);
console.log('  → bench/results/goodness-calibration.json');
