/** The password rules a new password can break: the sign-up, invitation, reset and settings screens each word them. */
export type PasswordRule = 'common' | 'isEmail' | 'tooLong' | 'tooShort';

/** A refusal of a new password: the server's error body, or the browser's own check of the contract. */
export type PasswordRefusal = { message?: string; messageKey?: string } | null | undefined;

/**
 * The rule a refused new password broke. The server names its own rules (a common password, the e-mail address
 * itself) by `messageKey`, whatever language it wrote them in; the length rules are the contract's, whose English
 * sentence is the same whether the browser's check or the server's refused it (none when the browser only knows
 * that the password was refused).
 */
export function passwordRule(refusal: PasswordRefusal): PasswordRule {
  if (refusal?.messageKey === 'account.commonPassword') return 'common';
  if (refusal?.messageKey === 'account.passwordIsEmail') return 'isEmail';
  return /at most/.test(refusal?.message ?? '') ? 'tooLong' : 'tooShort';
}
