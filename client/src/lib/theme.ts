import type { Theme } from '@common/domain/themes.ts';
import type { Preferences } from '@common/domain/preferences.ts';

export const THEME_STORAGE_KEY = 'wren.theme';

/** Applies a theme at once and keeps it in browser storage. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage blocked: the theme still applies for this page */
  }
}

/** Accessibility preferences become data attributes that styles.css reads. */
export function applyAccessibility(preferences: Pick<Preferences, 'textSize' | 'reducedMotion' | 'readingFont'>): void {
  const root = document.documentElement;
  root.dataset.textSize = preferences.textSize;
  root.dataset.reducedMotion = String(preferences.reducedMotion);
  root.dataset.readingFont = String(preferences.readingFont);
}
