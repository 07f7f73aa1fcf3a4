import { useTranslation } from 'react-i18next';
import type { AssessmentRecord } from '@common/contracts/assessments.ts';

/**
 * How many of a record's spoken answers an adult marked by ear rather than the engine from a recording, and who
 * (issue 11: the adult signed in beside the child, server/src/auth/listeners.ts). Nothing when there are none. The
 * screens using it read the namespace `assessment`.
 */
export function MarkedByEar({ record }: { record: Pick<AssessmentRecord, 'markedByEar' | 'markedByEarBy'> }) {
  const { t, i18n } = useTranslation();
  if (record.markedByEar === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(record.markedByEarBy);
  return (
    <p className="text-sm">
      {t('assessment.byEar.count', { count: record.markedByEar })}
      {names && ` ${t('assessment.byEar.by', { names })}`}
    </p>
  );
}
