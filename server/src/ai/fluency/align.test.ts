import { describe, expect, it } from 'vitest';
import { PASSAGES } from '@common/content/passages.ts';
import { fluencyFigures } from '@common/contracts/fluency.ts';
import { alignReading } from './align.ts';
import { suggestExpression } from './expression.ts';
import { pitchRangeSemitones, trackPitch } from './pitch.ts';

const passage = 'The cat sat on the mat and the dog ran'.split(' ');
const heard = (text: string) => text.split(' ').map((word) => ({ word }));

describe('alignReading', () => {
  it('marks a perfect reading correct, up to the last word read', () => {
    const a = alignReading(passage, heard('the cat sat on the mat'));
    expect(a.marks.slice(0, 6)).toEqual(Array(6).fill('correct'));
    expect(a.lastWordIndex).toBe(5);
    expect(fluencyFigures(a.marks, a.lastWordIndex, 30)).toEqual({ wordsRead: 6, wordsCorrect: 6, errors: 0, wcpm: 12, accuracy: 100 });
  });

  it('finds an omission and a substitution, and counts an insertion', () => {
    const a = alignReading(passage, heard('the cat on the hat and um the dog ran'));
    expect(a.marks[2]).toBe('omitted');
    expect(a.marks[5]).toBe('substituted');
    expect(a.heard[5]).toBe('hat');
    expect(a.insertions).toBe(1);
    expect(a.lastWordIndex).toBe(9);
    expect(fluencyFigures(a.marks, a.lastWordIndex, 60)).toMatchObject({ wordsRead: 10, wordsCorrect: 8, errors: 2, wcpm: 8, accuracy: 80 });
  });

  it('does not penalise a self-correction or a repeat', () => {
    const a = alignReading(passage, heard('the cat sat sat on the mop mat and the dog ran'));
    expect(a.marks[5]).toBe('self_corrected');
    expect(a.heard[5]).toBe('mop');
    expect(a.marks.every((m) => m === 'correct' || m === 'self_corrected')).toBe(true);
    expect(a.insertions).toBe(0);
  });

  it('reads a skipped line as a run of omissions, not as the next line misread', () => {
    const story = PASSAGES.find((p) => p.id === 'en-2-1')!.words;
    // What the offline transcriber heard of espeak-ng reading the first sentence, skipping 29 words, and reading on
    // (its mishearings as it made them): at a full cost a word, the next sentence was paired with the skipped one.
    const a = alignReading(
      story,
      heard(
        "We'll be back. My and her brother Leo took their new kite to the park It vanced. And deep like a bird. Man, a strong gust pulled the string right out of Leo's hands.",
      ),
    );
    const skipped = story.indexOf('park') + 1;
    const resumed = story.indexOf('It');
    expect(a.marks.slice(skipped, resumed)).toEqual(Array(resumed - skipped).fill('omitted'));
    expect(a.marks[story.indexOf('like')]).toBe('correct');
    expect(a.lastWordIndex).toBe(story.indexOf('hands'));
    // Two words left out apart are two omissions, as before.
    const b = alignReading(passage, heard('the sat on the mat and dog ran'));
    expect([b.marks[1], b.marks[7]]).toEqual(['omitted', 'omitted']);
    expect(b.marks.filter((m) => m !== 'correct')).toHaveLength(2);
  });

  it('reads nothing from silence', () => {
    const a = alignReading(passage, []);
    expect(a.lastWordIndex).toBeNull();
    expect(fluencyFigures(a.marks, a.lastWordIndex, 60)).toEqual({ wordsRead: 0, wordsCorrect: 0, errors: 0, wcpm: 0, accuracy: 0 });
  });
});

describe('expression suggestion', () => {
  it('moves from 3 with phrasing and pitch, within 1–5', () => {
    expect(suggestExpression({ sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null })).toBe(3);
    expect(suggestExpression({ sentenceEndPauses: 0.9, midPhrasePausesPer100: 5, pitchRangeSemitones: 9 })).toBe(5);
    expect(suggestExpression({ sentenceEndPauses: 0.1, midPhrasePausesPer100: 50, pitchRangeSemitones: 2 })).toBe(1);
  });

  it('tracks the pitch of a gliding tone', () => {
    const rate = 16_000;
    let phase = 0;
    // Two seconds gliding from 150 to 300 Hz: an octave, 12 semitones.
    const samples = Float32Array.from({ length: rate * 2 }, (_, i) => {
      phase += (2 * Math.PI * (150 + (150 * i) / (rate * 2))) / rate;
      return 0.5 * Math.sin(phase);
    });
    const range = pitchRangeSemitones(trackPitch(samples, rate))!;
    expect(range).toBeGreaterThan(8);
    expect(range).toBeLessThan(12);
  });
});
