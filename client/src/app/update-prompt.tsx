import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';

let registering = false;

/** Resolves after the page's load event, when the browser is next idle (at most 5 s later). */
function afterLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 5000 }) : setTimeout(resolve, 1000));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** Whether this page load is already drawn by the service worker (an earlier visit installed it). */
const controlled = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker.controller;

/**
 * Registers the service worker (client/src/sw.ts) and offers its updates. A new build's worker installs beside the
 * running one and waits: the reader sees "A new version of Wren is ready" with Reload, and only that click lets it
 * take over; every open page then reloads into it, so no page mixes the files of two builds.
 *
 * A first visit to the landing page registers nothing (it downloads no more than it shows); the worker installs as
 * soon as the visitor goes on (sign-in, any screen), or on any page once it is there.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const wanted = location !== '/' || controlled();

  useEffect(() => {
    if (!wanted || registering || import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    registering = true;
    const container = navigator.serviceWorker;
    // Another page (or this one) accepted an update: the new version now answers, so this page reloads into it.
    let hadController = !!container.controller;
    container.addEventListener('controllerchange', () => {
      if (hadController) window.location.reload();
      hadController = true;
    });
    // Once the page has loaded and gone quiet: installing downloads the whole build, which must not compete with
    // the screen's own files and first drawing on a slow phone.
    void afterLoad()
      .then(() => container.register('/sw.js', { scope: '/' }))
      .then((registration) => {
        const offer = (worker: ServiceWorker | null) => {
          if (worker && container.controller) setWaiting(worker);
        };
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(registration.waiting ?? installing);
          });
        });
      })
      .catch(() => undefined);
  }, [wanted]);

  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 start-4 z-50 flex max-w-sm items-center gap-3 rounded-card border border-border bg-card p-3 text-sm text-card-fg shadow-lg"
    >
      <p>{t('app.update.ready')}</p>
      <button
        type="button"
        onClick={() => waiting.postMessage({ type: 'SKIP_WAITING' })}
        className="shrink-0 rounded bg-primary px-3 py-1.5 font-medium text-primary-fg hover:opacity-90"
      >
        {t('app.update.reload')}
      </button>
    </div>
  );
}
