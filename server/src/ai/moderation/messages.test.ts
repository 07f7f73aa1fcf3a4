import { describe, expect, it } from 'vitest';
import { outputWithheldMessage, quotaMessage, refusalMessage, warnedMessage } from './messages.ts';

describe('what a child reads when moderation steps in', () => {
  it('is in the conversation’s language for en, fr, ar and it, and English for the others', () => {
    const refusal = (language: string, reasons: Parameters<typeof refusalMessage>[1]) => refusalMessage(language, reasons, 'child').in('en');
    expect(refusal('it', ['profanity'])).toBe('Usiamo parole gentili. Puoi ripeterlo senza le parolacce?');
    expect(refusal('fr', ['profanity'])).not.toBe(refusal('en', ['profanity']));
    expect(refusal('ar', [])).not.toBe(refusal('en', []));
    expect(warnedMessage('it')).toMatch(/^Attenzione/);
    expect(quotaMessage('it', 20).in('en')).toContain('tutti i 20 turni');
    expect(outputWithheldMessage('en-CA')).toBe(outputWithheldMessage('en'));
    expect(refusal('cr', ['weapons'])).toBe(refusal('en', ['weapons']));
  });

  it('a refusal sent stays in the conversation’s language whatever language the page asks for', () => {
    const refusal = refusalMessage('fr', ['profanity'], 'child');
    expect(refusal.in('ar')).toBe(refusal.in('it'));
    expect(refusal.in('ar')).toBe(refusal.in('fr'));
    expect(refusal.key).toBe('moderation.refused.profanity');
  });
});
