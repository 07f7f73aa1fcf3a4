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

test('on a phone, a control reached with Tab is never hidden under the voice bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-children');
  await expect(page.getByRole('article', { name: /Sam/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wren, your voice assistant' })).toBeVisible();
  let belowTheFold = 0;
  for (let tab = 1; tab <= 30; tab++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.getElementById('voice-assistant')!;
      if (!focused || focused === document.body || bar.contains(focused)) return null;
      const { top, bottom } = focused.getBoundingClientRect();
      return { control: focused.outerHTML.slice(0, 100), bottom, barTop: bar.getBoundingClientRect().top, scrolled: top > 0 && window.scrollY > 0 };
    });
    if (!where) continue;
    if (where.scrolled) belowTheFold++;
    expect(where.bottom, `Tab ${tab}: ${where.control}`).toBeLessThanOrEqual(where.barTop);
  }
  // The page was long enough for Tab to scroll it: the check above met controls that start below the bar.
  expect(belowTheFold).toBeGreaterThan(0);
});
