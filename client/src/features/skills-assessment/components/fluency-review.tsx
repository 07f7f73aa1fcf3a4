import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import type { FluencyReading } from '@common/contracts/fluency.ts';
import { EXPRESSION_MAX } from '@common/domain/skills-assessment.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAdjustReading } from '../api/adjust-reading.ts';
import { MarkedPassage } from './marked-passage.tsx';

const isError = (mark: string) => mark === 'omitted' || mark === 'substituted';

/**
 * The adult checks the reading: flips words, and with the manual engine marks errors and where the reading stopped
 * (remove-error is disabled at zero errors, spec 000 §5); chooses the expression (1–5; none chosen counts as 3).
 */
export function FluencyReview({
  reading,
  onChange,
  saving,
  onSave,
}: {
  reading: FluencyReading;
  onChange: (reading: FluencyReading) => void;
  saving: boolean;
  onSave: (expression: number | null) => void;
}) {
  const { t } = useTranslation();
  const adjust = useAdjustReading();
  const [expression, setExpression] = useState<number | null>(reading.expression.chosen);
  const manual = reading.engine === 'manual';
  const last = reading.lastWordIndex ?? -1;
  const busy = adjust.isPending || saving;

  const send = (body: { flips?: number[]; lastWordIndex?: number; expression?: number }) =>
    adjust.mutate({ id: reading.id, ...body }, { onSuccess: (answer) => onChange(answer) });

  const read = reading.words.filter((w) => w.index <= last);
  const lastCorrect = [...read].reverse().find((w) => !isError(w.mark));
  const lastError = [...read].reverse().find((w) => isError(w.mark));

  const save = () => {
    if (expression === null || expression === reading.expression.chosen) return onSave(expression);
    adjust.mutate({ id: reading.id, expression }, { onSuccess: (answer) => (onChange(answer), onSave(expression)) });
  };

  return (
    <div className="space-y-4">
      <p>{manual ? t('skillsAssessment.fluency.manualText') : t('skillsAssessment.fluency.reviewText')}</p>
      {reading.notice && <p className="text-sm text-muted-fg">{reading.notice}</p>}
      <MarkedPassage reading={reading} disabled={busy} onFlip={(index) => send({ flips: [index] })} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        {(
          [
            ['wordsRead', reading.wordsRead],
            ['errors', reading.errors],
            ['wcpm', reading.wcpm],
            ['accuracy', `${reading.accuracy}%`],
          ] as const
        ).map(([key, value]) => (
          <div key={key} role="group" aria-label={t(`skillsAssessment.fluency.${key}`)} className="rounded-card border border-border p-3">
            <p className="text-sm text-muted-fg">{t(`skillsAssessment.fluency.${key}`)}</p>
            <p className="text-2xl font-bold tabular-nums">{value}</p>
          </div>
        ))}
      </div>
      {manual && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="space-y-1">
            <span className="block text-sm font-medium">{t('skillsAssessment.fluency.lastWord')}</span>
            <Input
              type="number"
              min={0}
              max={reading.words.length}
              className="w-28"
              defaultValue={reading.wordsRead}
              disabled={busy}
              onBlur={(event) => {
                const n = Math.max(0, Math.min(reading.words.length, Math.round(Number(event.currentTarget.value) || 0)));
                if (n !== reading.wordsRead) send({ lastWordIndex: n - 1 });
              }}
            />
          </label>
          <Button variant="outline" disabled={busy || !lastCorrect} onClick={() => lastCorrect && send({ flips: [lastCorrect.index] })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('skillsAssessment.fluency.addError')}
          </Button>
          <Button variant="outline" disabled={busy || reading.errors === 0 || !lastError} onClick={() => lastError && send({ flips: [lastError.index] })}>
            <Minus aria-hidden="true" className="h-4 w-4" />
            {t('skillsAssessment.fluency.removeError')}
          </Button>
        </div>
      )}
      <div className="space-y-2">
        <div role="group" aria-label={t('skillsAssessment.fluency.expression')} className="flex flex-wrap gap-2">
          <span className="me-2 self-center font-medium">{t('skillsAssessment.fluency.expression')}</span>
          {Array.from({ length: EXPRESSION_MAX }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              size="sm"
              variant={expression === n ? 'primary' : 'outline'}
              aria-pressed={expression === n}
              aria-label={t('skillsAssessment.fluency.expressionValue', { n })}
              className={expression === n ? 'border border-transparent' : undefined}
              disabled={busy}
              onClick={() => setExpression(n)}
            >
              {n}
            </Button>
          ))}
        </div>
        <p className="text-sm text-muted-fg">{t('skillsAssessment.fluency.expressionHint', { n: reading.expression.suggested })}</p>
      </div>
      <Button size="lg" disabled={busy} onClick={save}>
        {saving ? t('skillsAssessment.complete.saving') : t('skillsAssessment.fluency.save')}
      </Button>
    </div>
  );
}
