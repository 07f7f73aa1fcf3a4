/**
 * The fluency engine on synthetic readings (issue 11 "Tests and figures"): each English passage read by espeak-ng
 * in one of four voices and rates, with 0–6 omissions and substitutions planted at seeded places, listened to by
 * the offline engine. Prints, against the targets, the share of readings whose WCPM is within 3 of the
 * truth (target ≥ 90%), and the recall and precision of the planted errors (targets ≥ 0.85 each).
 *
 * The WCPM target is met (90% of readings) and so is precision (0.87); recall is not yet (0.83, bench/README.md):
 * espeak-ng's diction of short words is far from the speech pocketsphinx's model was trained on, and a short word
 * left out between its neighbours is sometimes heard anyway. What this test asserts is the WCPM target and floors
 * just under today's recall and precision (one planted error fewer found, or one false mark more), so that a change
 * that makes the engine worse fails; raise them as the engine improves. Skipped when pocketsphinx is not installed.
 */
import { describe, expect, it } from 'vitest';
import { PASSAGES } from '@common/content/passages.ts';
import { fluencyFigures } from '@common/contracts/fluency.ts';
import { AiRegistry } from '../registry.ts';
import { listenToReading, offlineAlignmentAvailable } from './index.ts';
import { plantedReading, READING_VOICES, scoreReading, type ReadingScore } from './synthetic.ts';

const registry = new AiRegistry({ logger: { warn: () => {} } });
const TARGETS = { wcpmWithin3: 0.9, recall: 0.85, precision: 0.85 };
/**
 * The WCPM target, and floors just under today's recall and precision (bench/README.md, session 53: WCPM within ±3
 * in 90% of readings, median WCPM error 1.9, recall 0.83 = 20/24, precision 0.87 = 20/23; one planted error fewer
 * found would be 19/24 = 0.79 and 19/23 = 0.826, one false mark more 20/24 = 0.833), so that a change for the worse
 * fails. Before the transcriber's judgement took more (session 52): 90%, 1.8, 0.79 (19/24), 0.86 (19/22); before the
 * third opinion (rivals.ts): 100%, 1.9, 0.71 (17/24), 0.77 (17/22); before the second listening (second.ts):
 * precision 0.71 (17/24); before the reading was decoded stretch by stretch: 40%, 4.1, 0.50, 0.31.
 */
const FLOORS = { wcpmWithin3: TARGETS.wcpmWithin3, medianWcpmError: 3, recall: 0.79, precision: 0.82 };

describe.skipIf(!offlineAlignmentAvailable())('fluency alignment on synthetic readings', () => {
  it('prints WCPM agreement and error recall and precision, and stays above the floors', { timeout: 900_000 }, async () => {
    const passages = PASSAGES.filter((p) => p.language === 'en');
    const jobs = passages.map((passage, i) => async () => {
      const voice = READING_VOICES[i % READING_VOICES.length]!;
      // 30 s readings keep the test short; 0–6 errors across the passages.
      const planted = await plantedReading(passage.text, voice, i % 7, 100 + i, 30);
      const heard = await listenToReading(registry, { audio: planted.audio, language: 'en', words: passage.words, breaks: passage.breaks });
      const figures = fluencyFigures(heard.marks, heard.lastWordIndex, planted.seconds);
      return { id: `${passage.id} ${voice.voice}@${voice.speed}`, ...scoreReading(planted, heard.marks, figures.wcpm) };
    });
    const results: (ReadingScore & { id: string })[] = [];
    // Two at a time: the recogniser and espeak-ng each use a core.
    await Promise.all(
      [0, 1].map(async () => {
        for (let job = jobs.shift(); job; job = jobs.shift()) results.push(await job());
      }),
    );
    const within = results.filter((r) => Math.abs(r.wcpm - r.wcpmTruth) <= 3).length / results.length;
    const planted = results.reduce((s, r) => s + r.planted, 0);
    const found = results.reduce((s, r) => s + r.found, 0);
    const flagged = results.reduce((s, r) => s + r.flagged, 0);
    const right = results.reduce((s, r) => s + r.flaggedRight, 0);
    const recall = planted ? found / planted : 1;
    const precision = flagged ? right / flagged : 1;
    for (const r of results)
      console.log(
        `${r.id}: WCPM ${r.wcpm} (truth ${r.wcpmTruth.toFixed(1)}), planted ${r.found}/${r.planted} found, ${r.flaggedRight}/${r.flagged} flagged right`,
      );
    console.log(
      `fluency synthetic: ${results.length} readings; WCPM within ±3 ${(within * 100).toFixed(0)}% (target ${TARGETS.wcpmWithin3 * 100}%), ` +
        `recall ${recall.toFixed(2)} (target ${TARGETS.recall}), precision ${precision.toFixed(2)} (target ${TARGETS.precision})`,
    );
    const wcpmErrors = results.map((r) => Math.abs(r.wcpm - r.wcpmTruth)).sort((a, b) => a - b);
    const medianWcpmError = wcpmErrors[Math.floor(wcpmErrors.length / 2)]!;
    console.log(`fluency synthetic: median WCPM error ${medianWcpmError.toFixed(1)} (floor ${FLOORS.medianWcpmError})`);
    expect(within).toBeGreaterThanOrEqual(FLOORS.wcpmWithin3);
    expect(medianWcpmError).toBeLessThanOrEqual(FLOORS.medianWcpmError);
    expect(recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(precision).toBeGreaterThanOrEqual(FLOORS.precision);
  });
});
