import { describe, expect, it } from 'vitest';
import { passwordRule } from './password-rule.ts';

describe('the rule a refused new password broke', () => {
  it("reads the server's own rules by key, whatever language the sentence came in", () => {
    const fr = 'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre.';
    expect(passwordRule({ message: fr, messageKey: 'account.commonPassword' })).toBe('common');
    expect(passwordRule({ message: 'يجب ألا تكون كلمة المرور هي عنوان بريدك الإلكتروني.', messageKey: 'account.passwordIsEmail' })).toBe('isEmail');
  });

  it("reads the contract's length rules by their words, from the browser's own check or the server's", () => {
    expect(passwordRule({ message: 'Password must be at most 128 characters' })).toBe('tooLong');
    expect(passwordRule({ message: 'newPassword: Password must be at most 128 characters', messageKey: 'http.invalidField' })).toBe('tooLong');
    expect(passwordRule({ message: 'Password must be at least 10 characters' })).toBe('tooShort');
    expect(passwordRule(null)).toBe('tooShort');
  });
});
