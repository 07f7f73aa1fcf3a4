import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from 'radix-ui';
import { Check, Languages } from 'lucide-react';
import { LANGUAGES, SWITCHER_LANGUAGES, normalizeLanguage, type Language } from '@common/domain/languages.ts';
import { useChangeLanguage } from '@/lib/preferences.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';

/** The spec's switcher set (en, ar, fr, it), plus the current language when the account uses another one. */
function useSwitcherLanguages(): { current: Language; options: readonly Language[] } {
  const { i18n } = useTranslation();
  const current = normalizeLanguage(i18n.language) ?? 'en';
  const options = SWITCHER_LANGUAGES.includes(current) ? SWITCHER_LANGUAGES : [...SWITCHER_LANGUAGES, current];
  return { current, options };
}

/** "Français (French)": the native name a speaker recognises, then the name in the interface language. */
function useLanguageLabel(): (language: Language) => string {
  const { t } = useTranslation();
  return (language) => {
    const native = LANGUAGES[language].nativeName;
    const local = t(`languages.${language}`);
    return native === local ? native : `${native} (${local})`;
  };
}

function useSwitch(): (language: Language) => void {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (language) => {
    // The page switches at once; only keeping the choice on the account can fail, and the person should know.
    changeLanguage(language).catch(() => toast({ title: t('header.languageNotSaved'), variant: 'destructive' }));
  };
}

function CompactSwitcher() {
  const { t } = useTranslation();
  const { current, options } = useSwitcherLanguages();
  const label = useLanguageLabel();
  const select = useSwitch();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('header.languageMenu', { language: LANGUAGES[current].nativeName })}
        className="inline-flex h-10 items-center gap-1.5 rounded-[calc(var(--radius)*0.75)] px-2.5 text-sm font-medium text-fg hover:bg-muted"
      >
        <Languages aria-hidden="true" className="h-5 w-5" />
        <span aria-hidden="true" className="uppercase">
          {current}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-card border border-border bg-card p-1 text-card-fg shadow-lg">
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-muted-fg">{t('common.language')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => select(value as Language)}>
            {options.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="relative flex cursor-pointer select-none items-center rounded py-1.5 pe-3 ps-8 outline-none data-[highlighted]:bg-muted"
              >
                <DropdownMenu.ItemIndicator className="absolute start-2">
                  <Check aria-hidden="true" className="h-4 w-4" />
                </DropdownMenu.ItemIndicator>
                {label(language)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A native select: labelled, keyboard- and screen-reader-friendly everywhere, and light to load. */
function FullSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const { current, options } = useSwitcherLanguages();
  const label = useLanguageLabel();
  const select = useSwitch();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('common.language')}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <select
          id={id}
          value={current}
          onChange={(event) => select(event.target.value as Language)}
          className="h-10 min-w-56 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-card-fg"
        >
          {options.map((language) => (
            <option key={language} value={language} lang={language}>
              {label(language)}
            </option>
          ))}
        </select>
        {LANGUAGES[current].rtl && <Badge tone="info">{t('common.rtlIndicator')}</Badge>}
      </div>
    </div>
  );
}

/** The interface language switcher: `compact` (icon button and menu, for headers) or `full` (labelled select). */
export function LanguageSwitcher({ variant, className }: { variant: 'compact' | 'full'; className?: string }) {
  return <div className={cn(className)}>{variant === 'compact' ? <CompactSwitcher /> : <FullSwitcher />}</div>;
}
