/**
 * The pronunciation engine against human judgement: speechocean762, development subset
 * (../shared/data/speechocean762-dev: 120 recordings of children and adults, Mandarin speakers, reading English
 * sentences; sentence accuracy 0–10, the median of five experts). Each recording is scored as the words tab
 * scores a sentence (type 'word', language 'en'); the engine's accuracy is compared with the raters' by Pearson
 * and Spearman correlation (aim ≥ 0.6; GOPT, a neural model, reaches 0.74 on the full test set). Nothing is
 * fitted to this data: the figures are those of the engine as it ships. The correlation of each part of the
 * evidence is printed too, to show what carries signal.
 * Writes bench/results/pronunciation-eval.json. Says so, and writes nothing, when the data is not there.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AiRegistry } from '../server/src/ai/registry.ts';
import { assessPronunciation } from '../server/src/ai/pronunciation/engine.ts';
import type { PronunciationResult } from '../server/src/ai/pronunciation/types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(root, '../shared/data/speechocean762-dev');
const scoresFile = path.join(dataDir, 'scores.jsonl');
if (!fs.existsSync(scoresFile)) {
  console.log(`No speechocean762 data at ${dataDir}: the pronunciation evaluation was skipped.`);
  process.exit(0);
}

interface Row {
  utt_id: string;
  speaker: string;
  group: 'child' | 'adult';
  text: string;
  accuracy: number;
  wav: string;
  duration_s: number;
}
const rows = fs
  .readFileSync(scoresFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Row);

export function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, x) => s + x, 0) / n;
  const mb = b.reduce((s, x) => s + x, 0) / n;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < n; i++) {
    num += (a[i]! - ma) * (b[i]! - mb);
    da += (a[i]! - ma) ** 2;
    db += (b[i]! - mb) ** 2;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

/** Ranks with ties averaged. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((x, y) => x[0] - y[0]);
  const out: number[] = Array.from({ length: values.length }, () => 0);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}
export const spearman = (a: number[], b: number[]) => pearson(ranks(a), ranks(b));
const r3 = (x: number) => Math.round(x * 1000) / 1000;

const registry = new AiRegistry({ logger: { warn: () => {} } });
const started = performance.now();
const scored: { row: Row; result: PronunciationResult }[] = [];
const failures: string[] = [];
for (const row of rows) {
  try {
    const result = await assessPronunciation(registry, {
      audio: fs.readFileSync(path.join(dataDir, row.wav)),
      target: row.text,
      type: 'word',
      language: 'en',
      uiLanguage: 'en',
    });
    scored.push({ row, result });
  } catch (error) {
    failures.push(`${row.utt_id}: ${(error as Error).message}`);
  }
}
const seconds = (performance.now() - started) / 1000;

const human = scored.map((s) => s.row.accuracy);
const correlate = (values: number[], subset = scored.map((_, i) => i)) => ({
  pearson: r3(
    pearson(
      subset.map((i) => values[i]!),
      subset.map((i) => human[i]!),
    ),
  ),
  spearman: r3(
    spearman(
      subset.map((i) => values[i]!),
      subset.map((i) => human[i]!),
    ),
  ),
});
const accuracy = scored.map((s) => s.result.accuracy);
/** Each part over the recordings where it served (phone recognition runs on speech up to 1.6 s only). */
const parts: Record<string, (number | undefined)[]> = {
  overall_score: scored.map((s) => s.result.overall_score),
  'acoustic (MFCC+DTW score)': scored.map((s) => s.result.evidence.acoustic?.score),
  'recognition (words chosen over minimal pairs)': scored.map((s) => s.result.evidence.recognition?.score),
  'phonemes (allphone similarity)': scored.map((s) => s.result.evidence.phonemes?.score),
  'goodness of pronunciation (aligned vs free phones)': scored.map((s) => s.result.evidence.goodness?.score),
  'goodness per frame (unclamped)': scored.map((s) => s.result.evidence.goodness?.perFrame ?? undefined),
  pace: scored.map((s) => s.result.pace),
  clarity: scored.map((s) => s.result.clarity),
  'speech duration / expected (lower is better)': scored.map((s) => -s.result.evidence.speechSeconds / s.result.evidence.expectedSeconds),
};
const partCorrelation = (values: (number | undefined)[]) => {
  const present = values.map((v, i) => (v === undefined ? -1 : i)).filter((i) => i >= 0);
  return { n: present.length, ...(present.length >= 10 ? correlate(values as number[], present) : { pearson: null, spearman: null }) };
};
const children = scored.map((s, i) => (s.row.group === 'child' ? i : -1)).filter((i) => i >= 0);
const adults = scored.map((s, i) => (s.row.group === 'adult' ? i : -1)).filter((i) => i >= 0);
/**
 * Six speakers read twenty sentences each, and most of the raters' spread is between speakers: the raters' own
 * speaker means, given to every sentence of the speaker, would correlate at this much (the ceiling of a score that
 * only knows the speaker). And how the engine's speaker means rank the speakers against the raters'.
 */
