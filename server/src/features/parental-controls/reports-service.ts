/**
 * The Reports tab (issue 13): incidents and weekly usage from the child's real activity, never the spec's fixed
 * samples. Days and weeks are the family's (the time zone of the child's controls; UTC before any were saved).
 */
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { REPORT_WEEKS, type ControlsReport, type Incident, type UsageWeek } from '@common/contracts/parental-controls.ts';
import type { Database } from '../../db/client.ts';
import { controlEvents, extraTimeRequests, parentalSettings, promptLogs, screenTimeDays } from '../../db/schema.ts';
import { addDays, instantAt, localTime } from '@common/domain/calendar.ts';

const HIGH_REASONS = new Set(['self-harm', 'sexual', 'personal-data']);
const MEDIUM_REASONS = new Set(['violence', 'weapons', 'drugs', 'bullying']);

/** A refused prompt's severity: what it says about the child's safety, not how rude it was. */
function promptSeverity(reasons: readonly string[]): Incident['severity'] {
  if (reasons.some((r) => HIGH_REASONS.has(r))) return 'high';
  if (reasons.some((r) => MEDIUM_REASONS.has(r))) return 'medium';
  return 'low';
}

const INCIDENTS_SHOWN = 50;

export async function controlsReport(db: Database, childId: string, now: number): Promise<ControlsReport> {
  const [settings] = await db.select({ timeZone: parentalSettings.timeZone }).from(parentalSettings).where(eq(parentalSettings.childId, childId));
  const timeZone = settings?.timeZone ?? 'UTC';
  const today = localTime(now, timeZone).day;
  const firstDay = addDays(today, -(REPORT_WEEKS * 7 - 1));
  const since = new Date(instantAt(firstDay, '00:00', timeZone));

  const days = await db
    .select()
    .from(screenTimeDays)
    .where(and(eq(screenTimeDays.childId, childId), gte(screenTimeDays.day, firstDay), lte(screenTimeDays.day, today)));
  const flagged = await db
    .select()
    .from(promptLogs)
    .where(and(eq(promptLogs.childId, childId), eq(promptLogs.isApproved, false), gte(promptLogs.createdAt, since)))
    .orderBy(desc(promptLogs.createdAt));
  const events = await db
    .select()
    .from(controlEvents)
    .where(and(eq(controlEvents.childId, childId), gte(controlEvents.day, firstDay)))
    .orderBy(desc(controlEvents.createdAt));
  const requests = await db
    .select()
    .from(extraTimeRequests)
    .where(and(eq(extraTimeRequests.childId, childId), gte(extraTimeRequests.day, firstDay)))
    .orderBy(desc(extraTimeRequests.createdAt));

  const incidents: Incident[] = [
    ...flagged.map((p) => ({
      id: p.id,
      kind: 'flagged-prompt' as const,
      severity: promptSeverity(p.reasons),
      detail: p.prompt,
      at: p.createdAt.toISOString(),
    })),
    ...events.map((e) => ({
      id: e.id,
      kind: e.kind,
      severity: e.kind === 'limit-reached' ? ('medium' as const) : ('low' as const),
      detail: e.detail,
      at: e.createdAt.toISOString(),
    })),
    ...requests.map((r) => ({
      id: r.id,
      kind: 'extra-time' as const,
      severity: 'low' as const,
      detail: r.status === 'granted' ? `granted:${r.minutes ?? 0}` : r.status,
      at: r.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  const byDay = new Map(days.map((d) => [d.day, d]));
  const violationsByDay = new Map<string, number>();
  const countViolation = (day: string) => violationsByDay.set(day, (violationsByDay.get(day) ?? 0) + 1);
  for (const p of flagged) countViolation(localTime(p.createdAt.getTime(), timeZone).day);
  for (const e of events) countViolation(e.day);

  const weeks: UsageWeek[] = [];
  for (let w = 0; w < REPORT_WEEKS; w++) {
    const end = addDays(today, -7 * w);
    const start = addDays(end, -6);
    const weekDays = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(start, i);
      const row = byDay.get(date);
      return { date, minutes: row?.minutes ?? 0, learningMinutes: row?.learningMinutes ?? 0 };
    });
    const totalMinutes = weekDays.reduce((sum, d) => sum + d.minutes, 0);
    const learning = weekDays.reduce((sum, d) => sum + d.learningMinutes, 0);
    weeks.push({
      start,
      end,
      days: weekDays,
      totalMinutes,
      learningShare: totalMinutes === 0 ? null : Math.round((learning / totalMinutes) * 100),
      violations: weekDays.reduce((sum, d) => sum + (violationsByDay.get(d.date) ?? 0), 0),
    });
  }
  return { timeZone, weeks, incidents: incidents.slice(0, INCIDENTS_SHOWN) };
}
