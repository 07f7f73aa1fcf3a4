import { expect, test } from '@playwright/test';

test('a student tries the product from the sign-in page, sees their own figures, and signs out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Try as Student/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Role: Student');
  await expect(page.getByRole('group', { name: 'Tokens' })).toContainText('350');
  await expect(page.getByRole('group', { name: 'Level' })).toContainText('3');
  await expect(page.getByRole('group', { name: 'Streak' })).toContainText('5');
  await expect(page.getByRole('group', { name: 'Completed missions' })).toContainText('12');
  await expect(page.getByRole('progressbar', { name: /Writing Buddy/ })).toHaveAttribute('aria-valuenow', '65');
  await expect(page.getByRole('progressbar', { name: /Creative Lab/ })).toHaveAttribute('aria-valuenow', '30');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
