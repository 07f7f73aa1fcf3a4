import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a signed-out visitor who opens the dashboard is asked to sign in first, then lands there', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  await page.getByLabel(/username/i).fill('demo-parent');
  await page.getByLabel(/password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown assessment grade says so; no grade means kindergarten', async ({ page, request }) => {
  await request.post('/api/auth/login', { data: { username: 'demo-student', password: 'demo1234' }, headers: { 'X-Requested-With': 'e2e' } });
  const cookies = await request.storageState();
  await page.context().addCookies(cookies.cookies);
  await page.goto('/assessment/grade9');
  await expect(page.getByText('Assessment not found').first()).toBeVisible();
  await page.goto('/assessment');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Kindergarten');
});
