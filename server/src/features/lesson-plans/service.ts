/**
 * Lesson plans: generation through the text capability (the configured model when there is one; the builtin engine
 * offline, or when the model's answer does not pass the lesson-plan schema), the word-list exercises added to each
 * lesson, and the teacher's saved plans.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lesson } from '@common/contracts/ai.ts';
import type { GeneratedLessonPlan, LessonPlanBodyParsed, LessonPlanInput, LessonPlanRecord } from '@common/contracts/lesson-plans.ts';
import { guardPrompt } from '../../ai/guard.ts';
import { textFor } from '../../ai/text/index.ts';
import { lessonPlanOwnersScope, type Actor } from '../../auth/policies.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { lessonPlans } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseTaskInput } from '../../ai/text/service.ts';
import { withSightWords } from '../../ai/text/builtin/word-lists.ts';
import { message } from '../../http/messages.ts';

type PlanRow = typeof lessonPlans.$inferSelect;

/** Checks the form as the engines will (400 with the form's message), before anything else is done. */
export function checkForm(input: LessonPlanInput) {
  return parseTaskInput('lessonPlan', input);
}

/**
 * Writes a plan from the form; nothing is saved. What the teacher typed is moderated as any adult prompt is; the
 * plan is validated against the lesson-plan schema by the text service, so a model's malformed plan never reaches
 * the screen: the builtin engine answers instead.
 */
export async function generateLessonPlan(
  app: FastifyInstance,
  user: UserRow,
  input: LessonPlanInput,
  onProgress?: (done: number, total: number) => void,
): Promise<GeneratedLessonPlan> {
  const form = checkForm(input);
  const typed = [form.title, form.description, ...form.learningGoals, form.differentiationNeeds].join('\n');
  const guarded = await guardPrompt(app, { user, prompt: typed, language: form.language, feature: 'lesson-plan', kind: 'generative' });
  try {
    const result = await textFor(app.ai).generateDetailed('lessonPlan', form, { language: form.language, ...(onProgress ? { onProgress } : {}) });
    // A model answers in one piece: its lessons are all written when it returns.
    if (result.kind !== 'builtin') onProgress?.(form.numberOfLessons, form.numberOfLessons);
    return { ...withSightWords(result.output, form.language, form.ageGroups), engine: result.engine };
  } catch (error) {
    await guarded.release();
    throw error;
  }
}

export function present(row: PlanRow): LessonPlanRecord {
  return {
    id: row.id,
    teacherId: row.teacherId,
    title: row.title,
    description: row.description,
    ageGroups: row.ageGroups,
    subjectAreas: row.subjectAreas as LessonPlanRecord['subjectAreas'],
    classDuration: row.classDuration,
    numberOfLessons: row.numberOfLessons,
    learningGoals: row.learningGoals,
    teachingStyle: row.teachingStyle as LessonPlanRecord['teachingStyle'],
    differentiationNeeds: row.differentiationNeeds,
    assessmentStyle: row.assessmentStyle as LessonPlanRecord['assessmentStyle'],
    language: row.language as LessonPlanRecord['language'],
    phonicsFocus: row.phonicsFocus,
    lessons: row.lessons,
    lessonSequence: row.lessonSequence,
    customizations: row.customizations,
    isPublic: row.isPublic,
    tags: row.tags,
    aiGenerated: row.aiGenerated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The lessons as stored: an empty description reads as a dash so the stored plan keeps the schema's shape. */
function lessonsOf(body: LessonPlanBodyParsed): Lesson[] {
  return body.lessons.map((l) => ({
    title: l.title,
    description: l.description || '—',
    objectives: l.objectives,
    activities: l.activities.map((a) => ({ name: a.name, duration: a.duration, description: a.description || '—' })),
    printableExercises: l.printableExercises,
  }));
}

function valuesOf(body: LessonPlanBodyParsed) {
  const lessons = lessonsOf(body);
  return {
    title: body.title,
    description: body.description,
    ageGroups: [...new Set(body.ageGroups)].sort((a, b) => a - b),
    subjectAreas: [...new Set(body.subjectAreas)],
    classDuration: body.classDuration,
    // The lessons kept (the teacher may have customised them) are the plan's count.
    numberOfLessons: lessons.length,
    learningGoals: body.learningGoals,
    teachingStyle: body.teachingStyle,
    differentiationNeeds: body.differentiationNeeds,
    assessmentStyle: body.assessmentStyle,
    language: body.language,
    phonicsFocus: body.phonicsFocus ?? null,
    lessons,
    lessonSequence: lessons.map((l) => l.title),
    customizations: body.customizations,
    isPublic: body.isPublic,
    tags: body.tags,
    aiGenerated: body.aiGenerated,
  };
}

export async function createLessonPlan(db: Database, actor: Actor, body: LessonPlanBodyParsed): Promise<LessonPlanRecord> {
  const [row] = await db
    .insert(lessonPlans)
    .values({ teacherId: actor.id, ...valuesOf(body) })
    .returning();
  return present(row!);
}

export async function updateLessonPlan(db: Database, plan: PlanRow, body: LessonPlanBodyParsed): Promise<LessonPlanRecord> {
  const [row] = await db
    .update(lessonPlans)
    .set({ ...valuesOf(body), updatedAt: new Date() })
    .where(and(eq(lessonPlans.id, plan.id), eq(lessonPlans.teacherId, plan.teacherId)))
    .returning();
  if (!row) throw notFound(message('lessonPlans.notFound'));
  return present(row);
}

export async function deleteLessonPlan(db: Database, plan: PlanRow): Promise<void> {
  await db.delete(lessonPlans).where(eq(lessonPlans.id, plan.id));
}

export async function findLessonPlan(db: Database, id: string): Promise<PlanRow> {
  const [row] = await db.select().from(lessonPlans).where(eq(lessonPlans.id, id)).limit(1);
  if (!row) throw notFound(message('lessonPlans.notFound'));
  return row;
}

/** The teacher's own plans, newest first. */
export async function listLessonPlans(db: Database, actor: Actor): Promise<LessonPlanRecord[]> {
  const rows = await db
    .select()
    .from(lessonPlans)
    .where(sql`${lessonPlans.teacherId} IN ${lessonPlanOwnersScope(actor)}`)
    .orderBy(desc(lessonPlans.createdAt));
  return rows.map(present);
}
