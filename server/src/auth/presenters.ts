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

/** A person's name as others read it (an audit entry, who marked a record): first and last name, else the username. */
export function personName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
