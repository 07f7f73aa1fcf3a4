import type { TFunction } from 'i18next';
import { LESSON_PLAN_MESSAGES } from '@common/contracts/lesson-plans.ts';
import type { ExerciseLabels } from './exercises-html.ts';

/** The translation of one of the form's messages (the server's 400 text or the client's own check), else the text itself. */
export function messageText(t: TFunction, message: string): string {
  const key = (Object.keys(LESSON_PLAN_MESSAGES) as (keyof typeof LESSON_PLAN_MESSAGES)[]).find((k) => message.endsWith(LESSON_PLAN_MESSAGES[k]));
  return key ? t(`lessonPlans.messages.${key}`) : message;
}

export function exerciseLabels(t: TFunction): ExerciseLabels {
  return {
    lesson: (n) => t('lessonPlans.lessonN', { n }),
    writing: t('lessonPlans.exercises.writing'),
    phonics: t('lessonPlans.exercises.phonics'),
    answerKey: t('lessonPlans.exercises.answerKey'),
    name: t('lessonPlans.exercises.name'),
    noAnswer: t('lessonPlans.exercises.noAnswer'),
  };
}
