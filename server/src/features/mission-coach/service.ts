/**
 * STEM Mission Coach on the server: a submitted program is run again here with the same simulation the browser
 * uses, and only that result is stored. Tokens come once, on a mission's first completion; the mission streak is
 * the number of consecutive days (UTC) ending today or yesterday with at least one completed mission.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { missionAchievements, tokensFor } from '@common/content/mission-coach.ts';
import type { MissionProgress, SubmitResponse } from '@common/contracts/mission-coach.ts';
import { BUILT_IN_MISSION_IDS } from '@common/domain/progress.ts';
import { addDays, localTime, zoneOrUtc } from '@common/domain/calendar.ts';
import { simulate } from '@common/robot/simulate.ts';
import type { Block } from '@common/robot/types.ts';
import type { Database } from '../../db/client.ts';
import { missionRuns, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { findMissionFor, isBuiltIn, missionsFor, type Learner } from './missions.ts';

/** Best successful run per mission of one learner. */
async function bestRuns(db: Database, userId: string): Promise<Map<string, { efficiency: number; steps: number }>> {
  const rows = await db
    .select({
      missionId: missionRuns.missionId,
      efficiency: sql<number>`max(${missionRuns.efficiency})::int`,
      steps: sql<number>`min(${missionRuns.steps})::int`,
    })
    .from(missionRuns)
    .where(and(eq(missionRuns.userId, userId), eq(missionRuns.success, true)))
    .groupBy(missionRuns.missionId);
  return new Map(rows.map((r) => [r.missionId, { efficiency: r.efficiency, steps: r.steps }]));
}

/** Spec 001 §4: a mission is unlocked if it is the first or the previous mission is completed. Built-ins only. */
export function isUnlocked(missionId: string, completed: ReadonlySet<string>): boolean {
  const index = (BUILT_IN_MISSION_IDS as readonly string[]).indexOf(missionId);
  if (index <= 0) return true;
  return completed.has(BUILT_IN_MISSION_IDS[index - 1]!);
}

/**
 * Consecutive days with a completed mission, ending today or yesterday; `days` (YYYY-MM-DD, newest first) and `today`
 * are days on the child's clock.
 */
export function streakOf(days: readonly string[], today: string): number {
  let expected = days[0] === today ? today : addDays(today, -1);
  let streak = 0;
  for (const day of days) {
    if (day !== expected) break;
    streak += 1;
    expected = addDays(expected, -1);
  }
  return streak;
}

/** Every time zone's offset is a whole number of quarter hours, so no quarter hour of UTC spans a local midnight. */
const QUARTER_HOUR_S = 900;

/**
 * The days on `timeZone`'s clock with a completed mission, newest first. The database gives the quarter hours that
 * hold one (it need not know the zone's name) and the days are read from them here.
 */
async function successDays(db: Database, userId: string, timeZone: string): Promise<string[]> {
  const quarter = sql<string>`floor(extract(epoch from ${missionRuns.createdAt}) / ${sql.raw(String(QUARTER_HOUR_S))})::bigint`;
  const rows = await db
    .selectDistinct({ quarter })
    .from(missionRuns)
    .where(and(eq(missionRuns.userId, userId), eq(missionRuns.success, true)))
    .orderBy(desc(quarter))
    .limit(40_000);
  const days: string[] = [];
  for (const { quarter } of rows) {
    const day = localTime(Number(quarter) * QUARTER_HOUR_S * 1000, timeZone).day;
    if (days.at(-1) !== day) days.push(day);
  }
  return days;
}

export async function submit(db: Database, learner: Learner, missionId: string, code: Block[]): Promise<SubmitResponse> {
  const mission = await findMissionFor(db, learner, missionId, 'en');
  if (!mission) throw notFound(message('notFound.mission'));
  const outcome = simulate(mission, code, { trace: false });
  const { result } = outcome;

  return db.transaction(async (tx) => {
    // One submission at a time per learner, so two quick successes cannot both be "first" and earn twice.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${learner.id} FOR UPDATE`);
    const q = tx as unknown as Database;
    const best = await bestRuns(q, learner.id);
    if (isBuiltIn(missionId) && !isUnlocked(missionId, new Set(best.keys()))) throw new HttpError(403, 'locked', message('missions.locked'));

    const firstCompletion = result.success && !best.has(missionId);
    await tx.insert(missionRuns).values({
      userId: learner.id,
      missionId,
      code,
      success: result.success,
      steps: result.steps,
      itemsCollected: result.itemsCollected,
      efficiency: result.efficiency,
    });
    const tokensEarned = firstCompletion ? tokensFor(mission.difficulty) : 0;
    const [current] = await tx.select({ missionStreak: users.missionStreak }).from(users).where(eq(users.id, learner.id));
    let missionStreak = current?.missionStreak ?? 0;
    if (result.success) {
      const timeZone = zoneOrUtc(learner.timeZone);
      missionStreak = streakOf(await successDays(q, learner.id, timeZone), localTime(Date.now(), timeZone).day);
    }
    if (tokensEarned > 0 || missionStreak !== current?.missionStreak) {
      await tx
        .update(users)
        .set({ tokens: sql`${users.tokens} + ${tokensEarned}`, missionStreak, updatedAt: new Date() })
        .where(eq(users.id, learner.id));
    }
    return {
      result,
      ...(outcome.error && { error: outcome.error }),
      tokensEarned,
      firstCompletion,
      missionStreak,
    };
  });
}

/** Coding level 1–5 (the bar shows level × 20): one level per built-in mission completed. */
export function codingLevel(builtInsCompleted: number): number {
  return Math.max(1, Math.min(5, builtInsCompleted));
}

/** Loop Learner: Efficient Programming completed by a program that really uses a repeat block. */
async function solvedWithRepeat(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: missionRuns.id })
    .from(missionRuns)
    .where(
      and(
        eq(missionRuns.userId, userId),
        eq(missionRuns.missionId, 'use-repeat'),
        eq(missionRuns.success, true),
        sql`jsonb_path_exists(${missionRuns.code}, '$.** ? (@.type == "repeat")')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function progress(db: Database, learner: Learner, language: string): Promise<MissionProgress> {
  const [missions, best, loops] = await Promise.all([missionsFor(db, learner, language), bestRuns(db, learner.id), solvedWithRepeat(db, learner.id)]);
  const playable = new Set(missions.map((m) => m.id));
  const completed = missions.filter((m) => best.has(m.id)).map((m) => m.id);
  const builtInsDone = completed.filter(isBuiltIn).length;
  const efficiencies = completed.map((id) => best.get(id)!.efficiency);
  const average = efficiencies.length ? Math.round(efficiencies.reduce((a, b) => a + b, 0) / efficiencies.length) : 0;
  const perfect = efficiencies.filter((e) => e >= 100).length;
  const earned = new Set<string>();
  if (completed.length >= 1) earned.add('first-mission');
  if (loops) earned.add('loop-learner');
  if (best.has('conditional-logic')) earned.add('smart-coder');
  if (perfect >= 3) earned.add('perfect-pilot');
  if (builtInsDone === BUILT_IN_MISSION_IDS.length) earned.add('robot-master');
  return {
    missions_completed: builtInsDone,
    total_missions: BUILT_IN_MISSION_IDS.length,
    average_efficiency: average,
    level: codingLevel(builtInsDone),
    completed_missions: completed,
    best: Object.fromEntries([...best].filter(([id]) => playable.has(id))),
    achievements: missionAchievements(language)
      .filter((a) => earned.has(a.id))
      .map(({ id, title, description, points }) => ({ id, title, description, points })),
  };
}
