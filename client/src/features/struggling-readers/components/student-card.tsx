import { useTranslation } from 'react-i18next';
import type { StaffStudent, StrugglingRecord } from '@common/contracts/struggling-readers.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { gradeLabel, practiceLabel, skillLabel, studentName } from '../labels.ts';

/** One listed student: name, grade, scores, risk, weakest skill and the first practice to do. */
export function StudentCard({ record, student, onOpen }: { record: StrugglingRecord; student: StaffStudent | undefined; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const name = studentName(student, t('strugglingReaders.card.unknownStudent'));
  const first = record.recommendations[0];
  const lastOverride = record.overrides.at(-1);
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      {/* The name takes the room left and wraps between words; the risk badge keeps its one line (a long name such
          as "Zoe Martin" squeezed it into two). */}
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold break-words">{name}</h3>
          <p className="text-sm text-muted-fg">
            {gradeLabel(t, record)} · {new Date(record.assessmentDate).toLocaleDateString(i18n.language)}
          </p>
        </div>
        <Badge tone={record.risk === 'high_risk' ? 'danger' : 'warning'} className="shrink-0 whitespace-nowrap">
          {t(`strugglingReaders.risk.${record.risk}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(5.5rem,1fr))] gap-2 text-sm">
        <div>
          <dt className="text-muted-fg">{t('strugglingReaders.card.overall')}</dt>
          <dd className="font-semibold">{record.overallScore}%</dd>
        </div>
        <div>
          <dt className="text-muted-fg">{t('strugglingReaders.card.standard')}</dt>
          <dd className="font-semibold">{record.standardScore ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-fg">{t('strugglingReaders.card.percentile')}</dt>
          <dd className="font-semibold">{record.percentile ?? '—'}</dd>
        </div>
      </dl>
      <p className="text-sm">
        <span className="text-muted-fg">{t('strugglingReaders.card.category')}: </span>
        {t(`strugglingReaders.category.${record.category}`)}
      </p>
      {record.weakestSkill && (
        <p className="text-sm">
          <span className="text-muted-fg">{t('strugglingReaders.card.weakest')}: </span>
          {skillLabel(t, record.weakestSkill)}
        </p>
      )}
      {first && <p className="text-sm">{practiceLabel(t, first.practice)}</p>}
      {lastOverride && (
        <p className="text-xs text-muted-fg">
          {t('strugglingReaders.card.overridden', {
            name: lastOverride.teacher.name,
            date: new Date(lastOverride.createdAt).toLocaleDateString(i18n.language),
          })}
        </p>
      )}
      <Button variant="outline" className="mt-auto" onClick={onOpen} aria-label={t('strugglingReaders.card.openFor', { name })}>
        {t('strugglingReaders.card.open')}
      </Button>
    </Card>
  );
}
