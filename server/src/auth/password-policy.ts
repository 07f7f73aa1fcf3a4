import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { badRequest } from '../http/errors.ts';
import { message } from '../http/messages.ts';

/**
 * The most common passwords (content/passwords/common-passwords.txt, with its source), read once. A password is
 * refused when it is one of them whatever its case, so "Password123" goes with "password123". The minimum length is
 * the contract's (common/contracts/account.ts), checked before a handler runs.
 */
const LIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/passwords/common-passwords.txt');

let common: Set<string> | null = null;
export function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Throws 400 (naming `field`) when the password is too easy to guess: a common one, or the account's own e-mail. */
export function assertAcceptablePassword(password: string, field: string, account: { email?: string | null } = {}): void {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) {
    throw badRequest(message('account.commonPassword'), field);
  }
  if (account.email && (lower === account.email.toLowerCase() || lower === account.email.split('@')[0]!.toLowerCase())) {
    throw badRequest(message('account.passwordIsEmail'), field);
  }
}
