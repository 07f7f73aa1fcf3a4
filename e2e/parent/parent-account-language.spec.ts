import { expect, test, type Page } from '@playwright/test';
import { resetAccountLook, setAccountLanguage, storageFor, WREN } from '../support.ts';

// The account keeps its language; this browser keeps the last one it saw. Where they differ (the language was
// changed on another device, or someone signs in on a browser last used in another language), the first screen
// drawn for the account must already be in the account's language, not drawn in the browser's and then again.

/** Keeps every main heading the page draws, in order, with the page's language then. */
function watchHeadings(): void {
  const seen: string[] = [];
  (window as unknown as { headings: string[] }).headings = seen;
  new MutationObserver(() => {
    const text = document.querySelector('h1')?.textContent?.trim();
    const entry = text ? `${text} @${document.documentElement.lang}` : '';
    if (entry && seen.at(-1) !== entry) seen.push(entry);
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['lang'] });
}

/** Headings from now on: in this page as it is, and in every page loaded next, from before its first script. */
async function recordHeadings(page: Page): Promise<void> {
  await page.evaluate(watchHeadings);
  await page.addInitScript(watchHeadings);
}

async function signIn(page: Page, username: string): Promise<void> {
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill('demo1234');
  await page.getByRole('button', { name: /^Sign in$/ }).click();
}

const headings = (page: Page) => page.evaluate(() => (window as unknown as { headings: string[] }).headings);

test.describe('signed in, the first screen is in the account’s language', () => {
  test.use({ storageState: storageFor('parent') });

  test('a language chosen on another device: the next page opens in it, never first in this browser’s', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex!' })).toBeVisible();
    try {
      // Another device switches the account to French; this browser still keeps English.
      expect((await setAccountLanguage(page, 'fr')).status()).toBe(200);
      expect(await page.evaluate(() => localStorage.getItem('wren.language'))).not.toBe('fr');
      await recordHeadings(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Bon retour, Alex !' })).toBeVisible();
      expect(await headings(page)).toEqual(['Bon retour, Alex ! @fr']);
    } finally {
      await resetAccountLook(page);
    }
  });
});

test('on a shared computer, the next account to sign in sees its first screen in its own language: Arabic, right to left', async ({ page }) => {
  // The parent's account is set to Arabic from a session of its own, ended after.
  expect((await page.request.post('/api/auth/login', { headers: WREN, data: { username: 'demo-parent', password: 'demo1234' } })).status()).toBe(200);
  try {
    expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
    expect((await page.request.post('/api/auth/logout', { headers: WREN })).status()).toBe(200);

    // The teacher works in English, then signs out; the page (and its English strings) stays in the browser.
    await page.goto('/login');
    await signIn(page, 'demo-teacher');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await recordHeadings(page);
    await page
      .getByRole('link', { name: /^Sign in$/ })
      .first()
      .click();
    await signIn(page, 'demo-parent');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك يا Alex!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The sign-in page may turn Arabic while the account's screen loads; the dashboard is never drawn in English.
    const drawn = await headings(page);
    expect(drawn.filter((entry) => entry.startsWith('Welcome back'))).toEqual([]);
    expect(drawn.at(-1)).toBe('مرحبًا بعودتك يا Alex! @ar');
  } finally {
    await page.request.post('/api/auth/login', { headers: WREN, data: { username: 'demo-parent', password: 'demo1234' } });
    await resetAccountLook(page);
  }
});
