import { expect, test } from '@playwright/test';
import { storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

// The name form loads on its own (issue 16: a child's settings never load its form library); an adult still finds it
// filled in, changes the name with the keyboard and sees it saved.
test('a parent changes their name in Settings, and a child has no name form at all', async ({ page, browser }) => {
  const restore = () => page.request.patch('/api/user/profile', { headers: { 'X-Requested-With': 'wren' }, data: { firstName: 'Alex', lastName: 'Rivera' } });
  try {
    await page.goto('/settings');
    const form = page.getByRole('heading', { name: 'Change your name' }).locator('..');
    const last = form.getByLabel('Last name');
    await expect(form.getByLabel('First name')).toHaveValue('Alex');
    await expect(last).toHaveValue('Rivera');
    await expect(last).toBeEnabled();
    await last.fill('Rivera-Khan');
    await last.press('Enter');
    await expect(page.getByText('Your name is saved').first()).toBeVisible();
    await expect(page.getByText('Alex Rivera-Khan').first()).toBeVisible();
  } finally {
    expect((await restore()).status()).toBe(200);
  }

  const child = await browser.newContext({ storageState: storageFor('student') });
  try {
    const childPage = await child.newPage();
    const asked: string[] = [];
    childPage.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await childPage.goto('/settings');
    await expect(childPage.getByText('Ask a parent if your name needs changing.')).toBeVisible();
    await expect(childPage.getByLabel('First name')).toHaveCount(0);
    expect(asked.filter((path) => /\/assets\/name-form-/.test(path))).toEqual([]);
  } finally {
    await child.close();
  }
});
