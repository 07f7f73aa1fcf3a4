import { useTranslation } from 'react-i18next';
import { CURRICULA, type Curriculum } from '@common/domain/assessments.ts';

/** The program the child is assessed in (spec 000 §3 curriculumType), as a radio group. */
export function ProgramChoice({ value, onChange }: { value: Curriculum; onChange: (value: Curriculum) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t('assessment.program.label')}</legend>
      <div className="flex flex-wrap gap-3">
        {CURRICULA.map((program) => (
          <label
            key={program}
            className="flex cursor-pointer items-center gap-2 rounded-card border border-border bg-card px-4 py-2 text-card-fg focus-within:ring-2 focus-within:ring-ring"
          >
            <input type="radio" name="program" value={program} checked={value === program} onChange={() => onChange(program)} className="h-4 w-4" />
            {t(`assessment.program.${program}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
