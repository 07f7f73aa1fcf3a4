import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Globe } from 'lucide-react';
import { LANGUAGES, isRtl, normalizeLanguage } from '@common/domain/languages.ts';
import { LanguageSwitcher } from '@/components/language-switcher.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { SettingsSection } from './settings-section.tsx';

/** The shared switcher applies and keeps the language; this card confirms each change in the new language. */
function useLanguageChangedToast() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const onChange = (language: string) => {
      const code = normalizeLanguage(language);
      // The event comes before this component re-renders, so name the new language explicitly.
      toast({ title: i18n.t('settings.language.changed', { lng: language }), description: code ? LANGUAGES[code].nativeName : undefined });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}

export function LanguageCard() {
  const { t, i18n } = useTranslation();
  useLanguageChangedToast();
  return (
    <SettingsSection title={t('settings.language.title')} description={t('settings.language.description')} icon={Globe}>
      <LanguageSwitcher variant="full" />
      {isRtl(i18n.language) && <p className="mt-3 text-sm text-muted-fg">{t('settings.language.rtlText')}</p>}
    </SettingsSection>
  );
}
