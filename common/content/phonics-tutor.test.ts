import { describe, expect, it } from 'vitest';
import { dictionary } from 'cmu-pronouncing-dictionary';
import {
  ARPABET,
  findTarget,
  groupsFor,
  hintLanguageOf,
  PHONICS_DIFFICULTIES,
  PHONICS_LANGUAGES,
  phonemesOf,
  wordsFor,
} from './phonics-tutor.ts';

const cmu = (word: string) => dictionary[word]?.replace(/\d/g, '').split(' ');
const cmuOfText = (text: string) => (text.toLowerCase().match(/[a-z']+/g) ?? []).flatMap((w) => cmu(w) ?? ['<missing>']);

describe('Phonics Tutor content', () => {
  it('has the sound groups of spec 001 §3 in each language', () => {
    const ids = (language: (typeof PHONICS_LANGUAGES)[number]) => groupsFor(language).map((g) => g.id);
    expect(ids('en')).toEqual(['single-sounds', 'digraphs', 'blends', 'vowel-teams']);
    expect(ids('fr')).toEqual(['single-sounds', 'digraphs', 'blends', 'vowel-teams']);
    expect(ids('en-CA')).toEqual(['single-sounds', 'digraphs', 'blends', 'vowel-teams', 'canadian-words']);
    expect(ids('ar')).toEqual(['single-sounds', 'short-vowels', 'long-vowels', 'common-words']);
  });

  it('has 10 items per difficulty in every language, and every item is in its own script', () => {
    for (const language of PHONICS_LANGUAGES) {
      for (const difficulty of PHONICS_DIFFICULTIES) {
        const items = wordsFor(language, difficulty);
        expect(items).toHaveLength(10);
        expect(new Set(items).size).toBe(10);
        const script = language === 'ar' ? /\p{Script=Arabic}/u : /^[\p{Script=Latin}\s'’.,!?-]+$/u;
        for (const item of items) {
          expect(item).toMatch(script);
          // Targets are compared as sent, so the content keeps one Unicode form (NFC).
          expect(item).toBe(item.normalize('NFC'));
        }
      }
      // Beginner items are single sight words; the others are sentences.
      for (const word of wordsFor(language, 'beginner')) expect(word.trim().split(/\s+/)).toHaveLength(1);
      for (const sentence of wordsFor(language, 'advanced')) expect(sentence.split(/\s+/).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('every English item has its CMU dictionary phonemes, and each sound is heard in one of its examples', () => {
    for (const language of ['en', 'en-CA'] as const) {
      const items = [
        ...groupsFor(language).flatMap((g) => g.sounds.flatMap((s) => s.examples)),
        ...PHONICS_DIFFICULTIES.flatMap((d) => wordsFor(language, d)),
      ];
      for (const item of items) {
        expect(phonemesOf(language, item), item).toEqual(cmuOfText(item));
        expect(cmuOfText(item), item).not.toContain('<missing>');
      }
      for (const sound of groupsFor(language).flatMap((g) => g.sounds)) {
        expect(sound.phonemes.every((p) => ARPABET.has(p)), sound.id).toBe(true);
        const heard = sound.examples.some((example) => cmuOfText(example).join(' ').includes(sound.phonemes.join(' ')));
        const isWord = cmu(sound.text)?.join(' ') === sound.phonemes.join(' ');
        expect(heard || isWord, `${sound.id} in its examples`).toBe(true);
      }
    }
  });

  it('French and Arabic items have espeak-ng IPA phonemes', () => {
    expect(phonemesOf('fr', 'chien')).toEqual(['ʃ', 'j', 'ɛ̃']);
    expect(phonemesOf('ar', 'شمس')).toEqual(['ʃ', 'a', 'm', 's']);
    for (const language of ['fr', 'ar'] as const) {
      for (const difficulty of PHONICS_DIFFICULTIES) {
        for (const item of wordsFor(language, difficulty)) expect(phonemesOf(language, item)!.length, item).toBeGreaterThan(0);
      }
    }
  });

  it('every sound has a hint in each interface language; others read English', () => {
    for (const language of PHONICS_LANGUAGES) {
      for (const sound of groupsFor(language).flatMap((g) => g.sounds)) {
        expect(Object.keys(sound.hint).sort()).toEqual(['ar', 'en', 'fr', 'it']);
      }
    }
    expect(hintLanguageOf('fr')).toBe('fr');
    expect(hintLanguageOf('en-CA')).toBe('en');
    expect(hintLanguageOf('cr')).toBe('en');
  });

  it('finds a target by sound text or id, and a reading item exactly', () => {
    expect(findTarget('en', 'sound', 'sh')).toMatchObject({ kind: 'sound', groupId: 'digraphs', phonemes: ['SH'] });
    expect(findTarget('ar', 'sound', 'ب')).toMatchObject({ groupId: 'single-sounds' });
    expect(findTarget('ar', 'sound', 'ba')).toMatchObject({ groupId: 'single-sounds' });
    expect(findTarget('en-CA', 'sound', 'colour')).toMatchObject({ groupId: 'canadian-words' });
    expect(findTarget('en', 'sound', 'colour')).toBeNull();
    expect(findTarget('en', 'word', 'The dog can run.')).toMatchObject({ kind: 'word', difficulty: 'intermediate' });
    expect(findTarget('en', 'word', 'dinosaur')).toBeNull();
  });
});
