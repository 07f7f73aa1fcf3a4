import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { sayOnce, stopSaying } from '@/lib/speech/say-once.ts';

/** Spec 001 §9: the tour starts 0.5 s after it opens and moves on 1 s after a step has been read. */
const TIMING = { startDelayMs: 500, advanceAfterSpeechMs: 1000 } as const;

/** Written out so Tailwind generates them. */
const HIGHLIGHT = ['ring-4', 'ring-primary', 'ring-offset-2', 'ring-offset-bg', 'rounded-card'];

function elementFor(step: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour="${step}"]`);
}

interface GuidedTourProps<Step extends string> {
  /** The steps in order; each names the element it highlights by its data-tour mark. */
  steps: readonly Step[];
  /** The text of a step, shown and read aloud. */
  textFor: (step: Step) => string;
  onClose: () => void;
}

/**
 * A practice screen's guided tour (Writing Buddy, Phonics Tutor): highlights one part of the screen at a time and
 * reads its text aloud. Back, next, close and Escape work at any time.
 */
export function GuidedTour<Step extends string>({ steps, textFor, onClose }: GuidedTourProps<Step>) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const step = steps[index]!;
  const text = textFor(step);
  const last = index === steps.length - 1;

  useEffect(() => {
    dialog.current?.focus();
    const timer = window.setTimeout(() => setStarted(true), TIMING.startDelayMs);
    return () => {
      window.clearTimeout(timer);
      stopSaying();
    };
  }, []);

  useEffect(() => {
    const element = elementFor(step);
    element?.classList.add(...HIGHLIGHT);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (!started) return () => element?.classList.remove(...HIGHLIGHT);

    let cancelled = false;
    let timer = 0;
    stopSaying();
    void sayOnce(text, currentLanguage()).then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        if (!last) setIndex(index + 1);
        else onClose();
      }, TIMING.advanceAfterSpeechMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      element?.classList.remove(...HIGHLIGHT);
    };
  }, [index, last, started, step, text, onClose]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-x-4 bottom-32 z-50 mx-auto max-w-md rounded-card border border-border bg-card p-4 text-card-fg shadow-lg outline-none sm:start-6 sm:end-auto sm:mx-0 sm:w-full"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold">
          {t('tour.title', { step: index + 1, total: steps.length })}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('tour.close')} onClick={onClose} className="-me-2 -mt-2">
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <p className="mt-2" aria-live="polite">
        {text}
      </p>
      <div className="mt-4 flex justify-between gap-2">
        <Button variant="outline" size="sm" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('tour.back')}
        </Button>
        {last ? (
          <Button size="sm" onClick={onClose}>
            {t('tour.finish')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => setIndex(index + 1)}>
            {t('tour.next')}
          </Button>
        )}
      </div>
    </div>
  );
}
