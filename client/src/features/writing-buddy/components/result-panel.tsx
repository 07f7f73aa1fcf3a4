import { useTranslation } from 'react-i18next';
import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { PracticeFeedback, ScoreBar } from '@/components/practice-result.tsx';
import { PracticeSection } from '@/components/practice/section.tsx';
import { isExcellent, tipsOf } from '../writing-model.ts';
import { sayOnce } from '@/lib/speech/say-once.ts';
import type { WritingAnalysis, WritingLanguage } from '../api/types.ts';

/** Spec 001 §2: the three scores, the feedback, up to 2 tips, praise at 80+, and the feedback read aloud. */
export function ResultPanel({ result, language }: { result: WritingAnalysis | null; language: WritingLanguage }) {
  const { t } = useTranslation();
  const tips = result ? tipsOf(result.improvements) : [];

  return (
    <PracticeSection title={t('writingBuddy.result.title')} tourMark="result" contentClassName="space-y-4">
      {!result ? (
        <p className="text-sm text-muted-fg">{t('writingBuddy.result.placeholder')}</p>
      ) : (
        <>
          <div className="space-y-3">
            <ScoreBar label={t('writingBuddy.result.accuracy')} value={result.accuracy} />
            <ScoreBar label={t('writingBuddy.result.consistency')} value={result.consistency} />
            <ScoreBar label={t('writingBuddy.result.overall')} value={result.overall_score} />
          </div>
          <PracticeFeedback
            praise={isExcellent(result.overall_score) ? t('writingBuddy.result.excellent') : null}
            feedback={result.feedback}
            tips={tips}
            tipsTitle={t('writingBuddy.result.tips')}
            lang={language}
          />
          <Button variant="outline" onClick={() => void sayOnce([result.feedback, ...tips].join(' '), language)}>
            <Volume2 aria-hidden="true" className="h-4 w-4" />
            {t('writingBuddy.result.playFeedback')}
          </Button>
        </>
      )}
    </PracticeSection>
  );
}
