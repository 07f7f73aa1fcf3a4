import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenTimeStatus } from '@common/contracts/parental-controls.ts';
import { Button } from '@/components/ui/button.tsx';
import { useRequestExtraTime } from '../api/request-extra-time.ts';

/** The come-back time as the family's clock shows it, in the child's language. */
function comeBackLabel(status: ScreenTimeStatus, language: string): string {
  if (!status.comeBackAt) return status.comeBackTime ?? '';
  const at = new Date(status.comeBackAt);
  const sameDay = at.getTime() - Date.now() < 12 * 3600_000;
  return new Intl.DateTimeFormat(language, {
    timeZone: status.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { weekday: 'long' }),
  }).format(at);
}

/**
 * The friendly rest screen (issue 13): at the daily limit or outside the allowed hours the child sees the bird, when
 * they may come back, and a way to ask their grown-up for more time. It covers the page; the server refuses every
 * learning call meanwhile (423), so nothing behind it works anyway.
 */
export function RestScreen({ status }: { status: ScreenTimeStatus }) {
  const { t, i18n } = useTranslation();
  const ask = useRequestExtraTime();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const request = status.extraTimeRequest;
  const pending = request?.status === 'pending';

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="rest-title" className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-bg p-4">
      <main className="w-full max-w-md space-y-5 rounded-card border border-border bg-card p-8 text-center text-card-fg shadow-lg">
        <img src="/wren.svg" alt="" width={96} height={96} className="mx-auto h-24 w-24" />
        <h1 id="rest-title" ref={heading} tabIndex={-1} className="text-2xl font-bold">
          {t('screenTime.rest.title')}
        </h1>
        <p>{status.reason === 'daily-limit' ? t('screenTime.rest.limitText') : t('screenTime.rest.hoursText')}</p>
        <p className="text-lg font-semibold" data-testid="come-back">
          {t('screenTime.rest.comeBack', { time: comeBackLabel(status, i18n.language) })}
        </p>
        <div aria-live="polite" className="space-y-3">
          {pending ? (
            <p className="rounded-card bg-muted p-3">{t('screenTime.rest.asked')}</p>
          ) : (
            <>
              {request?.status === 'declined' && <p className="rounded-card bg-muted p-3">{t('screenTime.rest.declined')}</p>}
              <Button onClick={() => ask.mutate()} disabled={ask.isPending}>
                {t('screenTime.rest.ask')}
              </Button>
            </>
          )}
          {ask.isError && <p role="alert">{t('screenTime.rest.askFailed')}</p>}
        </div>
      </main>
    </div>
  );
}
