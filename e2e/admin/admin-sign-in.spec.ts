import { expect, test } from '@playwright/test';

test('admin signs in with one click and the dashboard shows the Administrator role', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Try as Administrator/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Role: Administrator');
});
