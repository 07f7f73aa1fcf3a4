/**
 * The expression suggestion (1–5), from what can be measured honestly and nothing more:
 *  - phrasing: how often the reader paused (≥ 0.25 s) at the end of a sentence, and how often in the middle of a
 *    phrase (between words with no punctuation), from the alignment's word times;
 *  - intonation: how far the voice's pitch moves (10th to 90th percentile, semitones), from a pitch tracker.
 * It starts at 3 (the spec's default) and moves: +1 when most sentence ends get a pause (≥ 70%), −1 when few do
 * (< 30%); −1 when the reading is choppy (more than 15 mid-phrase pauses per 100 words), −2 when word by word
 * (more than 35); +1 for a lively voice (≥ 7 semitones), −1 for a flat one (< 3.5). Clamped to 1–5. It loosely
 * follows the NAEP oral reading fluency scale (1 word by word … 4 meaningful phrases with expression); it is a
 * suggestion for the adult, who listened and chooses. Without word times only the pitch counts.
 */
import type { ExpressionEvidence } from '@common/contracts/fluency.ts';

export const PAUSE_SECONDS = 0.25;

export interface ExpressionInput {
  /** Times of each passage word as heard, null when not heard. */
  times: ({ start: number; end: number } | null)[];
  /** For each passage word: 'sentence' when a sentence ends after it, 'phrase' after a comma-like mark, else null. */
  breaks: ('sentence' | 'phrase' | null)[];
  lastWordIndex: number | null;
  pitchRange: number | null;
  /** False when the engine gave no word times (a transcription). */
  timed: boolean;
}

export function expressionEvidence(input: ExpressionInput): ExpressionEvidence {
  if (!input.timed || input.lastWordIndex === null) return { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: input.pitchRange };
  let sentenceEnds = 0;
  let sentencePauses = 0;
  let midPauses = 0;
  let pairs = 0;
  for (let i = 0; i < input.lastWordIndex; i++) {
    const here = input.times[i];
    const next = input.times[i + 1];
    if (!here || !next) continue;
    const gap = next.start - here.end;
    pairs++;
    if (input.breaks[i] === 'sentence') {
      sentenceEnds++;
      if (gap >= PAUSE_SECONDS) sentencePauses++;
    } else if (input.breaks[i] === null && gap >= PAUSE_SECONDS) midPauses++;
  }
  return {
    sentenceEndPauses: sentenceEnds ? Math.round((sentencePauses / sentenceEnds) * 100) / 100 : null,
    midPhrasePausesPer100: pairs ? Math.round((midPauses / pairs) * 1000) / 10 : null,
    pitchRangeSemitones: input.pitchRange,
  };
}

export function suggestExpression(evidence: ExpressionEvidence): number {
  let score = 3;
  const { sentenceEndPauses, midPhrasePausesPer100, pitchRangeSemitones } = evidence;
  if (sentenceEndPauses !== null) score += sentenceEndPauses >= 0.7 ? 1 : sentenceEndPauses < 0.3 ? -1 : 0;
  if (midPhrasePausesPer100 !== null) score -= midPhrasePausesPer100 > 35 ? 2 : midPhrasePausesPer100 > 15 ? 1 : 0;
  if (pitchRangeSemitones !== null) score += pitchRangeSemitones >= 7 ? 1 : pitchRangeSemitones < 3.5 ? -1 : 0;
  return Math.min(5, Math.max(1, score));
}
