import { DEFAULT_THEME, isTheme, type Theme } from '@common/domain/themes.ts';
import type { Preferences } from '@common/domain/preferences.ts';

export const THEME_STORAGE_KEY = 'wren.theme';

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Applies a theme at once and keeps it in browser storage. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* storage blocked: the theme still applies for this page */
  }
}

export function currentTheme(): Theme {
  const value = document.documentElement.dataset.theme;
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** Accessibility preferences become data attributes that styles.css reads. */
export function applyAccessibility(preferences: Pick<Preferences, 'textSize' | 'reducedMotion' | 'readingFont'>): void {
  const root = document.documentElement;
  root.dataset.textSize = preferences.textSize;
  root.dataset.reducedMotion = String(preferences.reducedMotion);
  root.dataset.readingFont = String(preferences.readingFont);
}
