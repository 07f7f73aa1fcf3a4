import { describe, expect, it } from 'vitest';
import { initialSilence, silenceStep, type SilenceState } from './silence.ts';

/** Feeds frames 50 ms apart; returns the time of the stop, or null. */
function run(levels: number[]): number | null {
  let state: SilenceState = initialSilence();
  for (const [i, level] of levels.entries()) {
    const step = silenceStep(state, level, i * 50);
    state = step.state;
    if (step.stop) return i * 50;
  }
  return null;
}

describe('Creative Lab auto-stop (level 15, 5 quiet frames then 2 s, first 1 s ignored)', () => {
  it('ignores the quiet first second, then stops 2 s after the fifth quiet frame', () => {
    // 20 frames of speech, then silence: quiet frames from 1000 ms; the fifth at 1200 ms; stop at 3200 ms.
    expect(run([...Array(20).fill(40), ...Array(80).fill(3)])).toBe(3200);
    // Silence from the start: the first second does not count, so the same 3200 ms.
    expect(run(Array(100).fill(0))).toBe(3200);
  });

  it('a level of 15 or more cancels the timer; 14 is quiet', () => {
    const levels = [...Array(20).fill(40), ...Array(30).fill(14), 15, ...Array(100).fill(14)];
    // Timer from 1200 ms is cancelled at frame 50 (2500 ms); quiet again from 2550, fifth at 2750, stop at 4750.
    expect(run(levels)).toBe(4750);
  });

  it('four quiet frames between words never start the timer', () => {
    const speech = Array.from({ length: 200 }, (_, i) => (i % 5 === 4 ? 40 : 2));
    expect(run(speech)).toBeNull();
  });
});
