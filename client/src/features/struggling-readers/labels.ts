import type { TFunction } from 'i18next';
import type { PracticeView, StrugglingRecord } from '@common/contracts/struggling-readers.ts';
import * as labels from '@common/contracts/struggling-readers-labels.ts';
import { translate } from '@/lib/i18n.ts';

export { studentName } from '@common/contracts/struggling-readers-labels.ts';

/** The shared labels (common/contracts/struggling-readers-labels.ts, which the server's CSV reads too) with i18next's `t`. */

export const skillLabel = (t: TFunction, skill: string): string => labels.skillLabel(translate(t), skill);
export const practiceLabel = (t: TFunction, practice: PracticeView): string => labels.practiceLabel(translate(t), practice);
export const gradeLabel = (t: TFunction, record: Pick<StrugglingRecord, 'gradeLevel'>): string => labels.gradeLabel(translate(t), record);
export const programLabel = (t: TFunction, record: Pick<StrugglingRecord, 'curriculumType'>): string => labels.programLabel(translate(t), record);
