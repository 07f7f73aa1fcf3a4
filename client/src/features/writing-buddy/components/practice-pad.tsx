import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser, Save, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';
import { useAnalyzeHandwriting } from '../api/analyze-handwriting.ts';
import { useSaveSample } from '../api/save-sample.ts';
import type { Stroke, WritingAnalysis, WritingLanguage } from '../api/types.ts';
import { DrawingCanvas, strokesToPng } from './drawing-canvas.tsx';
import { ResultPanel } from './result-panel.tsx';

/** The server's own sentence when it sent one, otherwise the screen's fallback text (spec 001 §8). */
/**
 * The canvas, its buttons and the result panel, for one target (a letter or a practice item). Moving to another
 * item, language or difficulty starts a fresh canvas with no result (spec 001 §4); the navigation itself stays
 * mounted so keyboard focus stays on the arrow that was pressed.
 */
export function PracticePad({
  type,
  target,
  language,
  heading,
  aside,
}: {
  type: 'letter' | 'word';
  target: string;
  language: WritingLanguage;
  /** What to write and how to move between items, above the canvas. */
  heading: ReactNode;
  /** Cards below the result panel (formation guide, stats). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  // The result belongs to the strokes it was made from; a new stroke or Clear makes it stale for saving.
  const [result, setResult] = useState<{ analysis: WritingAnalysis; strokes: Stroke[] } | null>(null);
  const item = `${type}:${language}:${target}`;
  const [shownItem, setShownItem] = useState(item);
  if (shownItem !== item) {
    setShownItem(item);
    setStrokes([]);
    setResult(null);
  }
  const analyze = useAnalyzeHandwriting();
  const save = useSaveSample();
  const pending = analyze.isPending || save.isPending;
  const empty = strokes.length === 0;

  const request = () => ({ type, target, strokes, imageDataUrl: strokesToPng(strokes), language });

  const onAnalyze = async () => {
    if (empty) {
      toast({ title: t('writingBuddy.toasts.noContent'), description: t('writingBuddy.toasts.writeBeforeAnalyzing'), variant: 'destructive' });
      return;
    }
    try {
      const analysis = await analyze.mutateAsync(request());
      setResult({ analysis, strokes });
      toast({ title: t('writingBuddy.toasts.analysisComplete'), description: t('writingBuddy.toasts.analysisCompleteDescription') });
    } catch (error) {
      toast({
        title: t('writingBuddy.toasts.analysisError'),
        description: sentenceForChild(error) ?? t('writingBuddy.toasts.analysisErrorFallback'),
        variant: 'destructive',
      });
    }
  };

  const onSave = async () => {
    if (empty) {
      toast({ title: t('writingBuddy.toasts.noContent'), description: t('writingBuddy.toasts.writeBeforeSaving'), variant: 'destructive' });
      return;
    }
    const body = request();
    // Spec 001 §4: analyse before saving; if that fails, the sample is saved without an analysis.
    let analysis: WritingAnalysis | undefined = result?.strokes === strokes ? result.analysis : undefined;
    if (!analysis) {
      try {
        analysis = await analyze.mutateAsync(body);
        setResult({ analysis, strokes });
      } catch {
        analysis = undefined;
      }
    }
    try {
      const saved = await save.mutateAsync({
        handwritingData: strokes.map((stroke) => stroke.points),
        letter: target,
        type,
        language,
        analysis,
        imageDataUrl: body.imageDataUrl,
      });
      toast({ title: t('writingBuddy.toasts.saved'), description: saved.message || t('writingBuddy.toasts.savedFallback') });
    } catch (error) {
      toast({
        title: t('writingBuddy.toasts.saveError'),
        description: sentenceForChild(error) ?? t('writingBuddy.toasts.saveErrorFallback'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,420px)_minmax(0,1fr)]">
      <div className="space-y-4">
        {heading}
        <DrawingCanvas strokes={strokes} onStroke={(stroke) => setStrokes((previous) => [...previous, stroke])} />
        <div className="flex flex-wrap items-center gap-2" data-tour="actions">
          <Button variant="outline" onClick={() => setStrokes([])} disabled={empty || pending}>
            <Eraser aria-hidden="true" className="h-4 w-4" />
            {t('writingBuddy.actions.clear')}
          </Button>
          <Button variant="secondary" onClick={() => void onSave()} disabled={empty || pending}>
            <Save aria-hidden="true" className="h-4 w-4" />
            {save.isPending ? t('common.saving') : t('writingBuddy.actions.save')}
          </Button>
          <Button onClick={() => void onAnalyze()} disabled={empty || pending}>
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            {analyze.isPending ? t('writingBuddy.actions.analyzing') : t('writingBuddy.actions.analyze')}
          </Button>
        </div>
        <p className="text-sm text-muted-fg" aria-live="polite">
          {t('writingBuddy.canvas.strokes', { count: strokes.length })}
        </p>
      </div>
      <div className="space-y-4">
        <ResultPanel result={result?.analysis ?? null} language={language} />
        {aside}
      </div>
    </div>
  );
}
