/**
 * Daily AI quotas (spec 000 §9): the Free plan allows 5 AI interactions per child per day; Premium and School
 * are unlimited. A child's plan is the best of their own, their parents' and their school's. The day is the UTC
 * day, so a quota resets at midnight UTC for everyone; counting happens in the database with one atomic upsert,
 * which stays correct when several server processes share it.
 */
import { sql } from 'drizzle-orm';
import { PLANS, PLAN_IDS, type Plan } from '@common/domain/plans.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../auth/policies.ts';

export interface QuotaState {
  plan: Plan;
  /** null: unlimited. */
  limit: number | null;
  used: number;
  remaining: number | null;
  /** When today's count starts again: the next midnight UTC, ISO 8601. */
  resetsAt: string;
  day: string;
}

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

export function nextUtcMidnight(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return next.toISOString();
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

function state(plan: Plan, used: number, now: Date): QuotaState {
  const limit = PLANS[plan].aiPerDay;
  return {
    plan,
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resetsAt: nextUtcMidnight(now),
    day: utcDay(now),
  };
}

/** Where a child stands today, without using anything. */
export async function quotaStatus(db: Database, childId: string, now = new Date()): Promise<QuotaState> {
  const plan = await effectivePlan(db, childId);
  return state(plan, await usedToday(db, childId, utcDay(now)), now);
}

/**
 * Uses one AI interaction if the plan allows it. The increment and the limit check are one statement: the
 * conditional upsert only adds 1 while the count is below the limit, so concurrent requests cannot overshoot.
 * Returns the state after the attempt and whether it was allowed.
 */
export async function consumeInteraction(db: Database, childId: string, now = new Date()): Promise<{ allowed: boolean; quota: QuotaState }> {
  const plan = await effectivePlan(db, childId);
  const limit = PLANS[plan].aiPerDay;
  const day = utcDay(now);
  if (limit === null) {
    // Unlimited plans are counted too, so usage figures stay truthful if a family changes plan mid-day.
    const result = await db.execute(sql`
      INSERT INTO ai_usage (child_id, day, count) VALUES (${childId}, ${day}, 1)
      ON CONFLICT (child_id, day) DO UPDATE SET count = ai_usage.count + 1
      RETURNING count`);
    return { allowed: true, quota: state(plan, Number(rowsOf<{ count: number }>(result)[0]?.count ?? 1), now) };
  }
  const result = await db.execute(sql`
    INSERT INTO ai_usage (child_id, day, count) SELECT ${childId}, ${day}, 1 WHERE ${limit} > 0
    ON CONFLICT (child_id, day) DO UPDATE SET count = ai_usage.count + 1 WHERE ai_usage.count < ${limit}
    RETURNING count`);
  const row = rowsOf<{ count: number }>(result)[0];
  if (!row) return { allowed: false, quota: state(plan, limit, now) };
  return { allowed: true, quota: state(plan, Number(row.count), now) };
}

/** Gives back an interaction whose generation was withheld or failed, on the day it was used. */
export async function releaseInteraction(db: Database, childId: string, day: string): Promise<void> {
  await db.execute(sql`UPDATE ai_usage SET count = count - 1 WHERE child_id = ${childId} AND day = ${day} AND count > 0`);
}
