import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { isPraised, listOf, scorePercent, tipsOf, type PracticeKind } from '../phonics-model.ts';
import type { PhonicsAnalysis } from '../api/types.ts';

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

const ENGINE_PARTS = ['recognition', 'phonemes', 'acoustic', 'remote', 'signal'] as const;

/**
 * Spec 001 §2: for a sound, accuracy, clarity and overall with "Excellent" at 80+; for a word, recognition
 * (accuracy), pronunciation (clarity) and fluency (pace) with praise at 75+. Then the feedback and up to 2 tips.
 * A placeholder shows before the first result.
 */
export function ResultPanel({ kind, result, uiLanguage }: { kind: PracticeKind; result: PhonicsAnalysis | null; uiLanguage: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const tips = result ? tipsOf(result.areas_for_improvement) : [];
  const parts = (result?.engines ?? []).filter((part): part is (typeof ENGINE_PARTS)[number] => (ENGINE_PARTS as readonly string[]).includes(part));

  return (
    <Card role="region" aria-labelledby={headingId} data-tour="result">
      <CardHeader>
        <CardTitle id={headingId}>{t('phonicsTutor.result.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!result ? (
          <p className="text-sm text-muted-fg">{t(`phonicsTutor.result.placeholder.${kind}`)}</p>
        ) : (
          <>
            <div className="space-y-3">
              {kind === 'sound' ? (
                <>
                  <Score label={t('phonicsTutor.result.accuracy')} value={result.accuracy} />
                  <Score label={t('phonicsTutor.result.clarity')} value={result.clarity} />
                </>
              ) : (
                <>
                  <Score label={t('phonicsTutor.result.recognition')} value={result.accuracy} />
                  <Score label={t('phonicsTutor.result.pronunciation')} value={result.clarity} />
                  <Score label={t('phonicsTutor.result.fluency')} value={result.pace} />
                </>
              )}
              <Score label={t('phonicsTutor.result.overall')} value={result.overall_score} />
            </div>
            {isPraised(kind, result.overall_score) && (
              <p className="flex items-center gap-2 rounded-card bg-success p-3 text-sm font-semibold text-success-fg">
                <PartyPopper aria-hidden="true" className="h-5 w-5 shrink-0" />
                {t(`phonicsTutor.result.praise.${kind}`)}
              </p>
            )}
            <p lang={uiLanguage}>{result.feedback}</p>
            {tips.length > 0 && (
              <div>
                <h4 className="text-sm font-semibold">{t('phonicsTutor.result.tips')}</h4>
                <ul className="mt-1 list-disc space-y-1 ps-5 text-sm" lang={uiLanguage}>
                  {tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </div>
            )}
            {parts.length > 0 && (
              <p className="text-xs text-muted-fg">
                {t('phonicsTutor.result.checkedBy', { parts: listOf(parts.map((part) => t(`phonicsTutor.result.engines.${part}`)), uiLanguage) })}
              </p>
            )}
            {result.tokensEarned > 0 && (
              <p className="text-sm font-medium">{t('phonicsTutor.result.tokens', { count: result.tokensEarned })}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
