import { describe, expect, it } from 'vitest';
import { outputWithheldMessage, quotaMessage, refusalMessage, warnedMessage } from './messages.ts';

describe('what a child reads when moderation steps in', () => {
  it('is in the interface language for en, fr, ar and it, and English for the others', () => {
    expect(refusalMessage('it', ['profanity'], 'child')).toBe('Usiamo parole gentili. Puoi ripeterlo senza le parolacce?');
    expect(refusalMessage('fr', ['profanity'], 'child')).not.toBe(refusalMessage('en', ['profanity'], 'child'));
    expect(refusalMessage('ar', [], 'child')).not.toBe(refusalMessage('en', [], 'child'));
    expect(warnedMessage('it')).toMatch(/^Attenzione/);
    expect(quotaMessage('it', 20)).toContain('tutti i 20 turni');
    expect(outputWithheldMessage('en-CA')).toBe(outputWithheldMessage('en'));
    expect(refusalMessage('cr', ['weapons'], 'child')).toBe(refusalMessage('en', ['weapons'], 'child'));
  });
});
