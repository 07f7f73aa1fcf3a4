import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

async function addChild(page: Page, firstName: string): Promise<void> {
  const response = await page.request.post('/api/children', {
    headers: { 'X-Requested-With': 'wren' },
    data: { username: `${firstName.toLowerCase()}-${Date.now().toString(36)}`, pin: '4321', firstName, age: 7 },
  });
  expect(response.status()).toBe(201);
}

test("a parent downloads a child's data, opens the printable report, and deletes the account by typing the name", async ({ page }) => {
  await addChild(page, 'Zara');
  await page.goto('/my-children');
  const card = page.getByRole('article', { name: /Zara/ });

  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Download Zara’s data' }).click();
  const download = await downloading;
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
  expect(data).toMatchObject({ format: 'wren-child-export', child: { firstName: 'Zara' } });
  expect(data.records.guardianships).toHaveLength(1);

  const opening = page.waitForEvent('popup');
  await card.getByRole('link', { name: 'Printable report' }).click();
  const report = await opening;
  await expect(report.getByRole('heading', { level: 1 })).toHaveText(/Everything Wren keeps about Zara/);
  await report.close();

  // Keyboard only: open the dialog, type a wrong name, then the right one.
  await card.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Type Zara to confirm').focus();
  await page.keyboard.type('Sara');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Type Zara exactly to confirm.')).toBeVisible();
  await expect(dialog.getByLabel('Type Zara to confirm')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('zara');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: /Zara/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: /Sam/ })).toBeVisible();
});

test('My children with export and delete, and Settings with the password card, pass axe in Arabic with the wcag theme', async ({ page }) => {
  await addChild(page, 'Omar');
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/settings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'كلمة المرور' })).toBeVisible();
    await page.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
    await expect(page.getByText('أدخل كلمة المرور الحالية.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/my-children');
    const card = page.getByRole('article', { name: /Omar/ });
    await expect(card.getByRole('link', { name: 'نزّل بيانات Omar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The printable report opens in a tab of its own, in the page's language and direction.
    const opening = page.waitForEvent('popup');
    await card.getByRole('link', { name: 'تقرير قابل للطباعة' }).click();
    const report = await opening;
    await expect(report.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(report.getByRole('heading', { level: 1 })).toHaveText('كل ما يحتفظ به Wren عن Omar');
    await expect(report.getByRole('heading', { name: /الآباء المرتبطون بالحساب/ })).toBeVisible();
    await expectNoSeriousA11yViolations(report);
    await report.close();
    await card.getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByRole('dialog').getByLabel('اكتب Omar للتأكيد')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByLabel('اكتب Omar للتأكيد').fill('Omar');
    await page.getByRole('dialog').getByRole('button', { name: /حذف/ }).last().click();
    await expect(page.getByRole('article', { name: /Omar/ })).toHaveCount(0);
  } finally {
    await resetAccountLook(page);
  }
});
