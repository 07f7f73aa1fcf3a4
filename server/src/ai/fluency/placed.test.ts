import { describe, expect, it } from 'vitest';
import { fluencyFigures } from '@common/contracts/fluency.ts';
import type { HeardWord } from './decode.ts';
import { alignPlaced } from './placed.ts';
import { speechStretches } from './segment.ts';

/** Heard words from a compact spelling: "3" passage word 3 read, "3:alike:fan" / "3:other:/P_AA/" said in its place (a space written _), "+um" an extra word. */
function heard(spec: string): HeardWord[] {
  return spec.split(' ').map((token, k) => {
    const times = { start: k * 0.5, end: k * 0.5 + 0.4, acoustic: 0 };
    if (token.startsWith('+')) return { word: token.slice(1), kind: 'extra', at: null, ...times };
    const [at, kind, word] = token.split(':');
    return { word: word?.replace(/_/g, ' ') ?? `w${at}`, kind: (kind ?? 'word') as HeardWord['kind'], at: Number(at), ...times };
  });
}

describe('alignPlaced', () => {
  it('marks a perfect reading correct up to the last word read, and the rest not reached', () => {
    const a = alignPlaced(10, heard('0 1 2 3 4 5'));
    expect(a.marks).toEqual(Array(10).fill('correct'));
    expect(a.lastWordIndex).toBe(5);
    expect(fluencyFigures(a.marks, a.lastWordIndex, 30)).toMatchObject({ wordsRead: 6, wordsCorrect: 6, errors: 0 });
  });

  it('finds omissions (words jumped over) and substitutions, and counts insertions', () => {
    const a = alignPlaced(10, heard('0 1 3 4:alike:hat +um 5 6:other:/P_AA_K/ 7'));
    expect(a.marks.slice(0, 8)).toEqual(['correct', 'correct', 'omitted', 'correct', 'substituted', 'correct', 'substituted', 'correct']);
    expect(a.heard[4]).toBe('hat');
    expect(a.heard[6]).toBe('/P AA K/');
    expect(a.insertions).toBe(1);
    expect(fluencyFigures(a.marks, a.lastWordIndex, 60)).toMatchObject({ wordsRead: 8, wordsCorrect: 5, errors: 3 });
  });

  it('does not penalise a self-correction, a repeat or a word read after going back for it', () => {
    const a = alignPlaced(10, heard('0 1 2:alike:sap 2 3 3 2 3 5 4 6'));
    expect(a.marks[2]).toBe('self_corrected');
    expect(a.marks[3]).toBe('correct');
    // Word 4 skipped, then read after going back: read, not omitted.
    expect(a.marks[4]).toBe('correct');
    expect(a.heard[2]).toBe('sap');
    expect(fluencyFigures(a.marks, a.lastWordIndex, 60)).toMatchObject({ wordsRead: 7, errors: 0 });
  });

  it('keeps a word read right when a later repeat of it goes wrong', () => {
    const a = alignPlaced(5, heard('0 1 2 1:alike:bun 2 3'));
    expect(a.marks[1]).toBe('correct');
  });

  it('reads nothing into a reading of nothing', () => {
    const a = alignPlaced(4, []);
    expect(a.lastWordIndex).toBeNull();
    expect(a.marks).toEqual(Array(4).fill('correct'));
  });
});

describe('speechStretches', () => {
  const rate = 16_000;
  /** Silences and tones (speech) in turn, in seconds: [0.5, 1, 0.2] is 0.5 s of silence, 1 s of tone, 0.2 s of silence. */
  function signal(parts: number[]): Float32Array {
    const out = new Float32Array(Math.round(parts.reduce((s, p) => s + p, 0) * rate));
    let at = 0;
    parts.forEach((p, k) => {
      const n = Math.round(p * rate);
      for (let i = 0; i < n; i++) out[at + i] = k % 2 === 1 ? 0.3 * Math.sin((2 * Math.PI * 220 * i) / rate) : 0.001 * Math.sin(i);
      at += n;
    });
    return out;
  }

  it('cuts at pauses, not at short gaps between words, and keeps a little silence on each side', () => {
    const stretches = speechStretches(signal([0.5, 1, 0.05, 1, 0.6, 2, 0.5]), rate);
    expect(stretches).toHaveLength(2);
    // Speech 0.5–2.55 s (a 50 ms gap inside), then 3.15–5.15 s; 0.15 s of the pauses around each.
    expect(stretches[0]!.start).toBeCloseTo(0.35, 1);
    expect(stretches[0]!.end).toBeCloseTo(2.7, 1);
    expect(stretches[1]!.start).toBeCloseTo(3.0, 1);
    expect(stretches[1]!.end).toBeCloseTo(5.3, 1);
  });

  it('cuts a long stretch again at its longest gap', () => {
    const stretches = speechStretches(signal([0.6, 8, 0.1, 8, 0.08, 2, 0.6]), rate, { minPause: 0.25, maxStretch: 12, pad: 0.1 });
    expect(stretches).toHaveLength(2);
    expect(stretches[0]!.end).toBeGreaterThan(8.6);
    expect(stretches[0]!.end).toBeLessThan(8.8);
  });

  it('keeps a recording without a clear speech level in one piece', () => {
    expect(speechStretches(new Float32Array(rate * 2), rate)).toEqual([{ start: 0, end: 2 }]);
  });
});
