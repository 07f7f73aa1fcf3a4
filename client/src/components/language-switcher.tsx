import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LANGUAGES, type Language } from '@common/domain/languages.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { TRIGGER_CLASS, TRIGGER_CODE_CLASS, useLanguageLabel, useSwitch, useSwitcherLanguages } from './language-options.ts';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));
const preloadMenu = () => void import('./language-menu.tsx');

/**
 * The header's switcher: a button that looks and reads like the menu's trigger. The menu itself loads when the
 * person reaches for the button (hover or focus preload it, a click or a key opens it), so no page pays for it
 * before then.
 */
function CompactSwitcher() {
  const { t } = useTranslation();
  const { current } = useSwitcherLanguages();
  const [opened, setOpened] = useState<{ withKeyboard: boolean } | null>(null);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t('header.languageMenu', { language: LANGUAGES[current].nativeName })}
      className={TRIGGER_CLASS}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      // A click from Enter or Space has no pointer behind it: detail 0.
      onClick={(event) => setOpened({ withKeyboard: event.detail === 0 })}
    >
      <Languages aria-hidden="true" className="h-5 w-5" />
      <span aria-hidden="true" className={TRIGGER_CODE_CLASS}>
        {current}
      </span>
    </button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu openedWithKeyboard={opened.withKeyboard} />
    </Suspense>
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
