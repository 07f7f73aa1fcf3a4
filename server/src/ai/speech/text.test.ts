import { describe, expect, it } from 'vitest';
import { cleanArabicSpeechText, cleanSpeechText } from './text.ts';

describe('Arabic text for speech (spec 001 §7)', () => {
  it('strips direction marks, isolates and embeddings', () => {
    expect(cleanArabicSpeechText('\u200fمرحبا\u200e \u2067بك\u2069 \u202bيا\u202c \u061cصديقي')).toBe('مرحبا بك يا صديقي');
  });

  it('collapses extra spaces, tabs, newlines and no-break spaces into one space', () => {
    expect(cleanArabicSpeechText('  القطة\u00a0\u00a0 تجلس\t\tعلى\n\nالسجادة  ')).toBe('القطة تجلس على السجادة');
  });

  it('strips punctuation at both edges, Arabic and Latin, but keeps it inside', () => {
    expect(cleanArabicSpeechText('«مرحبا، كيف حالك؟»')).toBe('مرحبا، كيف حالك');
    expect(cleanArabicSpeechText('...!أحسنت!!!')).toBe('أحسنت');
    expect(cleanArabicSpeechText('"-- قطة --"')).toBe('قطة');
  });

  it('leaves nothing when there was only punctuation and marks', () => {
    expect(cleanArabicSpeechText(' \u200f؟!،. ')).toBe('');
  });

  it('keeps the letters, vowel marks (harakat) and digits untouched', () => {
    expect(cleanArabicSpeechText('كَتَبَ ٣ كُتُب')).toBe('كَتَبَ ٣ كُتُب');
  });
});

describe('text for speech in other languages', () => {
  it('drops direction marks and extra spaces but keeps the punctuation that shapes intonation', () => {
    expect(cleanSpeechText('\u200e  Where is  the cat?  ', 'en')).toBe('Where is the cat?');
    expect(cleanSpeechText('« Bonjour ! »', 'fr')).toBe('« Bonjour ! »');
  });

  it('applies the Arabic rules only to Arabic', () => {
    expect(cleanSpeechText('؟مرحبا؟', 'ar')).toBe('مرحبا');
  });
});
