import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../server/src/test/server-process.ts';
import { choose, E2E_TMP, expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme } from '../support.ts';

/**
 * Issue 14's flow end to end: an administrator adds a school under their board, invites a teacher into it with a
 * staff role, the teacher opens the invitation in a browser of their own, sets a password and signs in; back as the
 * administrator the assignment is in the Assignments tab and the audit log shows the changes; the People tab passes
 * axe in Arabic, right to left, with the wcag theme. It changes the demo's organisations, so it has a server of its own.
 */
let server: ServerProcess;
const dataDir = `${E2E_TMP}/school-to-teacher-${Date.now()}`;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerProcess({ DEMO: '1', DATA_DIR: dataDir });
});
test.afterAll(async () => {
  if (server) await stopServerProcess(server.child);
  await fs.rm(dataDir, { recursive: true, force: true });
});
test.use({ storageState: { cookies: [], origins: [] } });

test('an administrator creates a school, invites a teacher with a role; the teacher signs in; the assignment and the audit log show it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const base = server.baseUrl;
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const school = `Birch School ${code}`;
  const email = `leila.haddad.${stamp.toLowerCase()}@school.example`;
  const roleName = `Classroom Teacher ${stamp}`;

  const admin = await browser.newContext({ baseURL: base, storageState: { cookies: [], origins: [] } });
  const adminPage = await admin.newPage();
  await adminPage.goto('/login');
  await adminPage.getByLabel(/username/i).fill('demo-admin');
  await adminPage.getByLabel(/password/i).fill('demo1234');
  await adminPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  // A retry after a failure here starts from the demo account as the other specs expect it.
  await resetAccountLook(adminPage);
  // A staff role a teacher gets (the demo has only the provincial one); the administrator may give it.
  const created = await adminPage.request.post('/api/staff-roles', {
    headers: { 'X-Requested-With': 'wren' },
    data: { name: roleName, level: 8, description: 'Teaches classes at a school.', permissions: ['view_reports'] },
  });
  expect(created.status()).toBe(201);

  // A school under the board.
  await adminPage.goto('/staff-management');
  await adminPage.getByRole('tab', { name: 'Organizations' }).click();
  const tree = adminPage.getByRole('list', { name: 'Organization tree' });
  await adminPage.getByRole('button', { name: 'Add organization' }).click();
  const orgDialog = adminPage.getByRole('dialog', { name: 'Add an organization' });
  await orgDialog.getByLabel('Name').fill(school);
  await choose(orgDialog.getByRole('combobox', { name: 'Belongs to' }), /Prairie Rivers School Board/);
  await orgDialog.getByLabel('Code').fill(code);
  await orgDialog.getByLabel('City').fill('Red Deer');
  await orgDialog.getByRole('button', { name: 'Save' }).click();
  await expect(orgDialog).toBeHidden();
  await expect(tree.getByText(school)).toBeVisible();

  // The teacher, invited into it with the role.
  await adminPage.getByRole('tab', { name: 'People' }).click();
  await adminPage.getByRole('button', { name: 'Add person' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Add a person' });
  await dialog.getByLabel('First name').fill('Leila');
  await dialog.getByLabel('Last name').fill('Haddad');
  await dialog.getByLabel('Email').fill(email);
  await choose(dialog.getByRole('combobox', { name: 'School' }), new RegExp(code));
  await choose(dialog.getByRole('combobox', { name: 'Staff role (optional)' }), roleName);
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expect(dialog.getByText('No mail server is set up: give Leila Haddad this link yourself.')).toBeVisible();
  const link = await dialog.getByLabel('Invitation link for Leila Haddad').inputValue();
  expect(link).toMatch(/\/invitation\?code=[\w-]{20,}$/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(adminPage.getByRole('listitem', { name: 'Leila Haddad' }).getByText('Invited')).toBeVisible();

  // The teacher, in a new browser context, opens the invitation, sets a password and signs in.
  const teacher = await browser.newContext({ baseURL: base, storageState: { cookies: [], origins: [] } });
  const teacherPage = await teacher.newPage();
  await teacherPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(teacherPage.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await teacherPage.getByLabel('Password', { exact: true }).fill('birch-lantern-77');
  await teacherPage.getByLabel('Type the password again').fill('birch-lantern-77');
  await teacherPage.getByRole('button', { name: 'Set my password' }).click();
  await expect(teacherPage.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await teacherPage.getByRole('link', { name: 'Sign in' }).click();
  await teacherPage.getByLabel(/username/i).fill(email);
  await teacherPage.getByLabel(/password/i).fill('birch-lantern-77');
  await teacherPage.getByRole('button', { name: /^sign in$/i }).click();
  await expect(teacherPage).toHaveURL(/\/dashboard$/);
  const me = await teacherPage.request.get('/api/auth/me');
  expect(await me.text()).toContain(email);

  // Back as the administrator: the assignment, then an edit of the person, then the audit log.
  await adminPage.reload();
  await adminPage.getByRole('tab', { name: 'Assignments' }).click();
  const row = adminPage.getByRole('listitem').filter({ hasText: school });
  await expect(row).toContainText('Leila Haddad');
  await expect(row).toContainText(roleName);

  await adminPage.getByRole('tab', { name: 'People' }).click();
  await adminPage.getByRole('button', { name: 'Edit Leila Haddad' }).click();
  const edit = adminPage.getByRole('dialog', { name: 'Edit Leila Haddad' });
  await edit.getByLabel('First name').fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Enter a first name.')).toBeVisible();
  await expect(edit.getByLabel('First name')).toBeFocused();
  await edit.getByLabel('First name').fill('Layla');
  await edit.getByLabel('First name').press('Enter');
  await expect(edit).toBeHidden();
  await expect(adminPage.getByRole('listitem', { name: 'Layla Haddad' })).toBeVisible();

  await adminPage.getByRole('tab', { name: 'Audit log' }).click();
  const log = adminPage.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('cell', { name: 'Account created and invited' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Invitation accepted' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Account edited' })).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Organisation created' }).first()).toBeVisible();
  await expect(log.getByRole('cell', { name: 'Role assigned' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);

  // Arabic, right to left, with the wcag theme: the People tab and its dialogs pass axe.
  await setAccountTheme(adminPage, 'wcag');
  expect((await setAccountLanguage(adminPage, 'ar')).status()).toBe(200);
  await adminPage.reload();
  await expect(adminPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await adminPage.getByRole('tab', { name: 'الأشخاص' }).click();
  await expect(adminPage.getByRole('heading', { name: 'الأشخاص', level: 2 })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.getByRole('button', { name: 'تعديل Layla Haddad' }).click();
  await expect(adminPage.getByRole('dialog', { name: 'تعديل Layla Haddad' })).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await adminPage.keyboard.press('Escape');

  // Deleting the account (the keyboard alone): asked first, then gone, and the teacher's session with it.
  await adminPage.getByRole('button', { name: 'حذف Layla Haddad' }).focus();
  await adminPage.keyboard.press('Enter');
  const confirm = adminPage.getByRole('dialog');
  await expect(confirm).toContainText('حذف Layla Haddad؟');
  // The list behind a modal dialog is hidden from role queries, so the item's absence alone proves nothing yet: wait
  // for the server's answer and the dialog to close (seen flaky on a busy machine).
  const deleted = adminPage.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname.startsWith('/api/'));
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(confirm).toBeHidden();
  await expect(adminPage.getByRole('listitem', { name: 'Layla Haddad' })).toHaveCount(0);
  expect((await teacherPage.request.get('/api/auth/me')).status()).toBe(401);
  await resetAccountLook(adminPage);
  await Promise.all([admin.close(), teacher.close()]);
});
