import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { EXTRA_TIME_CHOICES } from '@common/contracts/parental-controls.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { usePendingExtraTime } from '@/lib/screen-time.ts';
import { useDecideExtraTime } from '../api/decide-extra-time.ts';

/** A child asked for more time from the rest screen: grant 15, 30 or 60 minutes, or decline. */
export function ExtraTimeRequests() {
  const { t, i18n } = useTranslation();
  const pending = usePendingExtraTime(true);
  const decide = useDecideExtraTime();
  const requests = pending.data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <Card className="border-warning" aria-live="polite">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-5 w-5" />
          {t('parentalControls.extraTime.title', { count: requests.length })}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1">
                {t('parentalControls.extraTime.asks', {
                  name: request.childName,
                  time: new Date(request.createdAt).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' }),
                })}
              </span>
              {EXTRA_TIME_CHOICES.map((minutes) => (
                <Button
                  key={minutes}
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: request.id, decision: { decision: 'grant', minutes } })}
                  aria-label={t('parentalControls.extraTime.grantLabel', { count: minutes, name: request.childName })}
                >
                  {t('parentalControls.extraTime.grant', { count: minutes })}
                </Button>
              ))}
              <Button
                size="sm"
                variant="outline"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ id: request.id, decision: { decision: 'decline' } })}
              >
                {t('parentalControls.extraTime.decline')}
              </Button>
            </li>
          ))}
        </ul>
        {decide.isError && <p role="alert">{t('parentalControls.extraTime.failed')}</p>}
      </CardContent>
    </Card>
  );
}
