import { expect, test } from '@playwright/test';
import { storageFor, expectAxeRulesPass } from '../support.ts';

test.use({ storageState: storageFor('admin') });

test('an administrator sees which engine serves each AI capability and tests text generation', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /AI engines/ }).click();
  await expect(page).toHaveURL(/\/admin\/ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI engines' })).toBeVisible();
  await expect(page.getByText('Text generation').first()).toBeVisible();
  await expect(page.getByText('Moderation').first()).toBeVisible();
  // Each capability's card is a section of the page: a level-2 heading under its h1, none skipped.
  await expect(page.getByRole('heading', { level: 2, name: 'Text generation' })).toBeVisible();
  await expectAxeRulesPass(page, ['heading-order']);
  await page.getByRole('button', { name: 'Test Text generation' }).click();
  await expect(page.getByText('Test passed').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Served by builtin/).first()).toBeVisible();
});
