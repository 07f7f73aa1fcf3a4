import { expect, test, type Page } from '@playwright/test';

// The tabs of a browser share one session. On a family's or a school's shared computer, signing out in one tab must
// take the child's data off every tab, and a session that ended on the server (expired, ended from another browser,
// the account deactivated) must send the page to the sign-in page at its next call, not leave it showing the data.
// These tests sign in afresh: they end their own sessions, never the demo parent's saved one.

async function signInAsDemoParent(page: Page) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: 'demo-parent', password: 'demo1234' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(response.status()).toBe(200);
}

async function firstChildName(page: Page): Promise<string> {
  const { children } = (await (await page.request.get('/api/children')).json()) as { children: { firstName: string }[] };
  return children[0]!.firstName;
}

test('signing out in one tab takes the children off the other tab, which asks to sign in and comes back after', async ({ context }) => {
  const first = await context.newPage();
  await signInAsDemoParent(first);
  const name = await firstChildName(first);
  await first.goto('/my-children');
  await expect(first.getByText(name).first()).toBeVisible();

  const second = await context.newPage();
  await second.goto('/dashboard');
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/$/);

  // Nothing in the first tab was touched: it follows the second.
  await expect(first).toHaveURL(/\/login\?next=%2Fmy-children$/);
  await expect(first.getByText(name)).toHaveCount(0);

  // Signing in there returns to the screen it was on.
  await first.getByLabel(/username/i).fill('demo-parent');
  await first.getByLabel(/password/i).fill('demo1234');
  await first.getByRole('button', { name: /^Sign in$/ }).click();
  await expect(first).toHaveURL(/\/my-children$/);
  await expect(first.getByText(name).first()).toBeVisible();
});

test('a session ended on the server sends the page to sign in at its next call', async ({ page }) => {
  await signInAsDemoParent(page);
  await page.goto('/my-children');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The screen's own calls (each child's progress, the browser's time zone kept) are over: the click's is the next.
  await page.waitForLoadState('networkidle');
  // Ended without any tab of this browser knowing, as an expiry or a sign-out from another device would.
  expect((await page.request.post('/api/auth/logout', { headers: { 'X-Requested-With': 'e2e' } })).status()).toBe(200);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
