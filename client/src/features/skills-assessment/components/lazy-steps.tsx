import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

// A child starts on the intro; the steps after it load once the intro is drawn (PreloadWhenDrawn in the page) or
// when it is left, so the intro's text is not waiting for them (issue 16, LCP).
const load = () => import('./later-steps.ts');

/** Starts loading the later steps; loading twice costs nothing. */
export function preloadLaterSteps(): void {
  void load();
}

export const LetterStep = lazy(() => load().then((module) => ({ default: module.LetterStep })));
export const RhymeStep = lazy(() => load().then((module) => ({ default: module.RhymeStep })));
export const FluencyStep = lazy(() => load().then((module) => ({ default: module.FluencyStep })));
export const CompleteStep = lazy(() => load().then((module) => ({ default: module.CompleteStep })));

/** A later step: a placeholder of its room while its code arrives. */
export function LaterStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="h-64" />}>{children}</Suspense>;
}
