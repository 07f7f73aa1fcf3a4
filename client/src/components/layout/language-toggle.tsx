import { useTranslation } from 'react-i18next';
import { LANGUAGES, normalizeLanguage } from '@common/domain/languages.ts';
import { useChangeLanguage } from '@/lib/preferences.ts';
import { cn } from '@/lib/cn.ts';

const CHOICES = ['en', 'ar'] as const;

/**
 * The English / Arabic toggle of the public pages (landing and sign-in). Each name is written in its own
 * language and script, so a reader finds theirs whichever language the page is in now.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language);
  const changeLanguage = useChangeLanguage();
  return (
    <div role="group" aria-label={t('common.language')} className={cn('inline-flex rounded-full border border-border bg-card p-0.5', className)}>
      {CHOICES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void changeLanguage(language)}
          className={cn(
            'rounded-full px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            current === language ? 'bg-primary text-primary-fg' : 'text-card-fg hover:bg-muted',
          )}
        >
          {LANGUAGES[language].nativeName}
        </button>
      ))}
    </div>
  );
}
