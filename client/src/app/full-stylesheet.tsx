import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useToasts } from '@/components/ui/toast-store.ts';

/**
 * The pre-rendered landing page carries its own styles inline and names the app's full stylesheet in a meta tag
 * (client/prerender.ts): it is loaded when the visitor leaves the landing page (or a toast shows), so the landing
 * page never waits for, nor downloads, the styles of the other screens. Pages from app.html link it normally.
 */
export function FullStylesheet() {
  const [location] = useLocation();
  const toasts = useToasts();
  const needed = location !== '/' || toasts.length > 0;
  useEffect(() => {
    if (!needed) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="wren-stylesheet"]');
    if (!meta) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = meta.content;
    document.head.appendChild(link);
    meta.remove();
  }, [needed]);
  return null;
}
