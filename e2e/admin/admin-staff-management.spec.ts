import { expect, test } from '@playwright/test';
import { choose, expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('admin') });
test.describe.configure({ mode: 'serial' });

test('an administrator adds a school under their board, assigns a teacher a role there, and cannot delete a school with people', async ({ page }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const name = `Aspen School ${code}`;
  await page.goto('/staff-management');
  await expect(page.getByText('Active assignments')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent assignments' })).toBeVisible();

  await page.getByRole('tab', { name: 'Organizations' }).click();
  const tree = page.getByRole('list', { name: 'Organization tree' });
  await expect(tree.getByText('Maple Grove Elementary')).toBeVisible();
  await page.getByRole('button', { name: 'Add organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an organization' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name')).toBeVisible();
  await expect(dialog.getByText('Choose the organization it belongs to')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await choose(dialog.getByRole('combobox', { name: 'Belongs to' }), /Prairie Rivers School Board/);
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('City').fill('Red Deer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(tree.getByText(name)).toBeVisible();

  // Search narrows the tree.
  await page.getByRole('searchbox', { name: 'Search' }).fill(code);
  await expect(tree.getByText('Maple Grove Elementary')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  // A school that still has people and a course is kept, and the message says what is there.
  await page.getByRole('button', { name: 'Delete Maple Grove Elementary' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Maple Grove Elementary?' });
  await confirm.getByRole('button', { name: 'Delete Maple Grove Elementary' }).click();
  await expect(confirm.getByRole('alert')).toContainText(/Maple Grove Elementary still has \d+ users?/);
  await page.keyboard.press('Escape');

  // The new school is given a role holder: Jordan Lee, the demo teacher.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await page.getByRole('button', { name: 'Add assignment' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a role' });
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign.getByText('Choose a person')).toBeVisible();
  await choose(assign.getByRole('combobox', { name: 'Person' }), /Jordan Lee/);
  await choose(assign.getByRole('combobox', { name: 'Organization' }), new RegExp(code));
  await choose(assign.getByRole('combobox', { name: 'Role' }), 'Provincial Administrator');
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Jordan Lee');
  await expect(row).toContainText(/Assignment [0-9a-f]{8}Edit/);

  // Removing the assignment, then the empty school, by keyboard.
  await row.getByRole('button', { name: 'Delete Jordan Lee' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Remove this assignment?' }).getByRole('button', { name: 'Delete Jordan Lee' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Organizations' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(tree.getByText(name)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the staff management tabs pass axe in Arabic, right to left, with the wcag theme', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/staff-management');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'نظرة عامة' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const tab of ['المؤسسات', 'أدوار الموظفين', 'التعيينات']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    // An assignment's id reads left to right inside its Arabic label, which reads right to left: the word first, on
    // the right, then the id.
    const label = page.getByText(/^التعيين [0-9a-f]{8}$/).first();
    const labelBox = (await label.boundingBox())!;
    const idBox = (await label.locator('bdi[dir="ltr"]').boundingBox())!;
    expect(labelBox.x + labelBox.width - (idBox.x + idBox.width)).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'إضافة تعيين' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('اختر شخصًا')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // The server's refusal comes in the page's language too (the client sends it as Accept-Language).
    await page.getByRole('tab', { name: 'المؤسسات' }).click();
    await page.getByRole('button', { name: 'حذف Maple Grove Elementary' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف Maple Grove Elementary؟' });
    await confirm.getByRole('button', { name: 'حذف Maple Grove Elementary' }).click();
    await expect(confirm.getByRole('alert')).toContainText(/^ما زال لدى Maple Grove Elementary .+؛ انقلها أو احذفها أولًا\.$/);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});
