import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useStoredTheme } from '../support.ts';

// A visitor: nobody is signed in.
test.use({ storageState: { cookies: [], origins: [] } });

/** Moves the focus with Tab alone until `target` has it: the keyboard path a person would take. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('a visitor signs up from the free-trial button by keyboard alone, lands in My children, adds a child, then changes the password', async ({
  page,
  context,
}) => {
  const email = `new-parent-${Date.now().toString(36)}@example.test`;
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Start free trial' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your family account' })).toBeVisible();

  // Submitting without accepting the terms says so at the checkbox, and nothing is made.
  await typeInto(page, page.getByLabel('First name'), 'Rana');
  await typeInto(page, page.getByLabel('Last name (optional)'), 'Haddad');
  await typeInto(page, page.getByLabel('Email address'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), 'password123');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please accept the terms of use and the privacy notice to create an account.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  // A common password is refused by the server, at the password field.
  await expect(page.getByText('This password is one of the most common ones and easy to guess. Please choose another.')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('green-kite-harbour');
  await tabTo(page, page.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my-children$/);
  await expect(page.getByRole('heading', { name: 'No children yet' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add a child' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const username = `kid-${Date.now().toString(36)}`;
  await typeInto(page, dialog.getByLabel('First name'), 'Lina');
  await typeInto(page, dialog.getByLabel('Username'), username);
  await typeInto(page, dialog.getByLabel('PIN', { exact: true }), '4321');
  await typeInto(page, dialog.getByLabel('Confirm PIN'), '4321');
  await typeInto(page, dialog.getByLabel('Age', { exact: true }), '6');
  await tabTo(page, dialog.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: /Lina/ })).toBeVisible();

  // Settings → Password: the current one first, then the new one twice.
  await page.goto('/settings');
  await typeInto(page, page.getByLabel('Current password'), 'green-kite-harbour');
  await typeInto(page, page.getByLabel('New password', { exact: true }), 'violet-canyon-47');
  await typeInto(page, page.getByLabel('Type the new password again'), 'violet-canyon-47');
  await tabTo(page, page.getByRole('button', { name: 'Change password' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Password changed').first()).toBeVisible();

  // Signed out, the old password no longer works and the new one does.
  await context.clearCookies();
  await page.goto('/login');
  await page.getByLabel(/username/i).fill(email);
  await page.getByLabel(/password/i).fill('green-kite-harbour');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  await page.getByLabel(/password/i).fill('violet-canyon-47');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the pricing buttons lead to sign-up, and the sign-in page links to it and to the forgotten password', async ({ page }) => {
  await page.goto('/#pricing');
  await page.getByRole('link', { name: 'Get started' }).first().click();
  await expect(page).toHaveURL(/\/sign-up\?plan=free$/);
  await expect(page.getByText(/You start on the Free Explorer plan/)).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create a family account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { name: 'What we keep about a child’s account' })).toBeVisible();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
});

for (const [language, theme] of [
  ['ar', 'wcag'],
  ['en', 'wcag'],
  ['ar', 'default'],
] as const) {
  test(`the new public pages pass axe in ${language} with the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('wren.language', value), language);
    await useStoredTheme(page, theme);
    for (const path of ['/sign-up', '/forgot-password', '/reset-password?token=x', '/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousA11yViolations(page);
    }
    // With its errors showing too.
    await page.goto('/sign-up');
    await page.getByRole('button', { name: language === 'ar' ? 'إنشاء الحساب' : 'Create account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
