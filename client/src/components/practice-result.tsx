import type { ReactNode } from 'react';
import { PartyPopper } from 'lucide-react';
import { Progress } from '@/components/ui/progress.tsx';
import { scorePercent } from '@/lib/practice.ts';

/** One score of a practice result, as a labelled percentage bar. */
export function ScoreBar({ label, value }: { label: string; value: number }) {
  const percent = scorePercent(value);
  return (
    <div role="group" aria-label={label} className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} label={label} />
    </div>
  );
}

interface FeedbackProps {
  /** The praise line, when the score earns it. */
  praise: ReactNode | null;
  feedback: string;
  tips: readonly string[];
  tipsTitle: string;
  /** The language the feedback and tips are written in. */
  lang: string;
}

/** The praise, feedback sentence and tips under a practice result's scores. */
export function PracticeFeedback({ praise, feedback, tips, tipsTitle, lang }: FeedbackProps) {
  return (
    <>
      {praise && (
        <p className="flex items-center gap-2 rounded-card bg-success p-3 text-sm font-semibold text-success-fg">
          <PartyPopper aria-hidden="true" className="h-5 w-5 shrink-0" />
          {praise}
        </p>
      )}
      <p lang={lang}>{feedback}</p>
      {tips.length > 0 && (
        <div>
          <h4 className="text-sm font-semibold">{tipsTitle}</h4>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm" lang={lang}>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
