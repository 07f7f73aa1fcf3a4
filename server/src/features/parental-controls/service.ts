import { and, desc, eq, sql } from 'drizzle-orm';
import {
  PROMPT_CATEGORIES,
  RECENT_ACTIVITY_DAYS,
  RECENT_INCIDENTS,
  type PromptCategory,
  type PromptLog,
  type SafetySummary,
} from '@common/contracts/parental-controls.ts';
import type { Database } from '../../db/client.ts';
import { promptLogs, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

type PromptLogRow = typeof promptLogs.$inferSelect;

function presentLog(row: PromptLogRow): PromptLog {
  return {
    id: row.id,
    prompt: row.prompt,
    category: row.category,
    safetyScore: row.safetyScore,
    isApproved: row.isApproved,
    flaggedWords: row.flaggedWords,
    reasons: row.reasons,
    feature: row.feature,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The child whose prompt log is asked for. Only child accounts have one; any other id answers like an unknown child. */
export async function findMonitoredChild(db: Database, childId: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, childId), eq(users.role, 'child')));
  if (!row) throw notFound(message('notFound.child'));
  return row.id;
}

export async function listPromptLogs(db: Database, childId: string, limit: number): Promise<PromptLog[]> {
  const rows = await db.select().from(promptLogs).where(eq(promptLogs.childId, childId)).orderBy(desc(promptLogs.createdAt), desc(promptLogs.id)).limit(limit);
  return rows.map(presentLog);
}

export async function safetySummary(db: Database, childId: string): Promise<SafetySummary> {
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${promptLogs.safetyScore})`,
      flagged: sql<number>`(count(*) FILTER (WHERE NOT ${promptLogs.isApproved}))::int`,
      recent: sql<number>`(count(*) FILTER (WHERE ${promptLogs.createdAt} > now() - make_interval(days => ${RECENT_ACTIVITY_DAYS})))::int`,
    })
    .from(promptLogs)
    .where(eq(promptLogs.childId, childId));
  const perCategory = await db
    .select({ category: promptLogs.category, count: sql<number>`count(*)::int` })
    .from(promptLogs)
    .where(eq(promptLogs.childId, childId))
    .groupBy(promptLogs.category);
  const incidents = await db
    .select()
    .from(promptLogs)
    .where(and(eq(promptLogs.childId, childId), eq(promptLogs.isApproved, false)))
    .orderBy(desc(promptLogs.createdAt), desc(promptLogs.id))
    .limit(RECENT_INCIDENTS);

  const categories = Object.fromEntries(PROMPT_CATEGORIES.map((c) => [c, 0])) as Record<PromptCategory, number>;
  for (const row of perCategory) categories[row.category] = Number(row.count);
  const average = totals?.average === null || totals?.average === undefined ? 100 : Math.round(Number(totals.average) * 10) / 10;
  return {
    totalPrompts: Number(totals?.total ?? 0),
    averageSafetyScore: average,
    flaggedPrompts: Number(totals?.flagged ?? 0),
    recentActivity: Number(totals?.recent ?? 0),
    categories,
    recentIncidents: incidents.map(presentLog),
  };
}
