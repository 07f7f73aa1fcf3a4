import { useTranslation } from 'react-i18next';
import { Loader2, Mic, Square } from 'lucide-react';
import { HEARD_RIGHT, HEARD_WRONG, type PronunciationAnalysis, type PublicQuestion } from '@common/contracts/assessments.ts';
import { directionOf } from '@common/domain/languages.ts';
import { PracticeFeedback, ScoreBar } from '@/components/practice-result.tsx';
import { AdultListening } from '@/components/adult-listening.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useMayMark } from '@/lib/listener.ts';
import { useRecorder } from '../use-recorder.ts';
import { OptionCard } from './choice-question.tsx';

/**
 * A pronunciation question (spec 000 §2): record, then the analysis panel with accuracy, clarity, pace, feedback
 * and tips. The answer is the server's analysis; recording again replaces it.
 *
 * Without a microphone (none found, or not allowed) or an engine to listen, the question is not a dead end: an adult
 * listens to the child say the word and marks it, as a screener is given on paper. The record counts such answers.
 */
export function PronunciationQuestion({
  question,
  language,
  value,
  analysis,
  analysing,
  engineDown,
  onRecorded,
  onMarked,
}: {
  question: PublicQuestion;
  language: string;
  /** The answer given so far: an analysis id or an adult's mark. */
  value: string | undefined;
  analysis: PronunciationAnalysis | undefined;
  analysing: boolean;
  /** The last recording could not be analysed because the engine cannot serve (503). */
  engineDown: boolean;
  onRecorded: (wav: Blob) => void;
  onMarked: (mark: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const recorder = useRecorder(onRecorded);
  const recording = recorder.state !== 'idle';
  const marked = value === HEARD_RIGHT || value === HEARD_WRONG;
  return (
    <div className="space-y-4">
      <p className="rounded-card bg-muted p-4 text-center text-3xl font-bold" lang={language} dir={directionOf(language)}>
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
      {(recorder.micError || engineDown || marked) && <MarkByEar name={question.id} value={value} onMarked={onMarked} />}
      {analysis && !marked && (
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

/** On a child's session, the marks open once the adult beside the child has signed in to listen (AdultListening). */
function MarkByEar({ name, value, onMarked }: { name: string; value: string | undefined; onMarked: (mark: string) => void }) {
  const { t } = useTranslation();
  const { mayMark } = useMayMark();
  const marks = [
    { mark: HEARD_RIGHT, label: t('assessment.byEar.right') },
    { mark: HEARD_WRONG, label: t('assessment.byEar.wrong') },
  ];
  return (
    <fieldset className="space-y-2 rounded-card border border-border p-4">
      <legend className="px-1 font-semibold">{t('assessment.byEar.legend')}</legend>
      <p className="text-sm text-muted-fg">{t('assessment.byEar.hint')}</p>
      <AdultListening />
      {mayMark && (
        <div className="flex flex-wrap gap-3">
          {marks.map(({ mark, label }) => (
            <OptionCard key={mark} name={`${name}-by-ear`} value={mark} checked={value === mark} onChange={() => onMarked(mark)} className="min-h-11 px-4 py-2">
              {label}
            </OptionCard>
          ))}
        </div>
      )}
    </fieldset>
  );
}
