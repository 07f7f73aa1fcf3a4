import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountTheme, storageFor, useStoredTheme } from '../support.ts';

/** A signed-in screen follows the account's theme, so the account carries it for the test and gets it back after. */
function withAccountTheme(theme: string) {
  test.beforeEach(async ({ page }) => setAccountTheme(page, theme));
  test.afterEach(async ({ page }) => resetAccountLook(page));
}

for (const theme of ['default', 'wcag']) {
  test.describe(`axe in the ${theme} theme`, () => {
    test.describe('visitor', () => {
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
    });

    test.describe('signed in', () => {
      test.use({ storageState: storageFor('parent') });
      withAccountTheme(theme);

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

    test.describe('practice screens', () => {
      test.use({ storageState: storageFor('student') });
      withAccountTheme(theme);

      test('phonics tutor', async ({ page }) => {
        await page.goto('/phonics-tutor');
        await expect(page.getByRole('button', { name: 'Hold to record' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousA11yViolations(page);
      });

      test('STEM mission coach with its block editor', async ({ page }) => {
        await page.goto('/stem-mission-coach');
        await expect(page.getByRole('button', { name: 'Run Code' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousA11yViolations(page);
      });
    });

    test.describe('mission creator', () => {
      test.use({ storageState: storageFor('teacher') });
      withAccountTheme(theme);

      test('mission creator', async ({ page }) => {
        await page.goto('/mission-creator');
        await expect(page.getByRole('button', { name: 'Save Mission' })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
}

test('the landing page switches to Arabic, right to left', async ({ page }) => {
  await page.goto('/');
  // The page arrives pre-rendered: its buttons answer once React has taken it over (app-shell.spec.ts), so wait for
  // that, and click again if the first click came before it.
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.getByRole('button', { name: /العربية/ }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 1_000 });
  }).toPass();
  await expect(page.locator('#features')).toBeAttached();
  await expect(page.locator('#about')).toBeAttached();
});
