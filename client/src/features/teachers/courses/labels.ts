import type { TFunction } from 'i18next';
import { COURSE_MESSAGES } from '@common/contracts/courses.ts';

/** "Grade 2" in the interface's language; a grade the list does not know is shown as the school wrote it. */
export function gradeLabel(t: TFunction, grade: string): string {
  return t(`courses.grades.${grade.replace(/\s+/g, '')}`, { defaultValue: grade });
}

export function subjectLabel(t: TFunction, subject: string): string {
  return t(`courses.subjects.${subject}`, { defaultValue: subject });
}

export function categoryLabel(t: TFunction, category: string | null): string {
  return t(`courses.categories.${category ?? 'none'}`, { defaultValue: category ?? '' });
}

export function trendLabel(t: TFunction, trend: string): string {
  return t(`courses.trend.${trend}`, { defaultValue: trend });
}

/** A message of the course contract (client check or the server's 400/409) in the interface's language. */
export function courseMessage(t: TFunction, message: string): string {
  const key = Object.entries(COURSE_MESSAGES).find(([, m]) => m === message)?.[0];
  return key ? t(`courses.errors.${key}`, { defaultValue: message }) : message;
}
