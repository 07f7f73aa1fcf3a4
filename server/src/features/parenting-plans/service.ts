/**
 * AI parenting plans: generation through the text capability (the configured model when there is one, the builtin
 * engine otherwise or when the model's answer does not pass the plan schema), and the parent's saved plans with
 * their calendar start date and ticked activities. Progress is always computed here from what was ticked.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DailyPlan } from '@common/contracts/ai.ts';
import {
  activityKey,
  progressOf,
  type ActivityDoneBody,
  type GeneratedPlan,
  type GeneratePlanRequest,
  type ParentingPlanRecord,
  type PlanBodyParsed,
} from '@common/contracts/parenting-plans.ts';
import { guardPrompt } from '../../ai/guard.ts';
import { textFor } from '../../ai/text/index.ts';
import { parentingPlanOwnersScope, type Actor } from '../../auth/policies.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { parentingPlans } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

type PlanRow = typeof parentingPlans.$inferSelect;

/**
 * Writes a plan. What the parent typed (a custom style, their own goal, notes) is moderated as any adult prompt is;
 * the plan itself is validated against the plan schema by the text service, so a model's malformed plan never
 * reaches the screen: the builtin engine answers instead.
 */
export async function generatePlan(app: FastifyInstance, user: UserRow, request: GeneratePlanRequest): Promise<GeneratedPlan> {
  const { language: asked, ...input } = request;
  const language = asked ?? user.preferredLanguage;
  const typed = [input.parentingStyle, ...(input.goals ?? []), input.additionalNotes ?? '', input.childName ?? ''].join('\n');
  const guarded = await guardPrompt(app, { user, prompt: typed, language, feature: 'parenting-plan', kind: 'generative' });
  try {
    const result = await textFor(app.ai).generateDetailed('parentingPlan', input, { language });
    return { ...result.output, engine: result.engine };
  } catch (error) {
    await guarded.release();
    throw error;
  }
}

