import type { Translate } from '../domain/languages.ts';
import type { PracticeView, StrugglingRecord } from './struggling-readers.ts';

/**
 * How a listed record reads in the interface's words, for the screen (i18next's `t`) and for the CSV the server
 * writes of the same list (server/src/http/interface-strings.ts reads the same catalogues), so both say "Phonics
 * Tutor: digraphs" in the teacher's language. Keys are built from the record's codes, so a code a catalogue does not
 * name yet (a new skill) reads as its name made readable rather than as a key.
 */

/** "letterSoundAssociation" → "Letter sound association": the fallback when a skill has no translated name. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function skillLabel(t: Translate, skill: string): string {
  if (skill === 'overall') return t('strugglingReaders.override.overall');
  return t(`strugglingReaders.skills.${skill}`, { defaultValue: humanize(skill) });
}

export function practiceLabel(t: Translate, practice: PracticeView): string {
  if (practice.kind === 'phonics') {
    return t('strugglingReaders.practice.phonics', {
      group: t(`strugglingReaders.phonicsGroups.${practice.groupId}`, { defaultValue: humanize(practice.groupId) }),
    });
  }
  if (practice.kind === 'writing') {
    return practice.letters.length > 0
      ? t('strugglingReaders.practice.writing', { letters: practice.letters.join(' ') })
      : t('strugglingReaders.practice.writingAny');
  }
  return t('strugglingReaders.practice.fluency', { level: t(`strugglingReaders.passageGrades.${practice.passageGrade}`) });
}

export const gradeLabel = (t: Translate, record: Pick<StrugglingRecord, 'gradeLevel'>): string =>
  t(`strugglingReaders.grades.${record.gradeLevel}`, { defaultValue: record.gradeLevel });

export const programLabel = (t: Translate, record: Pick<StrugglingRecord, 'curriculumType'>): string =>
  t(`strugglingReaders.programs.${record.curriculumType}`, { defaultValue: record.curriculumType });

export function studentName(student: { firstName: string; lastName: string } | undefined, fallback: string): string {
  return student ? `${student.firstName} ${student.lastName}`.trim() : fallback;
}
