import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { currentLanguage } from '@/lib/i18n.ts';
import { TOUR, TOUR_STEPS, type TourStep } from '../phonics-model.ts';
import { sayOnce, stopSaying } from '../use-speech.ts';

/** Written out so Tailwind generates them. */
const HIGHLIGHT = ['ring-4', 'ring-primary', 'ring-offset-2', 'ring-offset-bg', 'rounded-card'];

function elementFor(target: TourStep): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour="${target}"]`);
}

/**
 * The guided tour: highlights one part of the sounds tab at a time (the 8 steps of spec 001 §1) and reads its text aloud; it moves on 1 s after
 * the speech ends and starts 0.5 s after it is opened (spec 001 §9). Back, next and close work at any time.
 */
export function GuidedTour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [started, setStarted] = useState(false);
  const target = TOUR_STEPS[step]!;
  const text = t(`phonicsTutor.tour.steps.${target}`);

  useEffect(() => {
    dialog.current?.focus();
    const timer = window.setTimeout(() => setStarted(true), TOUR.startDelayMs);
    return () => {
      window.clearTimeout(timer);
      stopSaying();
    };
  }, []);

  useEffect(() => {
    const element = elementFor(target);
    element?.classList.add(...HIGHLIGHT);
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (!started) return () => element?.classList.remove(...HIGHLIGHT);

    let cancelled = false;
    let timer = 0;
    stopSaying();
    void sayOnce(text, currentLanguage()).then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        if (step < TOUR_STEPS.length - 1) setStep(step + 1);
        else onClose();
      }, TOUR.advanceAfterSpeechMs);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      element?.classList.remove(...HIGHLIGHT);
    };
  }, [step, started, target, text, onClose]);

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
          {t('phonicsTutor.tour.title', { step: step + 1, total: TOUR_STEPS.length })}
        </h2>
        <Button variant="ghost" size="icon" aria-label={t('phonicsTutor.tour.close')} onClick={onClose} className="-me-2 -mt-2">
          <X aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <p className="mt-2" aria-live="polite">
        {text}
      </p>
      <div className="mt-4 flex justify-between gap-2">
        <Button variant="outline" size="sm" disabled={step === 0} onClick={() => setStep(step - 1)}>
          {t('phonicsTutor.tour.back')}
        </Button>
        {step < TOUR_STEPS.length - 1 ? (
          <Button size="sm" onClick={() => setStep(step + 1)}>
            {t('phonicsTutor.tour.next')}
          </Button>
        ) : (
          <Button size="sm" onClick={onClose}>
            {t('phonicsTutor.tour.finish')}
          </Button>
        )}
      </div>
    </div>
  );
}
