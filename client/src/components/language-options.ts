import { useTranslation } from 'react-i18next';
import { LANGUAGES, SWITCHER_LANGUAGES, normalizeLanguage, type Language } from '@common/domain/languages.ts';
import { useChangeLanguage } from '@/lib/preferences.ts';
import { toast } from '@/components/ui/toast-store.ts';

/** The spec's switcher set (en, ar, fr, it), plus the current language when the account uses another one. */
export function useSwitcherLanguages(): { current: Language; options: readonly Language[] } {
  const { i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language) ?? 'en';
  const options = SWITCHER_LANGUAGES.includes(current) ? SWITCHER_LANGUAGES : [...SWITCHER_LANGUAGES, current];
  return { current, options };
}

/** "Français (French)": the native name a speaker recognises, then the name in the interface language. */
export function useLanguageLabel(): (language: Language) => string {
  const { t } = useTranslation();
  return (language) => {
    const native = LANGUAGES[language].nativeName;
    const local = t(`languages.${language}`);
    return native === local ? native : `${native} (${local})`;
  };
}

export function useSwitch(): (language: Language) => void {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (language) => {
    // The page switches at once; only keeping the choice on the account can fail, and the person should know.
    changeLanguage(language).catch(() => toast({ title: t('header.languageNotSaved'), variant: 'destructive' }));
  };
}

/** The header button's look, the same before and after the menu has loaded. */
export const TRIGGER_CLASS = 'inline-flex h-10 items-center gap-1.5 rounded-[calc(var(--radius)*0.75)] px-2.5 text-sm font-medium text-fg hover:bg-muted';
/**
 * The current language's code beside the trigger's icon, not on a phone: there the icon alone (the button's name says
 * the language), so the student's header keeps to two rows in the largest text (the code took the room sign out needed).
 */
export const TRIGGER_CODE_CLASS = 'uppercase max-sm:hidden';