export function present(row: PlanRow): ParentingPlanRecord {
  return {
    id: row.id,
    userId: row.userId,
    childId: row.childId,
    title: row.title,
    description: row.description,
    parentingStyle: row.parentingStyle,
    childName: row.childName,
    childAge: row.childAge,
    goals: row.goals,
    focusAreas: row.focusAreas,
    timeline: row.timeline,
    totalDays: row.totalDays,
    hoursPerDay: row.hoursPerDay,
    additionalNotes: row.additionalNotes,
    dailyPlans: row.dailyPlans,
    status: row.status,
    progress: row.progress,
    completedActivities: row.completedActivities,
    startDate: row.startDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The days as stored: numbered from 1, optional texts present, nothing the client sent beyond the schema. */
function daysOf(body: PlanBodyParsed): DailyPlan[] {
  return body.dailyPlans.map((d, i) => ({
    day: i + 1,
    theme: d.theme,
    totalTimeEstimate: d.totalTimeEstimate,
    objectives: d.objectives,
    activities: d.activities.map((a) => ({
      title: a.title,
      type: a.type,
      duration: a.duration,
      description: a.description,
      ...(a.content ? { content: a.content } : {}),
      // The stored plan keeps the schema's shape: a guidance or outcome left empty in the editor reads as a dash.
      parentGuidance: a.parentGuidance || '—',
      expectedOutcome: a.expectedOutcome || '—',
      materials: a.materials,
    })),
    parentTips: d.parentTips,
  }));
}

function valuesOf(body: PlanBodyParsed) {
  return {
    title: body.title,
    description: body.description,
    parentingStyle: body.parentingStyle,
    childName: body.childName,
    childAge: body.childAge,
    goals: body.goals,
    focusAreas: body.focusAreas,
    timeline: body.timeline,
    totalDays: body.dailyPlans.length,
    hoursPerDay: body.hoursPerDay,
    additionalNotes: body.additionalNotes,
    dailyPlans: daysOf(body),
  };
}

/** Ticks that still name an activity of the plan (an edit may have removed some), and the figures they give. */
function standing(dailyPlans: readonly DailyPlan[], completed: readonly string[]) {
  const exists = new Set(dailyPlans.flatMap((d) => d.activities.map((_, i) => activityKey(d.day, i))));
  const kept = [...new Set(completed)].filter((key) => exists.has(key));
  const progress = progressOf(dailyPlans, kept);
  return { completedActivities: kept, progress, status: progress >= 100 ? ('completed' as const) : ('active' as const) };
}

export async function createPlan(db: Database, actor: Actor, body: PlanBodyParsed): Promise<ParentingPlanRecord> {
  const [row] = await db
    .insert(parentingPlans)
    .values({ userId: actor.id, childId: body.childId ?? null, ...valuesOf(body), status: 'active', progress: 0, completedActivities: [] })
    .returning();
  return present(row!);
}

export async function updatePlan(db: Database, plan: PlanRow, body: PlanBodyParsed): Promise<ParentingPlanRecord> {
  const values = valuesOf(body);
  const [row] = await db
    .update(parentingPlans)
    .set({
      ...values,
      ...(body.childId !== undefined ? { childId: body.childId } : {}),
      ...standing(values.dailyPlans, plan.completedActivities),
      updatedAt: new Date(),
    })
    .where(eq(parentingPlans.id, plan.id))
    .returning();
  if (!row) throw notFound(message('notFound.plan'));
  return present(row);
}

export async function schedulePlan(db: Database, plan: PlanRow, startDate: string | null): Promise<ParentingPlanRecord> {
  const [row] = await db.update(parentingPlans).set({ startDate, updatedAt: new Date() }).where(eq(parentingPlans.id, plan.id)).returning();
  if (!row) throw notFound(message('notFound.plan'));
  return present(row);
}

/** Ticks or unticks one activity; the update is one statement, so two ticks at once both count. */
export async function markActivity(db: Database, plan: PlanRow, body: ActivityDoneBody): Promise<ParentingPlanRecord> {
  const day = plan.dailyPlans.find((d) => d.day === body.day);
  if (!day || body.activity >= day.activities.length) throw badRequest(message('plans.noSuchActivity'), 'activity');
  const key = activityKey(body.day, body.activity);
  const list = body.done
    ? sql`(SELECT COALESCE(jsonb_agg(DISTINCT k), '[]'::jsonb) FROM jsonb_array_elements_text(${parentingPlans.completedActivities} || ${JSON.stringify([key])}::jsonb) k)`
    : sql`(${parentingPlans.completedActivities} - ${key}::text)`;
  const [row] = await db.update(parentingPlans).set({ completedActivities: list, updatedAt: new Date() }).where(eq(parentingPlans.id, plan.id)).returning();
  if (!row) throw notFound(message('notFound.plan'));
  const figures = standing(row.dailyPlans, row.completedActivities);
  const [saved] = await db
    .update(parentingPlans)
    .set({ progress: Math.min(100, figures.progress), status: figures.status })
    .where(eq(parentingPlans.id, plan.id))
    .returning();
  return present(saved!);
}

export async function deletePlan(db: Database, plan: PlanRow): Promise<void> {
  await db.delete(parentingPlans).where(eq(parentingPlans.id, plan.id));
}

export async function findPlan(db: Database, id: string): Promise<PlanRow> {
  const [row] = await db.select().from(parentingPlans).where(eq(parentingPlans.id, id)).limit(1);
  if (!row) throw notFound(message('notFound.plan'));
  return row;
}

/** The caller's plans, newest first. */
export async function listPlans(db: Database, actor: Actor): Promise<ParentingPlanRecord[]> {
  const rows = await db
    .select()
    .from(parentingPlans)
    .where(sql`${parentingPlans.userId} IN ${parentingPlanOwnersScope(actor)}`)
    .orderBy(desc(parentingPlans.createdAt));
  return rows.map(present);
}
