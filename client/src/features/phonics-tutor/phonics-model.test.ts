import { describe, expect, it } from 'vitest';
import {
  contentLanguageOf,
  elapsedSeconds,
  initialPracticeLanguage,
  isPraised,
  listOf,
  listenText,
  practiceLanguageAfterUiChange,
  RECORDING_MAX_MS,
  scorePercent,
  tipsOf,
  TOUR_STEPS,
} from './phonics-model.ts';

describe('phonics model', () => {
  it('opens in the interface language when there are lessons in it, and follows an Arabic interface', () => {
    expect(initialPracticeLanguage('fr')).toBe('fr');
    expect(initialPracticeLanguage('ar')).toBe('ar');
    expect(initialPracticeLanguage('it')).toBe('en');
    expect(initialPracticeLanguage('en-CA')).toBe('en');
    expect(practiceLanguageAfterUiChange('ar', 'en')).toBe('ar');
    expect(practiceLanguageAfterUiChange('fr', 'en')).toBe('en');
  });

  it('reads the Canadian lists for English under a Canadian interface', () => {
    expect(contentLanguageOf('en', 'en-CA')).toBe('en-CA');
    expect(contentLanguageOf('en', 'en')).toBe('en');
    expect(contentLanguageOf('fr', 'en-CA')).toBe('fr');
  });

  it('praises sounds at 80 and words at 75 (spec 001 §9)', () => {
    expect(isPraised('sound', 80)).toBe(true);
    expect(isPraised('sound', 79)).toBe(false);
    expect(isPraised('word', 75)).toBe(true);
    expect(isPraised('word', 74)).toBe(false);
  });

  it('records at most 5 s for a sound and 8 s for a word, counting whole seconds', () => {
    expect(RECORDING_MAX_MS).toEqual({ sound: 5000, word: 8000 });
    expect(elapsedSeconds(999, 5000)).toBe(0);
    expect(elapsedSeconds(2100, 5000)).toBe(2);
    expect(elapsedSeconds(5300, 5000)).toBe(5);
  });

  it('shows 2 tips and whole percentages, and has 8 tour steps', () => {
    expect(tipsOf(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(scorePercent(84.6)).toBe(85);
    expect(scorePercent(140)).toBe(100);
    expect(TOUR_STEPS).toHaveLength(8);
  });

  it('listens to the examples of a sound and to the item itself for a word', () => {
    expect(listenText(['ship', 'shoe'], 'sh', 'sound')).toBe('ship, shoe');
    expect(listenText([], 'I see a cat.', 'word')).toBe('I see a cat.');
    expect(listOf(['sun', 'sock', 'bus'], 'en')).toBe('sun, sock, bus');
    expect(listOf(['باب', 'بطة'], 'ar')).toContain('،');
  });
});
