import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { HEARD_RIGHT, HEARD_WRONG, type AssessmentRecord, type PronunciationAnalysis, type QuestionsResponse } from '@common/contracts/assessments.ts';
import { directionOf } from '@common/domain/languages.ts';
import { AdultListening } from '@/components/adult-listening.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api.ts';
import { isNoAdultListening, useMarkRefusal, useMayMark } from '@/lib/listener.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';
import { Progress } from '@/components/ui/progress.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAnalyzePronunciation } from '../api/analyze-pronunciation.ts';
import { useSubmitAssessment } from '../api/submit-assessment.ts';
import { canAdvance } from '../assessment-model.ts';
import { ChoiceQuestion } from './choice-question.tsx';
import { PronunciationQuestion } from './pronunciation-question.tsx';
import { ReadAloudButton, spokenText } from './read-aloud-button.tsx';
import { sayOnce, stopSaying } from '@/lib/speech/say-once.ts';

/**
 * One question at a time (spec 000 §2, §4, §5): a progress bar, previous and next, submit on the last question.
 * Next and submit wait for an answer and are disabled while submitting and while a recording is analysed.
 */
export function Runner({ form, onDone }: { form: QuestionsResponse; onDone: (record: AssessmentRecord) => void }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [analyses, setAnalyses] = useState<Record<string, PronunciationAnalysis>>({});
  const [engineDown, setEngineDown] = useState(false);
  const analyze = useAnalyzePronunciation();
  const submit = useSubmitAssessment();
  const refusal = useMarkRefusal();
  const heading = useRef<HTMLHeadingElement>(null);

  const total = form.questions.length;
  const question = form.questions[index]!;
  const last = index === total - 1;
  const answered = Boolean(answers[question.id]);
  const enabled = canAdvance(answered, submit.isPending, analyze.isPending);
  // The question showing has its own marks by ear, and the adult's sign-in with them (PronunciationQuestion).
  const marksHere = question.type !== 'multiple-choice' && (engineDown || answers[question.id] === HEARD_RIGHT || answers[question.id] === HEARD_WRONG);

  // A kindergarten child may not read yet: each question is spoken when it appears (and can be replayed).
  useEffect(() => {
    if (form.grade !== 'kindergarten') return;
    const timer = window.setTimeout(() => void sayOnce(spokenText(question), form.language), 400);
    return () => {
      window.clearTimeout(timer);
      stopSaying();
    };
  }, [form.grade, form.language, question]);

  const go = (next: number) => {
    setIndex(next);
    // The new question is announced: focus moves to its heading.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const onRecorded = (audio: Blob) => {
    analyze.mutate(
      { grade: form.grade, program: form.program, form: form.form, questionId: question.id, uiLanguage: i18n.language, audio },
      {
        onSuccess: (analysis) => {
          setEngineDown(false);
          setAnalyses((a) => ({ ...a, [question.id]: analysis }));
          setAnswers((a) => ({ ...a, [question.id]: analysis.analysisId }));
          toast({
            title: t('assessment.toasts.analyzed'),
            description: t('assessment.toasts.analyzedDescription', { accuracy: analysis.accuracy, feedback: analysis.feedback }),
          });
        },
        onError: (error) => {
          // No engine to listen on this server: an adult can mark the answer by ear instead.
          if (error instanceof ApiError && error.status === 503) setEngineDown(true);
          toast({ title: t('assessment.toasts.analysisError'), description: t('assessment.toasts.analysisErrorDescription'), variant: 'destructive' });
        },
      },
    );
  };

  const onSubmit = () => {
    submit.mutate(
      { grade: form.grade, program: form.program, form: form.form, answers, totalQuestions: total },
      {
        onSuccess: (record) => {
          toast({
            title: t('assessment.toasts.completed'),
            description: record.passed
              ? t('assessment.toasts.passed', { score: record.overallScore })
              : t('assessment.toasts.keepPracticing', { score: record.overallScore }),
          });
          onDone(record);
        },
        onError: (error) =>
          toast({ title: t('assessment.toasts.error'), description: refusal(error) ?? t('assessment.toasts.saveFailed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="assessment-question" className="space-y-5">
      <div className="space-y-2">
        <p className="text-sm font-medium text-muted-fg">{t('assessment.progress', { current: index + 1, total })}</p>
        <Progress value={((index + 1) / total) * 100} label={t('assessment.progress', { current: index + 1, total })} />
      </div>
      <article className="space-y-5 rounded-card border border-border bg-card p-6 text-card-fg shadow-sm">
        <div className="flex flex-wrap items-start gap-4">
          {question.icon && (
            <span aria-hidden="true" className="text-6xl leading-none">
              {question.icon}
            </span>
          )}
          {/* At least 10rem wide before "Read aloud" moves to a line of its own: beside it on a phone the question was a word a line. */}
          <h2
            id="assessment-question"
            ref={heading}
            tabIndex={-1}
            className="min-w-0 flex-1 basis-40 text-2xl font-bold outline-none"
            lang={form.language}
            dir={directionOf(form.language)}
          >
            {question.question}
          </h2>
          <ReadAloudButton question={question} language={form.language} />
        </div>
        {question.type === 'multiple-choice' ? (
          <ChoiceQuestion
            question={question}
            language={form.language}
            value={answers[question.id]}
            onChange={(value) => setAnswers((a) => ({ ...a, [question.id]: value }))}
          />
        ) : (
          <PronunciationQuestion
            key={question.id}
            question={question}
            language={form.language}
            value={answers[question.id]}
            analysis={analyses[question.id]}
            analysing={analyze.isPending}
            engineDown={engineDown}
            onRecorded={onRecorded}
            onMarked={(mark) => setAnswers((a) => ({ ...a, [question.id]: mark }))}
          />
        )}
      </article>
      {/* Answers marked by ear, sent after the adult stopped listening (or their hour ran out): the server refused them,
          and the adult signs in beside the child again here, whatever question is showing, then sends them again. */}
      {isNoAdultListening(submit.error) && <ListenAgain refusal={submit.error} withForm={!marksHere} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" disabled={index === 0} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          {t('assessment.previous')}
        </Button>
        {last ? (
          <Button disabled={!enabled} onClick={onSubmit}>
            <Send aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            {submit.isPending ? t('assessment.submitting') : t('assessment.submit')}
          </Button>
        ) : (
          <Button disabled={!enabled} onClick={() => go(index + 1)}>
            {t('assessment.next')}
            <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * The server refused the answers because no adult is listening any more: its sentence until an adult signs in
 * beside the child again, and the sign-in itself when the question showing has none of its own.
 */
function ListenAgain({ refusal, withForm }: { refusal: unknown; withForm: boolean }) {
  const { mayMark } = useMayMark();
  return (
    <div className="space-y-3">
      {!mayMark && (
        <p role="alert" className="rounded-card bg-danger p-3 font-medium text-danger-fg">
          {sentenceForChild(refusal)}
        </p>
      )}
      {withForm && <AdultListening />}
    </div>
  );
}
