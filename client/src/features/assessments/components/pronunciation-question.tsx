import { useTranslation } from 'react-i18next';
import { Loader2, Mic, Square } from 'lucide-react';
import type { PronunciationAnalysis, PublicQuestion } from '@common/contracts/assessments.ts';
import { PracticeFeedback, ScoreBar } from '@/components/practice-result.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useRecorder } from '../use-recorder.ts';

/**
 * A pronunciation question (spec 000 §2): record, then the analysis panel with accuracy, clarity, pace, feedback
 * and tips. The answer is the server's analysis; recording again replaces it.
 */
export function PronunciationQuestion({
  question,
  language,
  analysis,
  analysing,
  onRecorded,
}: {
  question: PublicQuestion;
  language: string;
  analysis: PronunciationAnalysis | undefined;
  analysing: boolean;
  onRecorded: (wav: Blob) => void;
}) {
  const { t, i18n } = useTranslation();
  const recorder = useRecorder(onRecorded);
  const recording = recorder.state !== 'idle';
  return (
    <div className="space-y-4">
      <p className="rounded-card bg-muted p-4 text-center text-3xl font-bold" lang={language}>
        {question.pronunciationTarget}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {/* Never disabled, so a keyboard keeps its focus here from Record to Stop; a press while analysing does nothing. */}
        <Button variant={recording ? 'danger' : 'primary'} aria-pressed={recording} aria-disabled={analysing} onClick={() => !analysing && recorder.toggle()}>
          {recording ? <Square aria-hidden="true" className="h-5 w-5" /> : <Mic aria-hidden="true" className="h-5 w-5" />}
          {recording ? t('assessment.record.stop') : analysis ? t('assessment.record.again') : t('assessment.record.start')}
        </Button>
        <p className="text-sm text-muted-fg" role="status">
          {analysing ? (
            <span className="inline-flex items-center gap-2">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              {t('assessment.record.analysing')}
            </span>
          ) : recording ? (
            t('assessment.record.recording')
          ) : (
            t('assessment.record.hint')
          )}
        </p>
      </div>
      {recorder.micError && (
        <p role="alert" className="rounded-card bg-danger p-2 text-sm font-medium text-danger-fg">
          {t(`assessment.record.mic.${recorder.micError}`)}
        </p>
      )}
      {analysis && (
        <section aria-label={t('assessment.analysis.title')} className="space-y-3 rounded-card border border-border bg-card p-4 text-card-fg">
          <h3 className="font-semibold">{t('assessment.analysis.title')}</h3>
          <ScoreBar label={t('assessment.analysis.accuracy')} value={analysis.accuracy} />
          <ScoreBar label={t('assessment.analysis.clarity')} value={analysis.clarity} />
          <ScoreBar label={t('assessment.analysis.pace')} value={analysis.pace} />
          <PracticeFeedback
            praise={null}
            feedback={analysis.feedback}
            tips={analysis.areas_for_improvement.slice(0, 2)}
            tipsTitle={t('assessment.analysis.tips')}
            lang={i18n.language}
          />
        </section>
      )}
    </div>
  );
}
