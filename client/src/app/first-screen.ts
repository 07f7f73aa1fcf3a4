import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

// What the signed-in shell adds around a screen (the voice bar, the screen-time guard) is not what the reader came
// for: it loads once the first screen has been drawn, so its chunks, strings and requests do not share the slow
// network and CPU with the screen's own (issue 16, Lighthouse's LCP counts everything that started before it).

/** Longest the extras wait for a first screen (one that never draws, say an error page): then they load anyway. */
const AT_THE_LATEST_MS = 4000;

let drawn = false;
let scheduled = false;
const listeners = new Set<() => void>();

function settle(): void {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
}

/** Called when a screen has committed: the extras follow once the browser has painted it and is next idle. */
export function markFirstScreenDrawn(): void {
  if (drawn || scheduled || typeof window === 'undefined') return;
  scheduled = true;
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: 1000 });
    else setTimeout(settle, 200);
  });
}

if (typeof window !== 'undefined')
  setTimeout(() => {
    revealScreen();
    settle();
  }, AT_THE_LATEST_MS);

// The page the server sends for a screen's address may carry that screen's header, drawn at build time
// (client/prerender.ts, routes.ts `frame`), with the app's root hidden behind it: the reader sees where they are
// while the code and data arrive. The app's own drawing replaces it once a screen commits, in one step, so the page
// never shows both, nor an empty moment between them.

/** The pre-drawn header's element (client/prerender.ts writes it beside #root). */
export const FRAME_ID = 'wren-frame';

/** Removes the pre-drawn header, if any, and shows the app's root in its place. */
export function revealScreen(): void {
  document.getElementById(FRAME_ID)?.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/**
 * Rendered before a screen's content (router.tsx): its layout effect runs before the screen's own (autofocus,
 * measurements), so they find the root already shown.
 */
export function RevealScreen(): null {
  useLayoutEffect(revealScreen, []);
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the first screen has been drawn (stays true for the rest of the visit). */
export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawn,
    () => false,
  );
}

/** Rendered with a screen: marks the first one drawn once it commits. */
export function FirstScreenDrawn(): null {
  useEffect(markFirstScreenDrawn, []);
  return null;
}

/**
 * Starts `load` (the import of a part the screen shows later: other tabs, the next steps) once the first screen is
 * drawn, so it is there when reached for without sharing the screen's first paint. A leaf: nothing else redraws.
 */
export function PreloadWhenDrawn({ load }: { load: () => void }): null {
  const drawn = useFirstScreenDrawn();
  useEffect(() => {
    if (drawn) load();
  }, [drawn, load]);
  return null;
}
