import { describe, expect, it } from 'vitest';
import { PASSAGE_GRADES } from '../contracts/fluency.ts';
import { EXCELLENT_WPM, PASSAGES, passagesFor, tokensOf } from './passages.ts';

describe('reading passages', () => {
  it.each(['en', 'fr', 'ar'] as const)('%s: two or more per grade, each long enough for a minute at the excellent rate', (language) => {
    for (const grade of PASSAGE_GRADES) {
      const passages = passagesFor(grade, language);
      expect(passages.length, `${language} ${grade}`).toBeGreaterThanOrEqual(2);
      for (const p of passages) {
        expect(p.wordCount, p.id).toBeGreaterThanOrEqual(EXCELLENT_WPM[grade]);
        expect(p.decodable).toBe(grade === 'kindergarten' || grade === 'grade1');
      }
    }
  });

  it('Arabic: decodable passages are fully vowelled, and a word keeps its last vowel sign while the Arabic comma and question mark go', () => {
    const arabic = passagesFor(undefined, 'ar');
    // Letters (U+0621–U+064A) and vowel signs (U+064B–U+0652, U+0670) only, written as a letter class plus marks.
    const arabicWord = /^(?:[\u0621-\u064A]|\p{M})+$/u;
    expect(arabic.flatMap((p) => p.words.filter((w) => !arabicWord.test(w)))).toEqual([]);
    // At K-1 every word carries vowel signs (harakat): a beginning reader is never left to guess.
    const unvowelled = arabic.filter((p) => p.decodable).flatMap((p) => p.words.filter((w) => !/\p{M}/u.test(w)));
    expect(unvowelled).toEqual([]);
    expect(arabic.filter((p) => p.decodable)).toHaveLength(4);
    expect(tokensOf('سَمِيرٌ لَهُ قِطٌّ، هَلْ تَرَاهُ؟')).toEqual([
      { word: 'سَمِيرٌ', brk: null },
      { word: 'لَهُ', brk: null },
      { word: 'قِطٌّ', brk: 'phrase' },
      { word: 'هَلْ', brk: null },
      { word: 'تَرَاهُ', brk: 'sentence' },
    ]);
  });

  it('has unique ids, and words without punctuation with the breaks after them', () => {
    expect(new Set(PASSAGES.map((p) => p.id)).size).toBe(PASSAGES.length);
    expect(tokensOf('Hop, bug, hop! « Tu es sale », dit-il.')).toEqual([
      { word: 'Hop', brk: 'phrase' },
      { word: 'bug', brk: 'phrase' },
      { word: 'hop', brk: 'sentence' },
      { word: 'Tu', brk: null },
      { word: 'es', brk: null },
      { word: 'sale', brk: null },
      { word: 'dit-il', brk: 'sentence' },
    ]);
  });
});
