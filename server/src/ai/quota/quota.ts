/**
 * Daily AI quotas (spec 000 §9): the Free plan allows 5 AI interactions per child per day; Premium and School
 * are unlimited. A child's plan is the best of their own, their parents' and their school's. The day is the
 * family's: the quota resets at midnight on the clock of the child's parental controls, else of the child's own
 * account, else UTC. Counting happens in the database with one atomic upsert, which stays correct when several
 * server processes share it.
 */
import { sql } from 'drizzle-orm';
import { PLANS, PLAN_IDS, type Plan } from '@common/domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../auth/policies.ts';
import { dayBounds, localTime, zoneOrUtc } from '@common/domain/calendar.ts';

export interface QuotaState {
  plan: Plan;
  /** null: unlimited. */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** When today's count starts again: the next midnight on the family's clock, ISO 8601. */
  resetsAt: string;
  /** Today on the family's clock (YYYY-MM-DD): the day the count is kept under. */
  day: string;
}

/** The clock a child's days are counted on: their parental controls' zone, else their account's, else UTC. */
export async function childZone(db: Database, childId: string): Promise<string> {
  const result = await db.execute(sql`
    SELECT coalesce(ps.time_zone, u.time_zone) AS zone FROM users u LEFT JOIN parental_settings ps ON ps.child_id = u.id WHERE u.id = ${childId}`);
  return zoneOrUtc(rowsOf<{ zone: string | null }>(result)[0]?.zone);
}

/** The family's day at `now`, and when the next one starts. */
export function quotaDay(now: Date, timeZone: string): { day: string; resetsAt: string } {
  const day = localTime(now.getTime(), timeZone).day;
  return { day, resetsAt: dayBounds(day, timeZone).end.toISOString() };
}

const allowance = (plan: Plan) => PLANS[plan].aiPerDay ?? Number.POSITIVE_INFINITY;

/** The most generous of several plans. */
export function bestPlan(plans: readonly Plan[]): Plan {
  return plans.reduce<Plan>((best, plan) => (allowance(plan) > allowance(best) ? plan : best), 'free');
}

const isPlan = (value: unknown): value is Plan => typeof value === 'string' && (PLAN_IDS as string[]).includes(value);

/** The plans that cover a child: their own account's, each parent's and their school organisation's. */
export async function effectivePlan(db: Database, childId: string): Promise<Plan> {
  const result = await db.execute(sql`
    SELECT plan FROM users WHERE id = ${childId}
    UNION ALL
    SELECT p.plan FROM guardianships g JOIN users p ON p.id = g.parent_id WHERE g.child_id = ${childId}
    UNION ALL
    SELECT o.plan FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = ${childId}`);
  return bestPlan(
    rowsOf<{ plan: unknown }>(result)
      .map((r) => r.plan)
      .filter(isPlan),
  );
}

async function usedToday(db: Database, childId: string, day: string): Promise<number> {
  const result = await db.execute(sql`SELECT count FROM ai_usage WHERE child_id = ${childId} AND day = ${day}`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

function state(plan: Plan, used: number, today: { day: string; resetsAt: string }): QuotaState {
  const limit = PLANS[plan].aiPerDay;
  return { plan, limit, used, remaining: limit === null ? null : Math.max(0, limit - used), ...today };
}

/** Where a child stands today, without using anything. */
export async function quotaStatus(db: Database, childId: string, now = new Date()): Promise<QuotaState> {
  const [plan, today] = await Promise.all([effectivePlan(db, childId), childZone(db, childId).then((zone) => quotaDay(now, zone))]);
  return state(plan, await usedToday(db, childId, today.day), today);
}

/**
 * Uses one AI interaction if the plan allows it. The increment and the limit check are one statement: the
 * conditional upsert only adds 1 while the count is below the limit, so concurrent requests cannot overshoot.
 * Returns the state after the attempt and whether it was allowed.
 */
export async function consumeInteraction(db: Database, childId: string, now = new Date()): Promise<{ allowed: boolean; quota: QuotaState }> {
  const [plan, today] = await Promise.all([effectivePlan(db, childId), childZone(db, childId).then((zone) => quotaDay(now, zone))]);
  const limit = PLANS[plan].aiPerDay;
  const { day } = today;
  if (limit === null) {
    // Unlimited plans are counted too, so usage figures stay truthful if a family changes plan mid-day.
    const result = await db.execute(sql`
      INSERT INTO ai_usage (child_id, day, count) VALUES (${childId}, ${day}, 1)
      ON CONFLICT (child_id, day) DO UPDATE SET count = ai_usage.count + 1
      RETURNING count`);
    return { allowed: true, quota: state(plan, Number(rowsOf<{ count: number }>(result)[0]?.count ?? 1), today) };
  }
  const result = await db.execute(sql`
    INSERT INTO ai_usage (child_id, day, count) SELECT ${childId}, ${day}, 1 WHERE ${limit} > 0
    ON CONFLICT (child_id, day) DO UPDATE SET count = ai_usage.count + 1 WHERE ai_usage.count < ${limit}
    RETURNING count`);
  const row = rowsOf<{ count: number }>(result)[0];
  if (!row) return { allowed: false, quota: state(plan, limit, today) };
  return { allowed: true, quota: state(plan, Number(row.count), today) };
}

/** Gives back an interaction whose generation was withheld or failed, on the day it was used. */
export async function releaseInteraction(db: Database, childId: string, day: string): Promise<void> {
  await db.execute(sql`UPDATE ai_usage SET count = count - 1 WHERE child_id = ${childId} AND day = ${day} AND count > 0`);
}
