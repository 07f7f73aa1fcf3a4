import { useEffect, useLayoutEffect, useRef } from 'react';

/** Answer keys of a timed question (1–4, Y/N), ignored while typing in a field or with a modifier held. */
export function useAnswerKeys(keys: { key: string; onPress: () => void }[]) {
  const current = useRef(keys);
  useLayoutEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable)) return;
      const found = current.current.find((k) => k.key === event.key.toLowerCase());
      if (!found) return;
      event.preventDefault();
      found.onPress();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