const speakers = [...new Set(scored.map((s) => s.row.speaker))];
const meanOf = (values: number[], speaker: string) => {
  const own = scored.map((s, i) => (s.row.speaker === speaker ? values[i]! : null)).filter((v): v is number => v !== null);
  return own.reduce((sum, v) => sum + v, 0) / own.length;
};
const humanBySpeaker = new Map(speakers.map((sp) => [sp, meanOf(human, sp)]));
const speakerCeiling = {
  pearson: r3(
    pearson(
      scored.map((s) => humanBySpeaker.get(s.row.speaker)!),
      human,
    ),
  ),
  spearman: r3(
    spearman(
      scored.map((s) => humanBySpeaker.get(s.row.speaker)!),
      human,
    ),
  ),
};
const speakerRanking = r3(
  spearman(
    speakers.map((sp) => meanOf(accuracy, sp)),
    speakers.map((sp) => humanBySpeaker.get(sp)!),
  ),
);
/**
 * Within speakers: both scores centred on each speaker's mean, then correlated. The overall figure is mostly the
 * spread between speakers; this one asks whether the engine finds a speaker's weaker sentences.
 */
const centred = (values: number[]) => {
  const means = new Map(speakers.map((sp) => [sp, meanOf(values, sp)]));
  return scored.map((s, i) => values[i]! - means.get(s.row.speaker)!);
};
const withinSpeakers = {
  pearson: r3(pearson(centred(accuracy), centred(human))),
  spearman: r3(spearman(centred(accuracy), centred(human))),
};
/**
 * A fingerprint of every recording's result (every field but the time it took), so two runs are easy to compare:
 * the analysis is a function of the recording, so the same code and data give the same hash.
 */
const resultsHash = createHash('sha256')
  .update(
    scored
      .map(({ row, result }) => {
        const { durationMs: _time, ...rest } = result;
        return `${row.utt_id} ${JSON.stringify(rest)}\n`;
      })
      .join(''),
  )
  .digest('hex')
  .slice(0, 16);
const latencies = scored.map((s) => s.result.durationMs).sort((a, b) => a - b);

const result = {
  evaluation: 'pronunciation',
  data: 'speechocean762 test split, development subset of 120 utterances (../shared/data/speechocean762-dev/scores.jsonl)',
  date: new Date().toISOString(),
  recordings: scored.length,
  failures,
  fitted: 'nothing: the engine as it ships, no calibration on this data',
  accuracy: { ...correlate(accuracy), children: correlate(accuracy, children), adults: correlate(accuracy, adults) },
  resultsHash,
  speakers: {
    count: speakers.length,
    withinSpeakers,
    ceilingOfSpeakerMeans: speakerCeiling,
    rankingOfSpeakersSpearman: speakerRanking,
  },
  aim: 0.6,
  anchor: 'GOPT (neural, transformer on GOP features) reaches Pearson 0.74 on the full speechocean762 test set',
  parts: Object.fromEntries(Object.entries(parts).map(([name, values]) => [name, partCorrelation(values)])),
  analysisMs: { p50: latencies[Math.floor(latencies.length / 2)] ?? 0, max: latencies[latencies.length - 1] ?? 0 },
  seconds: Math.round(seconds),
};
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/pronunciation-eval.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`speechocean762 dev: ${scored.length} recordings (${seconds.toFixed(1)} s)${failures.length ? `, ${failures.length} failed` : ''}`);
console.log(`  sentence accuracy vs human raters: Pearson ${result.accuracy.pearson}, Spearman ${result.accuracy.spearman} (aim ≥ 0.6; GOPT 0.74)`);
console.log(
  `  children: Pearson ${result.accuracy.children.pearson}, Spearman ${result.accuracy.children.spearman}; adults: Pearson ${result.accuracy.adults.pearson}, Spearman ${result.accuracy.adults.spearman}`,
);
console.log(
  `  ${speakers.length} speakers: the engine ranks them at Spearman ${speakerRanking} with the raters; the raters' own speaker means would reach Pearson ${speakerCeiling.pearson}, Spearman ${speakerCeiling.spearman}`,
);
console.log(`  within speakers (both scores centred on each speaker's mean): Pearson ${withinSpeakers.pearson}, Spearman ${withinSpeakers.spearman}`);
console.log(`  results hash (every recording's result but its time): ${resultsHash}`);
for (const [name, c] of Object.entries(result.parts)) console.log(`  ${name}: Pearson ${c.pearson ?? '–'}, Spearman ${c.spearman ?? '–'} (${c.n} recordings)`);
console.log('  → bench/results/pronunciation-eval.json');
