import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { RESTING_EVENT } from '@/lib/api.ts';
import { appOfPath, SCREEN_TIME_KEY, useScreenTime } from '@/lib/screen-time.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useHeartbeat } from '../api/send-heartbeat.ts';
import { RestScreen } from './rest-screen.tsx';

const BEAT_EVERY_MS = 60_000;

/**
 * A screen that stands in front of the whole app: drawn beside it, with the app made inert behind it, so neither a
 * pointer nor the Tab key reaches what is behind.
 */
function InFront({ children }: { children: ReactNode }) {
  useEffect(() => {
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    return () => app?.removeAttribute('inert');
  }, []);
  return createPortal(children, document.body);
}

/**
 * A signed-in child's screen time (issue 13). While a page is visible it sends a heartbeat every minute (the server
 * counts at most one minute per minute), tells the child at 15, 5 and 1 minute left and when a break is due, and
 * shows the rest screen when the server says to rest, checking every few seconds for a grown-up's answer.
 */
export default function ScreenTimeGuard() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const queryClient = useQueryClient();
  const status = useScreenTime(true);
  const beat = useHeartbeat();
  const app = appOfPath(location);
  const appRef = useRef(app);
  useEffect(() => {
    appRef.current = app;
  }, [app]);
  const { mutate } = beat;

  useEffect(() => {
    const send = () => {
      if (document.visibilityState === 'visible') mutate(appRef.current);
    };
    send();
    const timer = window.setInterval(send, BEAT_EVERY_MS);
    document.addEventListener('visibilitychange', send);
    const resting = () => void queryClient.invalidateQueries({ queryKey: SCREEN_TIME_KEY });
    window.addEventListener(RESTING_EVENT, resting);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', send);
      window.removeEventListener(RESTING_EVENT, resting);
    };
  }, [mutate, queryClient]);

  const latest = beat.data;
  useEffect(() => {
    if (!latest) return;
    if (latest.warning !== null) toast({ title: t('screenTime.warning', { count: latest.warning }) });
    else if (latest.breakDue) toast({ title: t('screenTime.break.title'), description: t('screenTime.break.text') });
  }, [latest, t]);

  const data = status.data;
  useFreshAppWhenLifted(data ? data.locked || (app !== null && !data.allowedApps.includes(app)) : false);
  if (!data) return null;
  if (data.locked) {
    return (
      <InFront>
        <RestScreen status={data} />
      </InFront>
    );
  }
  if (app && !data.allowedApps.includes(app)) {
    return (
      <InFront>
        <div role="dialog" aria-modal="true" aria-labelledby="app-off-title" className="fixed inset-0 z-50 flex items-center justify-center bg-bg p-4">
          <main className="w-full max-w-md space-y-4 rounded-card border border-border bg-card p-8 text-center text-card-fg shadow-lg">
            <img src="/wren.svg" alt="" width={80} height={80} className="mx-auto h-20 w-20" />
            <h1 id="app-off-title" className="text-2xl font-bold">
              {t('screenTime.appOff.title')}
            </h1>
            <p>{t('screenTime.appOff.text')}</p>
            <Link href="/dashboard" className="inline-block rounded bg-primary px-4 py-2 text-primary-fg">
              {t('common.backToDashboard')}
            </Link>
          </main>
        </div>
      </InFront>
    );
  }
  return null;
}

/**
 * While a screen stands in front, what the page behind asks for is refused (423 resting, 403 an app switched off) and
 * kept as an error. When the screen lifts (a grown-up gave more time, switched the app on), the page is asked for
 * again, so the child does not find "We could not load…" where their things should be.
 */
function useFreshAppWhenLifted(inFront: boolean): void {
  const queryClient = useQueryClient();
  const wasInFront = useRef(inFront);
  useEffect(() => {
    if (wasInFront.current && !inFront) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SCREEN_TIME_KEY[0] });
    }
    wasInFront.current = inFront;
  }, [inFront, queryClient]);
}
