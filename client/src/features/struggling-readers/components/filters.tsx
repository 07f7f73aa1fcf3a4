import { useTranslation } from 'react-i18next';
import type { StrugglingFilters } from '@common/contracts/struggling-readers.ts';
import { GRADE_FILTERS, RISK_FILTERS } from '@common/domain/struggling-readers.ts';
import { Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';

/** Spec 000 §2: grade level (all, kindergarten … grade6) and risk level (all, high only, at risk only). */
export function Filters({ filters, onChange }: { filters: StrugglingFilters; onChange: (filters: StrugglingFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-4" role="group" aria-label={t('strugglingReaders.filters.label')}>
      <div className="flex flex-col gap-1">
        <Label htmlFor="grade-filter">{t('strugglingReaders.filters.grade')}</Label>
        <Select
          id="grade-filter"
          label={t('strugglingReaders.filters.grade')}
          value={filters.grade}
          onValueChange={(grade) => onChange({ ...filters, grade: grade as StrugglingFilters['grade'] })}
          options={GRADE_FILTERS.map((g) => ({ value: g, label: t(`strugglingReaders.grades.${g}`) }))}
          className="min-w-44"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="risk-filter">{t('strugglingReaders.filters.risk')}</Label>
        <Select
          id="risk-filter"
          label={t('strugglingReaders.filters.risk')}
          value={filters.risk}
          onValueChange={(risk) => onChange({ ...filters, risk: risk as StrugglingFilters['risk'] })}
          options={RISK_FILTERS.map((r) => ({ value: r, label: t(`strugglingReaders.riskFilter.${r}`) }))}
          className="min-w-44"
        />
      </div>
    </div>
  );
}
