import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import type { Preferences } from '@common/domain/preferences.ts';
import { Switch } from '@/components/ui/switch.tsx';
import { SettingsSection } from './settings-section.tsx';
import { useSavePreferences } from './use-save-preferences.ts';

const LEARNING_SWITCHES = ['soundEffects', 'autoSave', 'notifications', 'voiceNavigation'] as const satisfies readonly (keyof Preferences)[];

export function LearningCard() {
  const { t } = useTranslation();
  const { preferences, save } = useSavePreferences();
  return (
    <SettingsSection title={t('settings.learning.title')} description={t('settings.learning.description')} icon={GraduationCap}>
      <div className="divide-y divide-border">
        {LEARNING_SWITCHES.map((key) => (
          <Switch
            key={key}
            label={t(`settings.learning.${key}`)}
            description={t(`settings.learning.${key}Text`)}
            checked={preferences[key]}
            onCheckedChange={(checked) => save({ [key]: checked })}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
