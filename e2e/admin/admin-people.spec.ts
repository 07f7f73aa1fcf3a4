import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../server/src/test/server-process.ts';
import { choose, E2E_TMP, expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme } from '../support.ts';

/**
 * People (issue 14): an administrator invites a teacher, the teacher sets a password from the invitation in a browser
 * of their own and signs in, the administrator deactivates them (their session ends at once) and the audit log shows
 * it all. Deactivating changes a demo account's neighbours, so this runs on a server of its own (no mail server: the
 * link is shown to the administrator and printed to the log).
 */
let server: ServerProcess;
const dataDir = `${E2E_TMP}/people-data-${Date.now()}`;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess({ DEMO: '1', DATA_DIR: dataDir });
});
test.afterAll(async () => {
  if (server) await stopServerProcess(server.child);
  await fs.rm(dataDir, { recursive: true, force: true });
});
test.use({ storageState: { cookies: [], origins: [] } });

test('an administrator invites a teacher who sets a password and signs in; deactivated, their session ends; the audit log shows it', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = server.baseUrl;
  const email = `nadia.roy.${Date.now().toString(36)}@school.example`;

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

  // The People tab by keyboard: the tab list takes arrow keys (People follows Assignments).
  await adminPage.getByRole('tab', { name: 'Assignments' }).focus();
  await adminPage.keyboard.press('ArrowRight');
  await expect(adminPage.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
  await expect(adminPage.getByRole('heading', { name: 'People', level: 2 })).toBeVisible();
  await expect(adminPage.getByRole('listitem', { name: 'Jordan Lee' })).toBeVisible();

  await adminPage.getByRole('button', { name: 'Add person' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(dialog.getByText('Enter a first name.')).toBeVisible();
  await dialog.getByLabel('First name').fill('Nadia');
  await dialog.getByLabel('Last name').fill('Roy');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Email').press('Enter');
  await expect(dialog.getByText('No mail server is set up: give Nadia Roy this link yourself.')).toBeVisible();
  const link = await dialog.getByLabel('Invitation link for Nadia Roy').inputValue();
  expect(link).toMatch(/\/invitation\?code=[\w-]{20,}$/);
  await expect.poll(() => server.output()).toContain(link);
  await expectNoSeriousA11yViolations(adminPage);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const row = adminPage.getByRole('listitem', { name: 'Nadia Roy' });
  await expect(row.getByText('Invited')).toBeVisible();

  // The teacher, in a browser of their own, opens the invitation and chooses a password.
  const teacher = await browser.newContext({ baseURL: base, storageState: { cookies: [], origins: [] } });
  const teacherPage = await teacher.newPage();
  await teacherPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(teacherPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(teacherPage);
  await teacherPage.getByLabel('Password', { exact: true }).fill('willow-lantern-42');
  await teacherPage.getByLabel('Type the password again').fill('willow-lantern-42');
  await teacherPage.getByRole('button', { name: 'Set my password' }).click();
  await expect(teacherPage.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await teacherPage.getByRole('link', { name: 'Sign in' }).click();
  await teacherPage.getByLabel(/username/i).fill(email);
  await teacherPage.getByLabel(/password/i).fill('willow-lantern-42');
  await teacherPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(teacherPage).toHaveURL(/\/dashboard$/);

  // Deactivated: the teacher's session ends at once, and signing in says why.
  await adminPage.reload();
  await adminPage.getByRole('tab', { name: 'People' }).click();
  await adminPage.getByRole('button', { name: 'Deactivate Nadia Roy' }).click();
  await adminPage.getByRole('dialog', { name: 'Deactivate Nadia Roy?' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(adminPage.getByRole('listitem', { name: 'Nadia Roy' }).getByText('Deactivated')).toBeVisible();
  expect((await teacherPage.request.get('/api/auth/me')).status()).toBe(401);
  await teacherPage.goto('/login');
  await teacherPage.getByLabel(/username/i).fill(email);
  await teacherPage.getByLabel(/password/i).fill('willow-lantern-42');
  await teacherPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(teacherPage.getByRole('alert')).toContainText('This account has been deactivated.');

  // The audit log shows the invitation, the teacher's sign-in and the deactivation, filterable.
  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  const log = adminPage.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('cell', { name: 'Account created and invited' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Account deactivated' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Invitation accepted' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Failed sign-in' }).first()).toBeVisible();
  await choose(adminPage.getByRole('combobox', { name: 'Action' }), 'Account deactivated');
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(adminPage.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit.csv?action=user.deactivated&lang=en');
  const csv = await adminPage.request.get('/api/admin/audit.csv?action=user.deactivated&lang=en');
  expect(await csv.text()).toContain(',Account deactivated,Active: \u2068Yes\u2069 → \u2068No\u2069,');
  // A byte-order mark first, so a spreadsheet reads the names and labels as UTF-8.
  expect([...(await csv.body()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  await expectNoSeriousA11yViolations(adminPage);

  // Arabic, right to left, with the wcag theme. The real server answers the log; only its page is made small.
  await adminPage.route('**/api/admin/audit?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '2');
    return route.continue({ url: url.toString() });
  });
  await setAccountTheme(adminPage, 'wcag');
  expect((await setAccountLanguage(adminPage, 'ar')).status()).toBe(200);
  await adminPage.reload();
  await expect(adminPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await adminPage.getByRole('tab', { name: 'الأشخاص' }).click();
  await expect(adminPage.getByRole('heading', { name: 'الأشخاص', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.getByRole('tab', { name: 'سجل التدقيق' }).click();
  const arabicLog = adminPage.getByRole('table', { name: 'سجل التدقيق' });
  await expect(arabicLog.getByRole('row')).toHaveCount(3);
  await expect(adminPage.getByRole('status').filter({ hasText: 'الإدخالات المعروضة: 2' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'عرض المزيد' }).focus();
  await adminPage.keyboard.press('Enter');
  await expect(arabicLog.getByRole('row')).toHaveCount(5);
  await expect(adminPage.getByRole('status').filter({ hasText: 'الإدخالات المعروضة: 4' })).toBeVisible();
  // The keyboard stays on the button, to ask for the next page again.
  await expect(adminPage.getByRole('button', { name: 'عرض المزيد' })).toBeFocused();
  await expect(adminPage.getByRole('link', { name: 'تصدير CSV' })).toHaveAttribute('href', '/api/admin/audit.csv?lang=ar');
  await expectNoSeriousA11yViolations(adminPage);
  await resetAccountLook(adminPage);
  await Promise.all([admin.close(), teacher.close()]);
});
