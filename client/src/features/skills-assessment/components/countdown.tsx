import { useTranslation } from 'react-i18next';
import { Progress } from '@/components/ui/progress.tsx';

/** The visible countdown of a timed question or of the reading: whole seconds left and a bar. */
export function Countdown({ remaining, total, label }: { remaining: number; total: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <div role="timer" aria-label={label} className="text-end text-sm font-semibold tabular-nums">
        {t('skillsAssessment.timer', { count: remaining })}
      </div>
      <Progress value={(remaining / total) * 100} label={label} />
    </div>
  );
}
