import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { isExcellent, scorePercent, tipsOf } from '../writing-model.ts';
import { sayOnce } from '@/lib/speech/say-once.ts';
import type { WritingAnalysis, WritingLanguage } from '../api/types.ts';

function Score({ label, value }: { label: string; value: number }) {
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

/** Spec 001 §2: the three scores, the feedback, up to 2 tips, praise at 80+, and the feedback read aloud. */
export function ResultPanel({ result, language }: { result: WritingAnalysis | null; language: WritingLanguage }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tips = result ? tipsOf(result.improvements) : [];

  return (
    <Card role="region" aria-labelledby={headingId} data-tour="result">
      <CardHeader>
        <CardTitle id={headingId}>{t('writingBuddy.result.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!result ? (
          <p className="text-sm text-muted-fg">{t('writingBuddy.result.placeholder')}</p>
        ) : (
          <>
            <div className="space-y-3">
              <Score label={t('writingBuddy.result.accuracy')} value={result.accuracy} />
              <Score label={t('writingBuddy.result.consistency')} value={result.consistency} />
              <Score label={t('writingBuddy.result.overall')} value={result.overall_score} />
            </div>
            {isExcellent(result.overall_score) && (
              <p className="flex items-center gap-2 rounded-card bg-success p-3 text-sm font-semibold text-success-fg">
                <PartyPopper aria-hidden="true" className="h-5 w-5 shrink-0" />
                {t('writingBuddy.result.excellent')}
              </p>
            )}
            <p lang={language}>{result.feedback}</p>
            {tips.length > 0 && (
              <div>
                <h4 className="text-sm font-semibold">{t('writingBuddy.result.tips')}</h4>
                <ul className="mt-1 list-disc space-y-1 ps-5 text-sm" lang={language}>
                  {tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </div>
            )}
            <Button
              variant="outline"
              onClick={() => void sayOnce([result.feedback, ...tips].join(' '), language)}
            >
              <Volume2 aria-hidden="true" className="h-4 w-4" />
              {t('writingBuddy.result.playFeedback')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
