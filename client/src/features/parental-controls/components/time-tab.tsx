import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_LIMIT } from '@common/contracts/parental-controls.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { browserTimeZone, type DraftChange, type SettingsDraft } from './settings-form.ts';

/** Spec 002 §2 Time management: the daily limit, the allowed hours and break reminders, in the family's time zone. */
export function TimeTab({ draft, onChange }: { draft: SettingsDraft; onChange: DraftChange }) {
  const { t } = useTranslation();
  const here = browserTimeZone();
  const zone = draft.timeZone ?? here;
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
          <CardDescription>{t('parentalControls.time.windowText', { zone })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="grid grid-cols-2 gap-3">
            <TimeField label={t('parentalControls.time.start')} value={draft.startTime} onChange={(startTime) => onChange({ startTime })} />
            <TimeField label={t('parentalControls.time.end')} value={draft.endTime} onChange={(endTime) => onChange({ endTime })} />
          </div>
          {here !== zone && (
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

/** One end of the allowed hours: a labelled time input. */
function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="time" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
