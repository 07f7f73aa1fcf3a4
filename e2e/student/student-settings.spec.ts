import { expect, test } from '@playwright/test';
import { storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('switching to Arabic turns the page right to left, and the choice is kept after a reload', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Back to English for the other tests of this account.
  await page.getByRole('combobox', { name: 'اللغة', exact: true }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('choosing a theme applies it at once and keeps it on the account; wcag shows the accessibility card', async ({ page, context }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: /Accessibility/i })).toHaveCount(0);
  await page.getByRole('radio', { name: /High Contrast/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'wcag');
  await expect(page.getByRole('heading', { name: /Accessibility/i })).toBeVisible();

  // A new browser (no local storage) gets the theme from the account.
  const fresh = await context.browser()!.newContext({ storageState: { cookies: (await context.storageState()).cookies, origins: [] } });
  const other = await fresh.newPage();
  await other.goto('/dashboard');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'wcag');
  await fresh.close();

  for (const name of ['Dark', 'Kids', 'Colorful', 'Professional']) {
    await page.getByRole('radio', { name: new RegExp(name) }).click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
});
