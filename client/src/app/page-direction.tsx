import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { directionOf } from '@common/domain/languages.ts';

/**
 * Radix primitives set their own `dir` (left to right unless told), so the page's direction is passed down from
 * the interface language: tabs, menus, sliders and selects then mirror in Arabic and their arrow keys follow.
 * `useTranslation` re-renders on every language change, the same moment `setLanguage` turns the page around.
 */
export function PageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.Provider dir={directionOf(i18n.language)}>{children}</Direction.Provider>;
}
