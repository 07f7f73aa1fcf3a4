import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_ROLES = ['student', 'parent', 'teacher', 'admin'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export const storageFor = (role: DemoRole) => `.tmp/e2e-auth/${role}.json`;

/** Sets the theme the way a returning visitor has it: kept in browser storage before the page loads. */
export async function useStoredTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('wren.theme', value), theme);
}

/** axe-core on the whole page; serious and critical violations fail the test with their details. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}
