import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, storageFor, useStoredTheme } from '../support.ts';

for (const theme of ['default', 'wcag']) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => useStoredTheme(page, theme));

    test('landing page', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#pricing')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('sign-in page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /Try as Student/i })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test.describe('signed in', () => {
      test.use({ storageState: storageFor('parent') });

      test('dashboard', async ({ page }) => {
        await page.goto('/dashboard');
        await expect(page.getByRole('link', { name: /Writing Buddy/ })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });

      test('settings', async ({ page }) => {
        await page.goto('/settings');
        await expect(page.getByRole('radio', { name: /High Contrast/ })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
}

test('the landing page switches to Arabic, right to left', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /العربية/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#about')).toBeAttached();
});
