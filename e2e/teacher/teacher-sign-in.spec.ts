import { expect, test } from '@playwright/test';

test('teacher signs in with one click and the dashboard shows the Teacher role', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Try as Teacher/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Role: Teacher');
});
