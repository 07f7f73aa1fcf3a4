import { eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type Preferences } from '@common/contracts/auth.ts';
import type { UpdateProfile } from '@common/contracts/user.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

export async function updateProfile(db: Database, user: UserRow, changes: UpdateProfile): Promise<UserRow> {
  const preferences: Partial<Preferences> | undefined = changes.preferences ? { ...user.preferences, ...changes.preferences } : undefined;
  const [updated] = await db
    .update(users)
    .set({
      ...(changes.firstName !== undefined && { firstName: changes.firstName }),
      ...(changes.lastName !== undefined && { lastName: changes.lastName }),
      ...(changes.preferredLanguage !== undefined && { preferredLanguage: changes.preferredLanguage }),
      ...(changes.theme !== undefined && { theme: changes.theme }),
      ...(preferences && { preferences }),
      ...(changes.timeZone !== undefined && { timeZone: changes.timeZone }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound(message('notFound.account'));
  return updated;
}

/** "Reset to defaults": theme, language-independent preferences and accessibility go back to their defaults. */
export async function resetPreferences(db: Database, user: UserRow): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ preferences: { ...DEFAULT_PREFERENCES }, theme: 'default', updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound(message('notFound.account'));
  return updated;
}
