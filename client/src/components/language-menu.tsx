import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from 'radix-ui';
import { Check, Languages } from 'lucide-react';
import { LANGUAGES, type Language } from '@common/domain/languages.ts';
import { TRIGGER_CLASS, TRIGGER_CODE_CLASS, useLanguageLabel, useSwitch, useSwitcherLanguages } from './language-options.ts';

/**
 * The header's language menu (Radix, with the code that positions it: about 15 KB compressed). The switcher loads
 * it when the person first reaches for the button, and it opens at once; `openedWithKeyboard` puts focus on the
 * first language, as Radix does when its own trigger is opened with a key.
 */
export default function LanguageMenu({ openedWithKeyboard }: { openedWithKeyboard: boolean }) {
  const { t } = useTranslation();
  const { current, options } = useSwitcherLanguages();
  const label = useLanguageLabel();
  const select = useSwitch();
  // Radix focuses the menu as it opens; opened from the keyboard, focus goes on to the first language (once).
  const firstFocus = useRef(openedWithKeyboard);
  const focusFirstItem = (event: FocusEvent<HTMLDivElement>) => {
    if (!firstFocus.current || event.target !== event.currentTarget) return;
    firstFocus.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
  };
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger aria-label={t('header.languageMenu', { language: LANGUAGES[current].nativeName })} className={TRIGGER_CLASS}>
        <Languages aria-hidden="true" className="h-5 w-5" />
        <span aria-hidden="true" className={TRIGGER_CODE_CLASS}>
          {current}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={focusFirstItem}
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-card border border-border bg-card p-1 text-card-fg shadow-lg"
        >
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
