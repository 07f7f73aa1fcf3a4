import { expect, test } from '@playwright/test';

test('parent signs in with one click and the dashboard shows the Parent role', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Try as Parent/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Role: Parent');
});
