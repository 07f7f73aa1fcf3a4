import { expect, test } from '@playwright/test';
import { storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

test('a parent adds a child account, and the child signs in with username and PIN', async ({ page, browser }) => {
  const username = `kid-${Date.now().toString(36)}`;
  await page.goto('/my-children');
  await expect(page.getByRole('article', { name: /Sam/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add a child' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Lina');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('PIN', { exact: true }).fill('4321');
  await dialog.getByLabel('Confirm PIN').fill('4321');
  await dialog.getByLabel('Age', { exact: true }).fill('7');
  await dialog
    .getByRole('button', { name: /add|save|create/i })
    .last()
    .click();
  await expect(page.getByRole('article', { name: /Lina/ })).toBeVisible();

  // Playwright gives new contexts this file's storage state unless told otherwise; the child starts signed out.
  const child = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const childPage = await child.newPage();
  await childPage.goto('/login');
  await childPage.getByLabel(/username/i).fill(username);
  await childPage.getByLabel(/password/i).fill('4321');
  await childPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(childPage).toHaveURL(/\/dashboard$/);
  await expect(childPage.getByText(/Lina/).first()).toBeVisible();
  await child.close();
});
