import { expect, test } from '@playwright/test';
import { storageFor } from '../support.ts';

/**
 * An administrator's days are their own: once their first screen is drawn, the account takes the browser's time
 * zone, and the audit log's days, the CSV's times and a new assignment's start date are on their clock, not UTC's.
 */
test("an administrator's audit days follow their browser's time zone", async ({ browser }) => {
  // Edmonton has kept UTC−6 all year since 1 November 2026: Chromium knows, Node's own time zone data does not, and the
  // server counts by the newer rules (server/src/time-zones.ts), else its days start an hour after the browser's.
  const context = await browser.newContext({ storageState: storageFor('admin'), timezoneId: 'America/Edmonton' });
  const page = await context.newPage();
  const headers = { 'X-Requested-With': 'wren' };
  // Begin from an account whose zone is another browser's (UTC).
  await page.request.patch('/api/user/profile', { headers, data: { timeZone: 'UTC' } });

  const zoneSaved = page.waitForResponse((r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PATCH');
  await page.goto('/staff-management');
  expect((await zoneSaved).status()).toBe(200);
  expect((await (await page.request.get('/api/auth/me')).json()).user.timeZone).toBe('America/Edmonton');

  // Something happens now, in Edmonton's today: a failed sign-in to an account of the administrator's school.
  await page.request.post('/api/auth/login', { headers, data: { username: 'demo-teacher', password: 'not-the-password' } });
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(log.getByRole('cell', { name: 'Failed sign-in' }).first()).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(tomorrow);
  await page.getByLabel('To', { exact: true }).fill(tomorrow);
  await expect(page.getByText('No entries.')).toBeVisible();

  const csv = await page.request.get(`/api/admin/audit.csv?action=sign_in.failed&from=${today}&to=${today}&lang=en`);
  const first = (await csv.text()).split('\r\n')[1] ?? '';
  expect(first).toMatch(new RegExp(`^${today}T\\d\\d:\\d\\d:\\d\\d-06:00,`));
  await page.request.patch('/api/user/profile', { headers, data: { timeZone: 'UTC' } });
  await context.close();
});

test("a new assignment starts today on the administrator's clock, not UTC's", async ({ browser }) => {
  // At any hour one of these two zones is on another day than UTC: Kiritimati is 14 hours ahead, Pago Pago 11 behind.
  const timezoneId = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ storageState: storageFor('admin'), timezoneId });
  const page = await context.newPage();
  await page.goto('/staff-management');
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  expect(today).not.toBe(new Date().toISOString().slice(0, 10));
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await page.getByRole('button', { name: 'Add assignment' }).click();
  await expect(page.getByRole('dialog', { name: 'Assign a role' }).getByLabel('Start date')).toHaveValue(today);
  await page.request.patch('/api/user/profile', { headers: { 'X-Requested-With': 'wren' }, data: { timeZone: 'UTC' } });
  await context.close();
});
