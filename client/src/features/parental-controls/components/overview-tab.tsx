import { useTranslation } from 'react-i18next';
import { CONTROLLED_APPS, SAFETY_LEVELS } from '@common/contracts/parental-controls.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { DraftChange, SettingsDraft } from './settings-form.ts';

/** Spec 002 §2 Overview: the safety level with a description of each, and the allowed apps. */
export function OverviewTab({ draft, onChange }: { draft: SettingsDraft; onChange: DraftChange }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.safety.title')}</CardTitle>
          <CardDescription>{t('parentalControls.safety.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('parentalControls.safety.title')}</legend>
            {SAFETY_LEVELS.map((level) => (
              <label
                key={level}
                className="flex cursor-pointer gap-3 rounded-card border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-muted"
              >
                <input
                  type="radio"
                  name="safety-level"
                  value={level}
                  checked={draft.safetyLevel === level}
                  onChange={() => onChange({ safetyLevel: level })}
                  className="mt-1 h-4 w-4 accent-[var(--color-primary)]"
                />
                <span>
                  <span className="block font-medium">{t(`parentalControls.safety.levels.${level}.name`)}</span>
                  <span className="block text-sm text-muted-fg">{t(`parentalControls.safety.levels.${level}.text`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.apps.title')}</CardTitle>
          <CardDescription>{t('parentalControls.apps.description')}</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          {CONTROLLED_APPS.map((app) => (
            <Switch
              key={app}
              label={t(`parentalControls.apps.${app}`)}
              checked={draft.apps[app]}
              onCheckedChange={(on) => onChange({ apps: { ...draft.apps, [app]: on } })}
            />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
