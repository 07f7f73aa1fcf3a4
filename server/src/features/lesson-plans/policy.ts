/**
 * Lesson plans (issue 12) are for teachers and trainers: any other role gets 403. A plan is its teacher's: anyone
 * else, another teacher included, gets 404, as if it did not exist.
 */
import { LESSON_PLAN_MESSAGES } from '@common/contracts/lesson-plans.ts';
import type { Actor } from '../../auth/policies.ts';
import { forbidden, notFound } from '../../http/errors.ts';

export function assertCanUseLessonPlans(actor: Actor): void {
  if (actor.role !== 'teacher' && actor.role !== 'trainer') throw forbidden(LESSON_PLAN_MESSAGES.forbidden);
}

export function assertOwnLessonPlan(actor: Actor, plan: { teacherId: string }): void {
  assertCanUseLessonPlans(actor);
  if (plan.teacherId !== actor.id) throw notFound(LESSON_PLAN_MESSAGES.notFound);
}
