import { describe, expect, it } from 'vitest';
import { PASSAGE_GRADES } from '../contracts/fluency.ts';
import { EXCELLENT_WPM, PASSAGES, passagesFor, tokensOf } from './passages.ts';

describe('reading passages', () => {
  it.each(['en', 'fr'] as const)('%s: two or more per grade, each long enough for a minute at the excellent rate', (language) => {
    for (const grade of PASSAGE_GRADES) {
      const passages = passagesFor(grade, language);
      expect(passages.length, `${language} ${grade}`).toBeGreaterThanOrEqual(2);
      for (const p of passages) {
        expect(p.wordCount, p.id).toBeGreaterThanOrEqual(EXCELLENT_WPM[grade]);
        expect(p.decodable).toBe(grade === 'kindergarten' || grade === 'grade1');
      }
    }
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
