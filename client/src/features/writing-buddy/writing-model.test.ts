import { describe, expect, it } from 'vitest';
import {
  CANVAS,
  WRITING_LANGUAGES,
  clampIndex,
  initialWritingLanguage,
  isExcellent,
  scorePercent,
  tipsOf,
  toCanvasPoint,
  writingLanguageAfterUiChange,
} from './writing-model.ts';

describe('writing language', () => {
  it('offers en, en-CA, ar and fr in the spec order', () => {
    expect(WRITING_LANGUAGES).toEqual(['en', 'en-CA', 'ar', 'fr']);
  });

  it('opens in the interface language when children can write in it, otherwise English', () => {
    expect(initialWritingLanguage('ar')).toBe('ar');
    expect(initialWritingLanguage('fr')).toBe('fr');
    expect(initialWritingLanguage('it')).toBe('en');
    expect(initialWritingLanguage('cr')).toBe('en');
  });

  it('switches to Arabic when the interface becomes Arabic, and keeps the child’s choice otherwise', () => {
    expect(writingLanguageAfterUiChange('ar', 'en')).toBe('ar');
    expect(writingLanguageAfterUiChange('fr', 'en')).toBe('en');
    expect(writingLanguageAfterUiChange('en', 'ar')).toBe('ar');
  });
});

describe('navigation', () => {
  it('keeps an index inside a list that got shorter', () => {
    expect(clampIndex(27, 26)).toBe(25);
    expect(clampIndex(5, 0)).toBe(0);
  });
});

describe('result panel', () => {
  it('praises an overall score of 80 or more', () => {
    expect(isExcellent(80)).toBe(true);
    expect(isExcellent(79.9)).toBe(false);
  });

  it('shows at most 2 tips', () => {
    expect(tipsOf(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(tipsOf([])).toEqual([]);
  });

  it('shows scores as whole percentages from 0 to 100', () => {
    expect(scorePercent(72.6)).toBe(73);
    expect(scorePercent(-4)).toBe(0);
    expect(scorePercent(140)).toBe(100);
  });
});

describe('canvas coordinates', () => {
  it('maps a pointer to the 400×300 canvas space whatever size it is shown at', () => {
    const shown = { left: 10, top: 20, width: 200, height: 150 };
    expect(toCanvasPoint(110, 95, shown)).toEqual({ x: 200, y: 150 });
    expect(toCanvasPoint(10, 20, shown)).toEqual({ x: 0, y: 0 });
  });

  it('keeps points on the canvas when a captured pointer wanders off it', () => {
    const shown = { left: 0, top: 0, width: CANVAS.width, height: CANVAS.height };
    expect(toCanvasPoint(-50, 500, shown)).toEqual({ x: 0, y: CANVAS.height });
  });
});
