import { describe, expect, it } from 'vitest';
import { matchVoiceCommand } from './voice.ts';

describe('voice navigation (spec 000 §4)', () => {
  it('finds each page by its keywords', () => {
    expect(matchVoiceCommand('I want to practise phonics', 'en')).toBe('phonics-tutor');
    expect(matchVoiceCommand('Handwriting please', 'en')).toBe('writing-buddy');
    expect(matchVoiceCommand('Can we draw something?', 'en')).toBe('creative-lab');
    expect(matchVoiceCommand('robot', 'en')).toBe('stem-mission-coach');
    expect(matchVoiceCommand('go home', 'en')).toBe('dashboard');
  });

  it('takes the first entry in the spec order when several match', () => {
    // "say" (phonics) comes before "story" (creative lab) and "start" (dashboard).
    expect(matchVoiceCommand('say a story from the start', 'en')).toBe('phonics-tutor');
    expect(matchVoiceCommand('write a story', 'en')).toBe('writing-buddy');
  });

  it('matches whole words only', () => {
    expect(matchVoiceCommand('the mainland is sunny', 'en')).toBeNull();
    expect(matchVoiceCommand('essay', 'en')).toBeNull();
  });

  it('understands the interface language as well as English', () => {
    expect(matchVoiceCommand('Je veux écrire', 'fr')).toBe('writing-buddy');
    expect(matchVoiceCommand('أريد أن أرسم قصة', 'ar')).toBe('creative-lab');
    expect(matchVoiceCommand('robot', 'ar')).toBe('stem-mission-coach');
  });

  it('an empty or unrelated transcript is not a command', () => {
    expect(matchVoiceCommand('', 'en')).toBeNull();
    expect(matchVoiceCommand('what is two plus two', 'en')).toBeNull();
  });
});
