import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ear, Mic, Pause, Play, Square } from 'lucide-react';
import { FLUENCY_MAX_SECONDS, type FluencyLanguage, type FluencyReading, type Passage } from '@common/contracts/fluency.ts';
import { directionOf } from '@common/domain/languages.ts';
import { SKILLS_TIMING, type SkillsGrade } from '@common/domain/skills-assessment.ts';
import { AdultListening } from '@/components/adult-listening.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { startRecording, type Recording } from '@/lib/audio/recorder.ts';
import { useMarkRefusal, useMayMark } from '@/lib/listener.ts';
import { useCreateReading } from '../api/create-reading.ts';
import { usePassages } from '../api/get-passages.ts';
import { joinWavs, passageFor, passageGradeOf } from '../skills-model.ts';
import { Countdown } from './countdown.tsx';
import { FluencyReview } from './fluency-review.tsx';

const SECONDS = SKILLS_TIMING.fluencySeconds;
type Phase = 'intro' | 'started' | 'sending' | 'review' | 'failed';

export interface FluencyOutcome {
  reading: FluencyReading;
  passage: Passage;
  /** The adult's choice, null when none was made (it then counts as 3). */
  expression: number | null;
}

/**
 * Reading fluency (spec 000 §4, §9): an intro, then 60 s of reading aloud while recording, with pause, resume and
 * Finish; the timer ending finishes too. The recording goes to the fluency engine (POST /api/fluency/readings) and
 * the adult checks the marked passage and the expression before the results are saved. With no microphone (none
 * found or none allowed), the adult may go on by ear: the clock runs the same, nothing is recorded, and the reading
 * arrives unmarked (POST /api/fluency/readings/by-ear) for the adult to mark.
 */
