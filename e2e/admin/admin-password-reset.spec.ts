import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../server/src/test/server-process.ts';
import { E2E_TMP, expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme } from '../support.ts';

/**
 * Resetting a password ends every session of the account, so this runs on a server of its own (its own demo data,
 * no mail server): the shared server's demo teacher keeps the password the other specs sign in with. Its log is
 * read too: without SMTP the link is printed there.
 */
let server: ServerProcess;
const dataDir = `${E2E_TMP}/reset-data-${Date.now()}`;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess({ DEMO: '1', DATA_DIR: dataDir });
});
test.afterAll(async () => {
  if (server) await stopServerProcess(server.child);
  await fs.rm(dataDir, { recursive: true, force: true });
});
test.use({ storageState: { cookies: [], origins: [] } });

test('a teacher who forgot the password gets a link from the administrator, sets a new one, and other sessions end', async ({ browser }) => {
  const base = server.baseUrl;
  const teacherElsewhere = await browser.newContext({ baseURL: base, storageState: { cookies: [], origins: [] } });
  const signedIn = await teacherElsewhere.request.post('/api/auth/login', {
    data: { username: 'demo-teacher', password: 'demo1234' },
    headers: { 'X-Requested-With': 'e2e' },
  });
  expect(signedIn.status()).toBe(200);

  const visitor = await browser.newContext({ baseURL: base, storageState: { cookies: [], origins: [] } });
  const page = await visitor.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address').fill('demo-teacher@wren.example');
  await page.getByRole('button', { name: 'Send reset link' }).press('Enter');
  await expect(page.getByRole('status')).toContainText('a link to reset its password is on its way');
  await expect
    .poll(() => server.output())
    .toMatch(/password reset link for demo-teacher \(valid for an hour\): http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=/);

  // The administrator of the teacher's province sees the request and makes a link for it, by keyboard.
  const admin = await browser.newContext({ baseURL: base, storageState: { cookies: [], origins: [] } });
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await adminPage.getByLabel(/username/i).fill('demo-admin');
  await adminPage.getByLabel(/password/i).fill('demo1234');
  await adminPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  // A retry after a failure here starts from the demo account as the other specs expect it.
  await resetAccountLook(adminPage);
  await adminPage.goto('/staff-management');
  await expect(adminPage.getByRole('heading', { name: 'Password reset requests' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Create a link for Jordan Lee' }).focus();
  await adminPage.keyboard.press('Enter');
  const link = await adminPage.getByLabel('Reset link for Jordan Lee').inputValue();
  expect(link).toMatch(/\/reset-password\?token=[\w-]{20,}$/);
  await expectNoSeriousA11yViolations(adminPage);

  // The teacher opens it: a mismatch is caught, then the new password is saved.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('amber-meadow-92');
  await page.getByLabel('Type the new password again').fill('amber-meadow-91');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Type the new password again').fill('amber-meadow-92');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  expect((await teacherElsewhere.request.get('/api/auth/me')).status()).toBe(401);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel(/username/i).fill('demo-teacher@wren.example');
  await page.getByLabel(/password/i).fill('amber-meadow-92');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once; the request is no longer waiting on the administrator's screen.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('amber-meadow-93');
  await page.getByLabel('Type the new password again').fill('amber-meadow-93');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid any more');
  await adminPage.reload();
  await expect(adminPage.getByText('No open requests.')).toBeVisible();

  // The staff screen in Arabic with the wcag theme.
  await setAccountTheme(adminPage, 'wcag');
  expect((await setAccountLanguage(adminPage, 'ar')).status()).toBe(200);
  await adminPage.reload();
  await expect(adminPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(adminPage.getByRole('heading', { name: 'طلبات إعادة تعيين كلمة المرور' })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await resetAccountLook(adminPage);
  await Promise.all([teacherElsewhere.close(), visitor.close(), admin.close()]);
});
