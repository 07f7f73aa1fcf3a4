import type { TFunction } from 'i18next';
import type { PracticeView } from '@common/contracts/struggling-readers.ts';

/** "letterSoundAssociation" → "Letter sound association": the fallback when a skill has no translated name. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function skillLabel(t: TFunction, skill: string): string {
  if (skill === 'overall') return t('strugglingReaders.override.overall');
  return t(`strugglingReaders.skills.${skill}`, { defaultValue: humanize(skill) });
}

export function practiceLabel(t: TFunction, practice: PracticeView): string {
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

export function studentName(student: { firstName: string; lastName: string } | undefined, fallback: string): string {
  return student ? `${student.firstName} ${student.lastName}`.trim() : fallback;
}
