import type { TFunction } from 'i18next';
import type { PracticeView, StrugglingRecord } from '@common/contracts/struggling-readers.ts';
import * as labels from '@common/contracts/struggling-readers-labels.ts';
import type { Translate } from '@common/domain/languages.ts';

export { studentName } from '@common/contracts/struggling-readers-labels.ts';

/**
 * i18next's `t` as the shared labels call it (common/contracts/struggling-readers-labels.ts, which the server's CSV
 * reads too): they build keys from a record's codes, which the catalogue's key types cannot list.
 */
const translate = (t: TFunction): Translate => t as unknown as Translate;

export const skillLabel = (t: TFunction, skill: string): string => labels.skillLabel(translate(t), skill);
export const practiceLabel = (t: TFunction, practice: PracticeView): string => labels.practiceLabel(translate(t), practice);
export const gradeLabel = (t: TFunction, record: Pick<StrugglingRecord, 'gradeLevel'>): string => labels.gradeLabel(translate(t), record);
export const programLabel = (t: TFunction, record: Pick<StrugglingRecord, 'curriculumType'>): string => labels.programLabel(translate(t), record);
