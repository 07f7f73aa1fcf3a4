import { describe, expect, it } from 'vitest';
import { sentencesOf, wordAt, wordsOf } from './read-along.ts';

describe('read-along positions', () => {
  it('splits a page into sentences and finds the word being said', () => {
    const page = 'Once upon a time. A dragon was afraid! Why?';
    expect(sentencesOf(page).map((s) => s.text)).toEqual(['Once upon a time.', 'A dragon was afraid!', 'Why?']);
    const words = wordsOf(page);
    const second = sentencesOf(page)[1]!;
    expect(words[wordAt(words, second.start)!]!.text).toBe('A');
    expect(words[wordAt(words, second.start + 3)!]!.text).toBe('dragon');
    expect(wordAt(words, -1)).toBeNull();
  });

  it('reads Arabic sentences ending in the Arabic question mark', () => {
    expect(sentencesOf('هل رأيت التنين؟ نعم.').map((s) => s.text)).toEqual(['هل رأيت التنين؟', 'نعم.']);
  });
});
