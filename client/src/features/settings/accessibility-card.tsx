import { useTranslation } from 'react-i18next';
import { Accessibility } from 'lucide-react';
import { TEXT_SIZES, type Preferences } from '@common/domain/preferences.ts';
import { Label } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSavePreferences } from './use-save-preferences.ts';

/** Shown in the High Contrast theme only (spec 000 §2); the choices apply to the page as soon as they are saved. */
export function AccessibilityCard() {
  const { t } = useTranslation();
  const { preferences, save } = useSavePreferences();
  return (
    <SettingsSection title={t('settings.accessibility.title')} description={t('settings.accessibility.description')} icon={Accessibility}>
      <div className="flex flex-col gap-1.5 pb-2">
        <Label htmlFor="settings-text-size">{t('settings.accessibility.textSize')}</Label>
        <Select
          id="settings-text-size"
          label={t('settings.accessibility.textSize')}
          value={preferences.textSize}
          onValueChange={(value) => save({ textSize: value as Preferences['textSize'] })}
          options={TEXT_SIZES.map((size) => ({ value: size, label: t(`settings.accessibility.textSizes.${size}`) }))}
          className="min-w-56 self-start"
        />
      </div>
      <div className="divide-y divide-border">
        <Switch
          label={t('settings.accessibility.reducedMotion')}
          description={t('settings.accessibility.reducedMotionText')}
          checked={preferences.reducedMotion}
          onCheckedChange={(reducedMotion) => save({ reducedMotion })}
        />
        <Switch
          label={t('settings.accessibility.readingFont')}
          description={t('settings.accessibility.readingFontText')}
          checked={preferences.readingFont}
          onCheckedChange={(readingFont) => save({ readingFont })}
        />
      </div>
    </SettingsSection>
  );
}
