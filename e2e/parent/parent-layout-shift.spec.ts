import { expect, test, type Page } from '@playwright/test';
import { expectAxeRulesPass, layoutShift, resetAccountLook, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent'), viewport: { width: 412, height: 823 } });

/** Holds the answers of this API path back a second, as a slow phone network would, so the screen draws without them first. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
}

// Issue 16: Lighthouse's CLS ≤ 0.05. What arrives after the first paint takes the room kept for it.
for (const theme of ['default', 'wcag'] as const) {
  test(`settings: the cards stay put when the profile arrives late (${theme} theme)`, async ({ page }) => {
    if (theme === 'wcag') await setAccountTheme(page, 'wcag');
    try {
      await slowDown(page, '/api/user/profile');
      await page.goto('/settings');
      await expect(page.getByRole('radio', { name: 'High Contrast' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save name' })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.05);
      // Each theme is named by the words it shows.
      await expectAxeRulesPass(page, ['label-content-name-mismatch', 'heading-order']);
    } finally {
      await resetAccountLook(page);
    }
  });
}

test('parental controls: the page under the header stays put when the children arrive late', async ({ page }) => {
  await slowDown(page, '/api/children');
  await page.goto('/parental-controls');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Child', exact: true })).toBeVisible();
  // The child chooser arrives in the header with the children: the page under it does not move (it did by 56 px).
  expect(await layoutShift(page, 'main')).toBe(0);
});
