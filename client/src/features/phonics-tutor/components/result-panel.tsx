import { useTranslation } from 'react-i18next';
import { PracticeFeedback, ScoreBar } from '@/components/practice-result.tsx';
import { PracticeSection } from '@/components/practice/section.tsx';
import { isPraised, listOf, tipsOf, type PracticeKind } from '../phonics-model.ts';
import type { PhonicsAnalysis } from '../api/types.ts';

const ENGINE_PARTS = ['recognition', 'phonemes', 'acoustic', 'remote', 'signal'] as const;

/**
 * Spec 001 §2: for a sound, accuracy, clarity and overall with "Excellent" at 80+; for a word, recognition
 * (accuracy), pronunciation (clarity) and fluency (pace) with praise at 75+. Then the feedback and up to 2 tips.
 * A placeholder shows before the first result.
 */
export function ResultPanel({ kind, result, uiLanguage }: { kind: PracticeKind; result: PhonicsAnalysis | null; uiLanguage: string }) {
  const { t } = useTranslation();
  const tips = result ? tipsOf(result.areas_for_improvement) : [];
  const parts = (result?.engines ?? []).filter((part): part is (typeof ENGINE_PARTS)[number] => (ENGINE_PARTS as readonly string[]).includes(part));

  return (
    <PracticeSection title={t('phonicsTutor.result.title')} tourMark="result" contentClassName="space-y-4">
      {!result ? (
        <p className="text-sm text-muted-fg">{t(`phonicsTutor.result.placeholder.${kind}`)}</p>
      ) : (
        <>
          <div className="space-y-3">
            {kind === 'sound' ? (
              <>
                <ScoreBar label={t('phonicsTutor.result.accuracy')} value={result.accuracy} />
                <ScoreBar label={t('phonicsTutor.result.clarity')} value={result.clarity} />
              </>
            ) : (
              <>
                <ScoreBar label={t('phonicsTutor.result.recognition')} value={result.accuracy} />
                <ScoreBar label={t('phonicsTutor.result.pronunciation')} value={result.clarity} />
                <ScoreBar label={t('phonicsTutor.result.fluency')} value={result.pace} />
              </>
            )}
            <ScoreBar label={t('phonicsTutor.result.overall')} value={result.overall_score} />
          </div>
          <PracticeFeedback
            praise={isPraised(kind, result.overall_score) ? t(`phonicsTutor.result.praise.${kind}`) : null}
            feedback={result.feedback}
            tips={tips}
            tipsTitle={t('phonicsTutor.result.tips')}
            lang={uiLanguage}
          />
          {parts.length > 0 && (
            <p className="text-xs text-muted-fg">
              {t('phonicsTutor.result.checkedBy', {
                parts: listOf(
                  parts.map((part) => t(`phonicsTutor.result.engines.${part}`)),
                  uiLanguage,
                ),
              })}
            </p>
          )}
          {result.tokensEarned > 0 && <p className="text-sm font-medium">{t('phonicsTutor.result.tokens', { count: result.tokensEarned })}</p>}
        </>
      )}
    </PracticeSection>
  );
}
