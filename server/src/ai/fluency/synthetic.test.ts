/**
 * The fluency engine on synthetic readings (issue 11 "Tests and figures"): each English passage read by espeak-ng
 * in one of four voices and rates, with 0–6 omissions and substitutions planted at seeded places, listened to by
 * the offline engine. Prints, against the targets, the share of readings whose WCPM is within 3 of the
 * truth (target ≥ 90%), and the recall and precision of the planted errors (targets ≥ 0.85 each).
 *
 * The engine does NOT yet reach those targets (bench/README.md): espeak-ng's voice is far from the speech
 * pocketsphinx's model was trained on, and a minute-long grammar search still loses its place at times. What this
 * test asserts is a floor under today's figures, so that a change that makes the engine worse fails; raise it as
 * the engine improves. Skipped when pocketsphinx is not installed.
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
 * Floors under today's figures (bench/README.md), not the targets: the median WCPM error (today about 9, mostly
 * words marked wrong that were read right: each costs 2 WCPM in a 30 s reading), recall and precision.
 */
const FLOORS = { medianWcpmError: 15, recall: 0.5, precision: 0.2 };

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
    expect(medianWcpmError).toBeLessThanOrEqual(FLOORS.medianWcpmError);
    expect(recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(precision).toBeGreaterThanOrEqual(FLOORS.precision);
  });
});
