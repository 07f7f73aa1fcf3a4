import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_LIMIT } from '@common/contracts/parental-controls.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { DraftChange, SettingsDraft } from './settings-form.ts';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Spec 002 §2 Time management: the daily limit, the allowed hours and break reminders, in the family's time zone. */
export function TimeTab({ draft, onChange }: { draft: SettingsDraft; onChange: DraftChange }) {
  const { t } = useTranslation();
  const startId = useId();
  const endId = useId();
  const here = browserTimeZone();
  const hours = Math.floor(draft.dailyLimitMinutes / 60);
  const minutes = draft.dailyLimitMinutes % 60;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.time.limitTitle')}</CardTitle>
          <CardDescription>{t('parentalControls.time.limitText')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-2xl font-bold" aria-live="polite">
            {t('parentalControls.time.duration', { hours, minutes })}
          </p>
          <Slider
            label={t('parentalControls.time.limitLabel')}
            value={draft.dailyLimitMinutes}
            onValueChange={(value) => onChange({ dailyLimitMinutes: value })}
            min={DAILY_LIMIT.min}
            max={DAILY_LIMIT.max}
            step={DAILY_LIMIT.step}
          />
          <div className="flex justify-between text-sm text-muted-fg">
            <span>{t('parentalControls.time.minutes', { count: DAILY_LIMIT.min })}</span>
            <span>{t('parentalControls.time.minutes', { count: DAILY_LIMIT.max })}</span>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.time.windowTitle')}</CardTitle>
          <CardDescription>{t('parentalControls.time.windowText', { zone: draft.timeZone })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={startId} className="block font-medium">
                {t('parentalControls.time.start')}
              </label>
              <input
                id={startId}
                type="time"
                value={draft.startTime}
                onChange={(e) => onChange({ startTime: e.target.value })}
                className="h-10 w-full rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-card-fg"
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={endId} className="block font-medium">
                {t('parentalControls.time.end')}
              </label>
              <input
                id={endId}
                type="time"
                value={draft.endTime}
                onChange={(e) => onChange({ endTime: e.target.value })}
                className="h-10 w-full rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-card-fg"
              />
            </div>
          </div>
          {here !== draft.timeZone && (
            <Button variant="outline" size="sm" onClick={() => onChange({ timeZone: here })}>
              {t('parentalControls.time.useHere', { zone: here })}
            </Button>
          )}
          <Switch
            label={t('parentalControls.time.breaks')}
            description={t('parentalControls.time.breaksText')}
            checked={draft.breakReminders}
            onCheckedChange={(on) => onChange({ breakReminders: on })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