export function FluencyStep({
  grade,
  language,
  childId,
  saving,
  onDone,
}: {
  grade: SkillsGrade;
  /** The passage's language (skills-model.ts fluencyLanguageFor). */
  language: FluencyLanguage;
  childId: string | null;
  saving: boolean;
  onDone: (outcome: FluencyOutcome) => void;
}) {
  const { t } = useTranslation();
  const passages = usePassages(passageGradeOf(grade), language);
  const passage = passages.data ? passageFor(grade, passages.data.passages) : null;
  const createReading = useCreateReading();
  /** Marking by ear is an adult's: on a child's session, once the adult beside them has signed in to listen. */
  const { mayMark } = useMayMark();
  const refusal = useMarkRefusal();
  /** Why the reading could not be checked, when the server said (a refusal for the child, or no adult listening any more). */
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('intro');
  const [paused, setPaused] = useState(false);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [micError, setMicError] = useState(false);
  /** No microphone: the clock runs, nothing is recorded, and the adult who listened marks the reading. */
  const [byEar, setByEar] = useState(false);
  const listeningByEar = useRef(false);
  const [reading, setReading] = useState<FluencyReading | null>(null);
  const recording = useRef<Recording | null>(null);
  const segments = useRef<Blob[]>([]);
  /** Reading time before the current run, and when the current run started (null while paused). */
  const banked = useRef(0);
  const runningSince = useRef<number | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      recording.current?.cancel();
    };
  }, []);

  const record = useCallback(async (): Promise<boolean> => {
    if (listeningByEar.current) return true;
    try {
      recording.current = await startRecording({ maxMs: (FLUENCY_MAX_SECONDS + 5) * 1000 });
      return true;
    } catch (error) {
      console.warn('Microphone failed.', error);
      // Denied or missing, the adult is asked for the microphone (spec 000 §8).
      if (mounted.current) setMicError(true);
      return false;
    }
  }, []);

  const stopSegment = async () => {
    const current = recording.current;
    recording.current = null;
    if (current) segments.current.push((await current.stop()).wav);
  };

  const finish = useCallback(async () => {
    if (runningSince.current !== null) banked.current += Date.now() - runningSince.current;
    runningSince.current = null;
    setPhase('sending');
    const current = recording.current;
    recording.current = null;
    if (current) segments.current.push((await current.stop()).wav);
    if (!passage || (!listeningByEar.current && segments.current.length === 0)) {
      setPhase('failed');
      return;
    }
    const durationSeconds = Math.max(1, Math.min(SECONDS, Math.round(banked.current / 100) / 10));
    try {
      const audio = listeningByEar.current ? null : await joinWavs(segments.current);
      const answer = await createReading.mutateAsync({ audio, passageId: passage.id, durationSeconds, childId });
      if (!mounted.current) return;
      setReading(answer);
      setPhase('review');
    } catch (error) {
      console.warn('The reading could not be checked.', error);
      const sentence = refusal(error);
      if (!mounted.current) return;
      setFailure(sentence);
      setPhase('failed');
    }
  }, [passage, childId, createReading, refusal]);

  // The reading clock: shown each second; at 60 s the reading finishes by itself.
  useEffect(() => {
    if (phase !== 'started' || paused) return;
    const tick = window.setInterval(() => {
      const now = banked.current + (runningSince.current === null ? 0 : Date.now() - runningSince.current);
      setElapsedMs(now);
      if (now >= SECONDS * 1000) void finish();
    }, 250);
    return () => window.clearInterval(tick);
  }, [phase, paused, finish]);

  const start = async (earOnly = false) => {
    listeningByEar.current = earOnly;
    setByEar(earOnly);
    setMicError(false);
    segments.current = [];
    banked.current = 0;
    setElapsedMs(0);
    if (!(await record())) return;
    runningSince.current = Date.now();
    setPaused(false);
    setPhase('started');
  };

  const pause = async () => {
    if (runningSince.current !== null) banked.current += Date.now() - runningSince.current;
    runningSince.current = null;
    setElapsedMs(banked.current);
    setPaused(true);
    await stopSegment();
  };

  const resume = async () => {
    if (!(await record())) return;
    runningSince.current = Date.now();
    setPaused(false);
  };

  if (passages.isError || (passages.data && !passage)) {
    return (
      <Card>
        <CardContent className="pt-5">
          <p role="alert">{t('skillsAssessment.fluency.noPassage')}</p>
        </CardContent>
      </Card>
    );
  }

  const remaining = Math.max(0, SECONDS - Math.floor(elapsedMs / 1000));
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{phase === 'review' ? t('skillsAssessment.fluency.reviewHeading') : t('skillsAssessment.fluency.introHeading')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {micError && (
          <div className="space-y-3 rounded-card border border-danger p-3">
            <div role="alert">
              <p className="font-semibold">{t('skillsAssessment.fluency.mic.title')}</p>
              <p>{t('skillsAssessment.fluency.mic.text')}</p>
            </div>
            <AdultListening />
            <Button variant="outline" disabled={!passage || !mayMark} onClick={() => void start(true)}>
              <Ear aria-hidden="true" className="h-5 w-5" />
              {t('skillsAssessment.fluency.byEar')}
            </Button>
          </div>
        )}
        {phase === 'intro' && (
          <>
            <p>{t('skillsAssessment.fluency.introText')}</p>
            <Button size="lg" disabled={!passage} onClick={() => void start()}>
              <Mic aria-hidden="true" className="h-5 w-5" />
              {t('skillsAssessment.fluency.start')}
            </Button>
          </>
        )}
        {(phase === 'started' || phase === 'sending') && passage && (
          <>
            <Countdown remaining={remaining} total={SECONDS} label={t('skillsAssessment.steps.reading_fluency')} />
            <p role="status" className="text-sm font-semibold">
              {phase === 'sending'
                ? t('skillsAssessment.fluency.sending')
                : paused
                  ? t('skillsAssessment.fluency.paused')
                  : byEar
                    ? t('skillsAssessment.fluency.listening')
                    : t('skillsAssessment.fluency.recording')}
            </p>
            {byEar && <p>{t('skillsAssessment.fluency.byEarText')}</p>}
            <article lang={passage.language} dir={directionOf(passage.language)} className="rounded-card border border-border p-4 text-2xl leading-relaxed">
              <h3 className="mb-2 font-bold">{passage.title}</h3>
              <p className="whitespace-pre-line">{passage.text}</p>
            </article>
            <div className="flex flex-wrap gap-2">
              {paused ? (
                <Button variant="outline" disabled={phase !== 'started'} onClick={() => void resume()}>
                  <Play aria-hidden="true" className="h-4 w-4" />
                  {t('skillsAssessment.fluency.resume')}
                </Button>
              ) : (
                <Button variant="outline" disabled={phase !== 'started'} onClick={() => void pause()}>
                  <Pause aria-hidden="true" className="h-4 w-4" />
                  {t('skillsAssessment.fluency.pause')}
                </Button>
              )}
              <Button disabled={phase !== 'started'} onClick={() => void finish()}>
                <Square aria-hidden="true" className="h-4 w-4" />
                {t('skillsAssessment.fluency.finish')}
              </Button>
            </div>
          </>
        )}
        {phase === 'failed' && (
          <div role="alert" className="space-y-3">
            <p>{failure ?? t('skillsAssessment.fluency.failed')}</p>
            <Button
              onClick={() => {
                setFailure(null);
                setPhase('intro');
              }}
            >
              {t('skillsAssessment.fluency.tryAgain')}
            </Button>
          </div>
        )}
        {phase === 'review' && reading && passage && (
          <FluencyReview reading={reading} onChange={setReading} saving={saving} onSave={(expression) => onDone({ reading, passage, expression })} />
        )}
      </CardContent>
    </Card>
  );
}
