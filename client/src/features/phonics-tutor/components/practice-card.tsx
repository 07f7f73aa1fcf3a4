import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';
import { useAnalyzePronunciation } from '../api/analyze-pronunciation.ts';
import type { ContentLanguage, PhonicsAnalysis } from '../api/types.ts';
import { listenText, listOf, RECORDING_MAX_MS, type PracticeKind } from '../phonics-model.ts';
import { sayOnce } from '@/lib/speech/say-once.ts';
import { usePressRecorder } from '../use-press-recorder.ts';
import { RecordButton } from './record-button.tsx';
import { ResultPanel } from './result-panel.tsx';

/**
 * One item to practise: the sound or word, its hint and examples, listen, press-and-hold record, the analyzing
 * spinner and the result. Rendered with a key per item, so moving to another item hides the result (spec 001 §4).
 */
export function PracticeCard({
  kind,
  target,
  language,
  uiLanguage,
  hint,
  examples = [],
}: {
  kind: PracticeKind;
  target: string;
  language: ContentLanguage;
  uiLanguage: string;
  hint?: string;
  examples?: string[];
}) {
  const { t } = useTranslation();
  const analyze = useAnalyzePronunciation();
  const [result, setResult] = useState<PhonicsAnalysis | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const speechLanguage = language === 'en-CA' ? 'en-CA' : language;

  const recorder = usePressRecorder({
    maxMs: RECORDING_MAX_MS[kind],
    onRecorded: (audio) => {
      setProblem(null);
      analyze.mutate(
        { audio, target, type: kind, language, uiLanguage },
        {
          onSuccess: setResult,
          onError: (error) => {
            // The server's sentence about the recording (silence, too long, not audio), else the screen's own.
            const message = sentenceForChild(error) ?? t('phonicsTutor.errors.analysisDescription');
            setProblem(message);
            toast({ title: t('phonicsTutor.errors.analysisTitle'), description: message, variant: 'destructive' });
          },
        },
      );
    },
  });
  const analyzing = analyze.isPending || recorder.phase === 'stored';

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
          <p lang={language} dir="auto" className={kind === 'sound' ? 'text-6xl leading-normal font-bold' : 'text-3xl leading-normal font-bold'}>
            {target}
          </p>
          {hint && (
            <p data-tour="hint" className="rounded-card bg-muted px-4 py-2 text-sm">
              <span className="font-semibold">{t('phonicsTutor.hint')}: </span>
              <span lang={uiLanguage}>{hint}</span>
            </p>
          )}
          {examples.length > 0 && (
            <p className="text-sm text-muted-fg">
              {t('phonicsTutor.examples')}:{' '}
              <span lang={language} dir="auto" className="font-medium text-fg">
                {listOf(examples, language)}
              </span>
            </p>
          )}
          <Button variant="outline" data-tour="listen" onClick={() => void sayOnce(listenText(examples, target, kind), speechLanguage)}>
            <Volume2 aria-hidden="true" className="h-4 w-4" />
            {t('phonicsTutor.listen')}
          </Button>
          <RecordButton
            phase={recorder.phase}
            seconds={recorder.seconds}
            maxSeconds={RECORDING_MAX_MS[kind] / 1000}
            disabled={analyzing}
            onStart={() => void recorder.start()}
            onStop={recorder.stop}
          />
          {analyzing && (
            <p role="status" className="flex items-center gap-2 text-sm font-medium">
              <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              {t('phonicsTutor.analyzing')}
            </p>
          )}
          {recorder.micError && (
            <p role="alert" className="rounded-card bg-danger p-3 text-sm text-danger-fg">
              {t(recorder.micError === 'denied' ? 'phonicsTutor.errors.microphone' : 'phonicsTutor.errors.noMicrophone')}
            </p>
          )}
          {problem && !analyzing && (
            <p role="alert" className="rounded-card border border-border p-3 text-sm">
              {problem}
            </p>
          )}
        </CardContent>
      </Card>
      <ResultPanel kind={kind} result={result} uiLanguage={uiLanguage} />
    </div>
  );
}
