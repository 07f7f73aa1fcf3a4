import { describe, expect, it } from 'vitest';
import { speechText } from './say-once.ts';

describe('speech text', () => {
  it('strips direction marks, extra spaces and edge punctuation from Arabic', () => {
    expect(speechText('\u200f  أحسنت!   حرفك   واضح. ', 'ar')).toBe('أحسنت! حرفك واضح');
    expect(speechText('\u200f  ذَهَبَ الوَلَدُ.  ', 'ar')).toBe('ذَهَبَ الوَلَدُ');
  });

  it('leaves other languages as they are, trimmed', () => {
    expect(speechText(' Great job! ', 'en')).toBe('Great job!');
  });
});
