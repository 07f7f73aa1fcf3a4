import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PracticeLanguageRules<L extends string> {
  /** The language to start in, from the interface language. */
  initial: (uiLanguage: string) => L;
  /** Where a change of the interface language moves the practice language (spec 001 §4: Arabic follows). */
  afterUiChange: (uiLanguage: string, current: L) => L;
  /** Called on every real change, to start the module's items again from the first. */
  onChange: () => void;
}

/**
 * The language a practice module works in: the child's own choice, which stays until the interface language
 * changes and the module's rule moves it. Returns the language and the function that changes it.
 */
export function usePracticeLanguage<L extends string>({ initial, afterUiChange, onChange }: PracticeLanguageRules<L>) {
  const { i18n } = useTranslation();
  const [language, setLanguage] = useState<L>(() => initial(i18n.language));
  const change = (next: L) => {
    if (next === language) return;
    setLanguage(next);
    onChange();
  };

  // Only a change of the interface language moves it, checked while rendering so no frame shows the old one.
  const [seenUiLanguage, setSeenUiLanguage] = useState(i18n.language);
  if (seenUiLanguage !== i18n.language) {
    setSeenUiLanguage(i18n.language);
    change(afterUiChange(i18n.language, language));
  }
  return [language, change] as const;
}
