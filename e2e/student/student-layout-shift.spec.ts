import { expect, test } from '@playwright/test';
import { layoutShift, resetAccountLook, setAccountLanguage, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student'), viewport: { width: 412, height: 823 } });

// Issue 16: Lighthouse's CLS ≤ 0.05. The dashboard's figures arrive after its first paint (the profile, held back a
// second here as a slow phone network would): the tiles are drawn with their labels meanwhile, at their height.
for (const language of ['en', 'fr'] as const) {
  test(`dashboard: the figure tiles and what follows stay put when the profile arrives late (${language})`, async ({ page }) => {
    expect((await setAccountLanguage(page, language)).status()).toBe(200);
    try {
      // The app keeps the account's language for the next page (the wren.language cookie, none for English), as after
      // choosing it; the first page after a change made elsewhere is drawn in the old language, then the new.
      await page.goto('/dashboard');
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === 'wren.language')?.value)
        .toBe(language === 'en' ? undefined : language);
      await page.route('**/api/user/profile', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto('/dashboard');
      const tokens = page.getByRole('group', { name: language === 'en' ? 'Tokens' : 'Jetons' });
      await expect(tokens).toBeVisible();
      const loading = await tokens.boundingBox();
      await expect(tokens.locator('.animate-pulse')).toHaveCount(0);
      await expect(tokens).toContainText(/\d/);
      expect(await tokens.boundingBox()).toEqual(loading);
      expect(await layoutShift(page, '[role="group"], section, main > *')).toBe(0);
    } finally {
      await resetAccountLook(page);
    }
  });
}
