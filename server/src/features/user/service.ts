import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../../common/contracts/auth.ts';
import type { Profile, UpdateProfile } from '../../../../common/contracts/user.ts';
import {
  BUILT_IN_MISSION_IDS,
  MASTERY_SCORE,
  MODULE_IDS,
  earnedAchievements,
  moduleProgress,
  overallProgress,
} from '../../../../common/domain/progress.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { presentSessionUser } from '../../auth/presenters.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { rowsOf } from '../../auth/policies.ts';
import { notFound } from '../../http/errors.ts';

interface CountsRow {
  letters_mastered: number;
  words_practiced: number;
  sounds_mastered: number;
  phonics_words: number;
  missions_completed: number;
  successful_runs: number;
  stories_created: number;
}

const builtIns = sql.join(
  BUILT_IN_MISSION_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/** Everything the dashboard counts, read from the learner's own activity in one round trip. */
export async function activityCounts(db: Database, userId: string) {
  const result = await db.execute(sql`SELECT
    (SELECT count(DISTINCT target)::int FROM writing_samples
       WHERE user_id = ${userId} AND kind = 'letter' AND overall_score >= ${MASTERY_SCORE}) AS letters_mastered,
    (SELECT count(DISTINCT target)::int FROM writing_samples WHERE user_id = ${userId} AND kind = 'word') AS words_practiced,
    (SELECT count(DISTINCT target)::int FROM phonics_attempts
       WHERE user_id = ${userId} AND kind = 'sound' AND overall_score >= ${MASTERY_SCORE}) AS sounds_mastered,
    (SELECT count(DISTINCT target)::int FROM phonics_attempts WHERE user_id = ${userId} AND kind = 'word') AS phonics_words,
    (SELECT count(DISTINCT mission_id)::int FROM mission_runs
       WHERE user_id = ${userId} AND success AND mission_id IN (${builtIns})) AS missions_completed,
    (SELECT count(*)::int FROM mission_runs WHERE user_id = ${userId} AND success) AS successful_runs,
    (SELECT count(*)::int FROM stories WHERE user_id = ${userId}) AS stories_created`);
  const row = rowsOf<CountsRow>(result)[0]!;
  return {
    lettersMastered: row.letters_mastered,
    wordsPracticed: row.words_practiced,
    soundsMastered: row.sounds_mastered,
    phonicsWords: row.phonics_words,
    missionsCompleted: row.missions_completed,
    successfulRuns: row.successful_runs,
    storiesCreated: row.stories_created,
  };
}

export async function buildProfile(db: Database, user: UserRow): Promise<Profile> {
  const counts = await activityCounts(db, user.id);
  const progress = moduleProgress(counts);
  return {
    ...presentSessionUser(user),
    tokens: user.tokens,
    level: user.level,
    missionStreak: user.missionStreak,
    completedMissions: counts.successfulRuns,
    modules: MODULE_IDS.map((id) => ({ id, progress: progress[id] })),
    overallProgress: overallProgress(progress),
    achievements: earnedAchievements({
      letters: counts.lettersMastered,
      sounds: counts.soundsMastered,
      missions: counts.successfulRuns,
      words: counts.wordsPracticed + counts.phonicsWords,
      streak: user.missionStreak,
      tokens: user.tokens,
    }),
    counts: {
      lettersMastered: counts.lettersMastered,
      wordsPracticed: counts.wordsPracticed,
      soundsMastered: counts.soundsMastered,
      phonicsWords: counts.phonicsWords,
      missionsCompleted: counts.missionsCompleted,
      storiesCreated: counts.storiesCreated,
    },
  };
}

export async function updateProfile(db: Database, user: UserRow, changes: UpdateProfile): Promise<UserRow> {
  const preferences: Partial<Preferences> | undefined = changes.preferences
    ? { ...user.preferences, ...changes.preferences }
    : undefined;
  const [updated] = await db
    .update(users)
    .set({
      ...(changes.firstName !== undefined && { firstName: changes.firstName }),
      ...(changes.lastName !== undefined && { lastName: changes.lastName }),
      ...(changes.preferredLanguage !== undefined && { preferredLanguage: changes.preferredLanguage }),
      ...(changes.theme !== undefined && { theme: changes.theme }),
      ...(preferences && { preferences }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound('Account not found');
  return updated;
}

/** "Reset to defaults": theme, language-independent preferences and accessibility go back to their defaults. */
export async function resetPreferences(db: Database, user: UserRow): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ preferences: { ...DEFAULT_PREFERENCES }, theme: 'default', updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw notFound('Account not found');
  return updated;
}
