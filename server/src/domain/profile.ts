/**
 * A learner's profile: the account and the figures the dashboard, My progress, My children and the printable
 * report show. It lives outside the features because three of them present it (user, children, the report), and
 * features never import one another; it holds no access decision, callers authorize before asking for it.
 */
import { sql } from 'drizzle-orm';
import type { Profile } from '@common/contracts/user.ts';
import { dayIn, zoneOrUtc } from '@common/domain/calendar.ts';
import {
  BUILT_IN_MISSION_IDS,
  MASTERY_SCORE,
  currentStreak,
  MODULE_IDS,
  earnedAchievements,
  moduleProgress,
  overallProgress,
} from '@common/domain/progress.ts';
import type { Database } from '../db/client.ts';
import { presentSessionUser } from '../auth/presenters.ts';
import type { UserRow } from '../auth/sessions.ts';
import { changeFeedOf, InvalidatedCache } from '../db/change-feed.ts';
import { reusableAnswer } from '../http/serialization.ts';

const builtIns = sql.join(
  BUILT_IN_MISSION_IDS.map((id) => sql`${id}`),
  sql`, `,
);

const user = sql.placeholder('userId');

/**
 * Everything the dashboard counts, read from the learner's own activity in one round trip: one scan per activity
 * table, with FILTER picking each count's rows. Prepared once per database, so on Postgres the named statement
 * keeps its plan instead of being planned again on every profile request.
 */
function prepareActivityCounts(db: Database) {
  return db
    .select({
      lettersMastered: sql<number>`w.letters_mastered`,
      wordsPracticed: sql<number>`w.words_practiced`,
      soundsMastered: sql<number>`p.sounds_mastered`,
      phonicsWords: sql<number>`p.phonics_words`,
      missionsCompleted: sql<number>`m.missions_completed`,
      differentMissions: sql<number>`m.different_missions`,
      successfulRuns: sql<number>`m.successful_runs`,
      lastMissionAt: sql<number | null>`m.last_mission_at`,
      storiesCreated: sql<number>`s.stories_created`,
    })
    .from(
      sql`(SELECT count(DISTINCT target) FILTER (WHERE kind = 'letter' AND overall_score >= ${MASTERY_SCORE})::int AS letters_mastered,
              count(DISTINCT target) FILTER (WHERE kind = 'word')::int AS words_practiced
         FROM writing_samples WHERE user_id = ${user}) AS w,
      (SELECT count(DISTINCT target) FILTER (WHERE kind = 'sound' AND overall_score >= ${MASTERY_SCORE})::int AS sounds_mastered,
              count(DISTINCT target) FILTER (WHERE kind = 'word')::int AS phonics_words
         FROM phonics_attempts WHERE user_id = ${user}) AS p,
      (SELECT count(DISTINCT mission_id) FILTER (WHERE mission_id IN (${builtIns}))::int AS missions_completed,
              count(DISTINCT mission_id)::int AS different_missions,
              count(*)::int AS successful_runs,
              extract(epoch FROM max(created_at))::float8 AS last_mission_at
         FROM mission_runs WHERE user_id = ${user} AND success) AS m,
      (SELECT count(*)::int AS stories_created FROM stories WHERE user_id = ${user}) AS s`,
    )
    .prepare('activity_counts');
}

type ActivityCounts = Awaited<ReturnType<ReturnType<typeof prepareActivityCounts>['execute']>>[number];

interface CountsReader {
  read(userId: string): Promise<ActivityCounts>;
}

/** One prepared query per database; on the embedded database its answers are cached until activity changes. */
function countsReader(db: Database): CountsReader {
  const query = prepareActivityCounts(db);
  const load = async (userId: string) => (await query.execute({ userId }))[0]!;
  const feed = changeFeedOf(db);
  if (!feed) return { read: load };
  const cache = new InvalidatedCache<ActivityCounts>();
  feed.subscribe((change) => {
    if (change.startsWith('activity:')) cache.invalidate(change.slice('activity:'.length));
  });
  return { read: (userId) => cache.get(userId, () => load(userId)) };
}

const readers = new WeakMap<Database, CountsReader>();

export function activityCounts(db: Database, userId: string): Promise<ActivityCounts> {
  let reader = readers.get(db);
  if (!reader) readers.set(db, (reader = countsReader(db)));
  return reader.read(userId);
}

/**
 * The last profile built from a user row and activity counts, on a day of the user's clock (the streak depends on
 * the day). On the embedded database both come from caches that hand out the same object until the data changes
 * (sessions.ts, `countsReader` above), so a dashboard polling its profile gets the same frozen answer, serialized
 * once (http/serialization.ts). On Postgres every read is a new row: no hit, nothing kept past the row's life.
 */
const built = new WeakMap<UserRow, { counts: ActivityCounts; day: string; profile: Profile }>();

export async function buildProfile(db: Database, user: UserRow): Promise<Profile> {
  const counts = await activityCounts(db, user.id);
  const day = dayIn(Date.now(), zoneOrUtc(user.timeZone));
  const last = built.get(user);
  if (last && last.counts === counts && last.day === day) return last.profile;
  const profile = reusableAnswer(profileOf(user, counts));
  built.set(user, { counts, day, profile });
  return profile;
}

function profileOf(user: UserRow, counts: ActivityCounts): Profile {
  const progress = moduleProgress(counts);
  // The stored streak is as of the last completed mission; a day without one ends it.
  const lastMission = counts.lastMissionAt === null ? null : new Date(Number(counts.lastMissionAt) * 1000);
  const missionStreak = currentStreak(user.missionStreak, lastMission, zoneOrUtc(user.timeZone));
  return {
    ...presentSessionUser(user),
    tokens: user.tokens,
    level: user.level,
    missionStreak,
    completedMissions: counts.successfulRuns,
    modules: MODULE_IDS.map((id) => ({ id, progress: progress[id] })),
    overallProgress: overallProgress(progress),
    achievements: earnedAchievements({
      letters: counts.lettersMastered,
      sounds: counts.soundsMastered,
      // Missions, not runs: the same mission solved three times is one mission (spec 000 §9, "3 or more missions").
      missions: counts.differentMissions,
      words: counts.wordsPracticed + counts.phonicsWords,
      streak: missionStreak,
      tokens: user.tokens,
    }),
    counts: {
      lettersMastered: counts.lettersMastered,
      wordsPracticed: counts.wordsPracticed,
      soundsMastered: counts.soundsMastered,
      phonicsWords: counts.phonicsWords,
      missionsCompleted: counts.missionsCompleted,
      differentMissions: counts.differentMissions,
      storiesCreated: counts.storiesCreated,
    },
  };
}
