import { DEFAULT_PREFERENCES, type SessionUser } from '@common/contracts/auth.ts';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { isTheme } from '@common/domain/themes.ts';
import type { UserRow } from './sessions.ts';

/** The fields of an account that leave the server. Never the hash, never the organisation's internals. */
export function presentSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    preferredLanguage: normalizeLanguage(user.preferredLanguage) ?? 'en',
    theme: isTheme(user.theme) ? user.theme : 'default',
    plan: user.plan,
    preferences: { ...DEFAULT_PREFERENCES, ...user.preferences },
    timeZone: user.timeZone,
  };
}
