import { expect, test, type Page } from '@playwright/test';
import { choose, expectNoSeriousA11yViolations, setAccountLanguage, storageFor } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

async function toast(page: Page, title: string, description: string) {
  const region = page.getByRole('region', { name: /notifications/i });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  await expect(region.getByText(description, { exact: true })).toBeVisible();
}

test('a teacher designs a mission, is told what is missing, saves it and assigns it to Sam', async ({ page }) => {
  const title = `Gem run ${Date.now().toString(36)}`;
  await page.goto('/mission-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Mission Creator' })).toBeVisible();

  // Nothing filled in: the spec's first check.
  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Validation Error', 'Please enter a mission title');

  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Description (English)').fill('Drive the robot to the flag.');
  await page.getByRole('group', { name: 'Mission language' }).getByRole('button', { name: 'Arabic' }).click();
  await expect(page.getByLabel('Title (Arabic)')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('Title (Arabic)').fill('رحلة الجوهرة');
  await page.getByRole('group', { name: 'Mission language' }).getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Estimated time (minutes)').fill('90');
  await page.getByLabel('Estimated time (minutes)').blur();
  await expect(page.getByLabel('Estimated time (minutes)')).toHaveValue('60');
  await page.getByLabel('Estimated time (minutes)').fill('');
  await page.getByLabel('Estimated time (minutes)').blur();
  await expect(page.getByLabel('Estimated time (minutes)')).toHaveValue('15');

  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Validation Error', 'Please add at least one objective');
  await expect(page.getByRole('tab', { name: 'Objectives' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('New objective (English)').fill('Reach the flag');
  await page.getByLabel('New objective (English)').press('Enter');
  await expect(page.getByRole('button', { name: 'Remove objective: Reach the flag' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Validation Error', 'Please set a start position for the robot');
  await expect(page.getByText('Choose a size and press Initialize Grid to start drawing.')).toBeVisible();
  await page.getByRole('button', { name: 'Initialize Grid' }).click();
  const grid = page.getByRole('group', { name: 'Mission grid, 5 by 5' });
  await page.getByRole('radio', { name: 'Start' }).click();
  await grid.getByRole('button', { name: 'Column 1, row 1: Empty' }).click();
  // A new grid would erase the drawing: it asks first.
  await page.getByRole('button', { name: 'Initialize Grid' }).click();
  await page.getByRole('dialog', { name: 'Start a new grid?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(grid.getByRole('button', { name: 'Column 1, row 1: Start' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Validation Error', 'Please set a goal position');

  // A goal walled in: the solver refuses it before anything is sent.
  await page.getByRole('radio', { name: 'Goal' }).click();
  await grid.getByRole('button', { name: 'Column 4, row 1: Empty' }).click();
  await page.getByRole('radio', { name: 'Wall' }).click();
  await grid.getByRole('button', { name: 'Column 2, row 1: Empty' }).click();
  await grid.getByRole('button', { name: 'Column 1, row 2: Empty' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'walls block every path' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Validation Error', 'The robot cannot reach the goal from the start: walls block every path. Open a way through.');
  // Cells are buttons: the keyboard draws too.
  await page.getByRole('radio', { name: 'Empty' }).click();
  await grid.getByRole('button', { name: 'Column 2, row 1: Wall' }).press('Enter');
  await expect(page.getByText('The shortest solution takes 3 steps.')).toBeVisible();
  await page.getByRole('radio', { name: 'Item' }).click();
  await grid.getByRole('button', { name: 'Column 2, row 1: Empty' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('New tag').fill('gems');
  await page.getByLabel('New tag').press('Enter');
  await page.getByLabel('New tag').fill('Gems');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('This tag is already in the list.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /High/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Mission Created', 'Your custom mission has been saved successfully!');

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Max 3 steps')).toBeVisible();
  await card.getByRole('button', { name: `Assign ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /Sam/ }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog.getByRole('button', { name: /Remove Sam/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(card.getByText('Assigned to 1 child or course')).toBeVisible();

  // Edit: the form reloads the mission; saving updates it.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title (English)')).toHaveValue(title);
  await page.getByLabel('Description (English)').fill('Collect the gem, then drive to the flag.');
  await page.getByRole('button', { name: 'Save Mission' }).click();
  await toast(page, 'Mission Updated', 'Your changes have been saved.');

  // Sam's demo missions stay as the seed made them: the assignment is taken back and the mission deleted.
  await card.getByRole('button', { name: `Assign ${title}` }).click();
  await dialog.getByRole('button', { name: /Remove Sam/ }).click();
  await expect(dialog.getByText('Not assigned yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete mission' }).click();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('in Arabic the creator runs right to left while the grid keeps east on the right', async ({ page }) => {
  // The account's language takes over the page, so the teacher's account speaks Arabic for this test only.
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await arabicChecks(page);
  } finally {
    await setAccountLanguage(page, 'en');
  }
});

async function arabicChecks(page: Page) {
  await page.goto('/mission-creator');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The mission's texts start in the interface language.
  await expect(page.getByLabel('العنوان (العربية)')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'إعداد الشبكة' }).click();
  await page.getByRole('button', { name: 'إنشاء الشبكة' }).click();
  const grid = page.getByRole('group', { name: 'شبكة المهمة، 5 في 5' });
  await expect(grid).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'حفظ المهمة' }).click();
  await expect(page.getByRole('region', { name: /notifications|الإشعارات/i }).getByText('يرجى إدخال عنوان للمهمة')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('on a phone an 8 by 8 grid fits the screen, its cells side by side and none over another', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mission-creator');
  await page.getByRole('tab', { name: 'Grid Setup' }).click();
  await choose(page.getByRole('combobox', { name: 'Grid size' }), '8×8');
  await page.getByRole('button', { name: 'Initialize Grid' }).click();
  const grid = page.getByRole('group', { name: 'Mission grid, 8 by 8' });
  const cells = await grid.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
  expect(cells).toHaveLength(64);
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  for (let i = 0; i < cells.length; i++) {
    // At least 24 by 24 px to tap (WCAG 2.5.8), within the screen.
    expect(cells[i]!.width).toBeGreaterThanOrEqual(24);
    expect(cells[i]!.height).toBeGreaterThanOrEqual(24);
    expect(cells[i]!.right).toBeLessThanOrEqual(390);
    for (let j = i + 1; j < cells.length; j++) expect(overlap(cells[i]!, cells[j]!), `cells ${i} and ${j}`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
