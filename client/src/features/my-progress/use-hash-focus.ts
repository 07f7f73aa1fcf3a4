import { useEffect, useRef, type RefObject } from 'react';

/**
 * Brings a section into view and moves focus to its heading when the address carries its hash. Client-side
 * navigation (pushState) fires no hashchange and the browser's own jump happens before the content exists, so
 * this waits until the page is `ready` (its data loaded and the layout above settled), and does it once.
 */
export function useHashFocus(hash: string, target: RefObject<HTMLElement | null>, ready: boolean): void {
  const done = useRef(false);

  useEffect(() => {
    if (!ready || done.current || window.location.hash !== `#${hash}`) return;
    const element = target.current;
    if (!element) return;
    done.current = true;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  }, [hash, target, ready]);

  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash !== `#${hash}`) return;
      target.current?.focus({ preventScroll: true });
      target.current?.scrollIntoView({ block: 'start' });
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [hash, target]);
}
