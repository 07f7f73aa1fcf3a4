import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Minus, Plus } from 'lucide-react';
import type { AdjustReading, FluencyReading } from '@common/contracts/fluency.ts';
import { EXPRESSION_MAX } from '@common/domain/skills-assessment.ts';
import { AdultListening } from '@/components/adult-listening.tsx';
import { MarkedPassage } from '@/components/fluency/marked-passage.tsx';
import { useMarkRefusal, useMayMark } from '@/lib/listener.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAdjustReading } from '../api/adjust-reading.ts';

const isError = (mark: string) => mark === 'omitted' || mark === 'substituted';

/**
 * The adult checks the reading on the shared marked passage (client/src/components/fluency/): flips words and, with
 * the manual engine, marks where the reading stopped; the add- and remove-error controls count errors by hand
 * (remove is disabled at zero errors, spec 000 §5). The expression is chosen here (1–5): none chosen counts as 3
 * (spec 000 §4), the engine's suggestion is shown beside it.
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
  /** Changing the marks or the expression is the adult's: on a child's session, once they signed in to listen. */
  const { mayMark } = useMayMark();
  const refusal = useMarkRefusal();
  const [changeError, setChangeError] = useState<string | null>(null);
  const [expression, setExpression] = useState<number | null>(reading.expression.chosen);
  const manual = reading.engine === 'manual';
  const busy = adjust.isPending || saving;

  /**
   * Sends a change of the marks; the server's reading comes back. A refused change (the adult's hour ran out, the
   * network) is said above the passage, and the promise rejects so the passage goes back to the server's marks.
   */
  const send = async (changes: AdjustReading) => {
    setChangeError(null);
    try {
      onChange(await adjust.mutateAsync({ id: reading.id, ...changes }));
    } catch (error) {
      setChangeError(refusal(error) ?? t('skillsAssessment.fluency.changeFailed'));
      throw error;
    }
  };
  // For the buttons: a refusal is already on screen.
  const change = (changes: AdjustReading) => void send(changes).catch(() => undefined);

  const last = reading.lastWordIndex ?? -1;
  const read = reading.words.filter((w) => w.index <= last);
  // "Add error" marks the last word read that is still right; a word after the end is marked by tapping it.
  const lastCorrect = [...read].reverse().find((w) => !isError(w.mark));
  const lastError = [...read].reverse().find((w) => isError(w.mark));

  const save = () => {
    // Without an adult marking, the reading is saved as it stands, its chosen expression included.
    if (!mayMark) return onSave(null);
    if (expression === null || expression === reading.expression.chosen) return onSave(expression);
    send({ expression }).then(
      () => onSave(expression),
      () => undefined,
    );
  };

  return (
    <div className="space-y-4">
      <p>{manual ? t('skillsAssessment.fluency.manualText') : t('skillsAssessment.fluency.reviewText')}</p>
      <AdultListening />
      {changeError && (
        <p role="alert" className="rounded-card bg-danger p-3 font-medium text-danger-fg">
          {changeError}
        </p>
      )}
      <MarkedPassage reading={reading} audioUrl={`/api/fluency/readings/${encodeURIComponent(reading.id)}/audio`} onAdjust={mayMark ? send : null} />
      {manual && mayMark && (
        <div role="group" aria-label={t('skillsAssessment.fluency.errors')} className="flex flex-wrap items-center gap-3">
          <Button variant="outline" disabled={busy || !lastCorrect} onClick={() => lastCorrect && change({ flips: [lastCorrect.index] })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('skillsAssessment.fluency.addError')}
          </Button>
          <Button variant="outline" disabled={busy || reading.errors === 0 || !lastError} onClick={() => lastError && change({ flips: [lastError.index] })}>
            <Minus aria-hidden="true" className="h-4 w-4" />
            {t('skillsAssessment.fluency.removeError')}
          </Button>
        </div>
      )}
      {mayMark && (
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
      )}
      <Button size="lg" disabled={busy} onClick={save}>
        {saving ? t('skillsAssessment.complete.saving') : t('skillsAssessment.fluency.save')}
      </Button>
    </div>
  );
}
