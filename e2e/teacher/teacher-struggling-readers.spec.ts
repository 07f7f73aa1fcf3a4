import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { choose, expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

test('a teacher sees who struggles, filters, opens a student and exports exactly the list as CSV', async ({ page }) => {
  await page.goto('/struggling-readers');
  await expect(page.getByRole('heading', { level: 1, name: 'Struggling readers' })).toBeVisible();
  // The demo Reading Circle: five of its students read below grade level, two of them well below.
  await expect(page.getByRole('heading', { name: '5 students need help' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('definition').first()).toHaveText('5');
  const cards = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /View details for/ }) })
    .getByRole('listitem');
  await expect(cards.first()).toContainText('Zoe Martin');
  // The risk badge beside a long name stays on one line (it used to wrap under "Zoe Martin").
  const badge = cards.first().getByText('High risk', { exact: true });
  const { height, lineHeight } = await badge.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThan(lineHeight * 2);
  await expectNoSeriousA11yViolations(page);

  // Risk filter: high risk only leaves the two well below.
  await choose(page.getByRole('combobox', { name: 'Risk level' }), 'High risk only');
  await expect(page.getByRole('heading', { name: '2 students need help' })).toBeVisible();
  await expect(cards).toHaveCount(2);

  // The CSV holds what the screen shows, filters applied.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('struggling-readers-all-high.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Student,Username,Grade level/);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Zoe Martin', 'Maya Thompson']);

  // The details modal: skill scores, recommendations, student info and evidence; Escape closes it.
  await page.getByRole('button', { name: 'View details for Maya Thompson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Maya Thompson' });
  await expect(dialog.getByRole('heading', { name: 'Skill scores' })).toBeVisible();
  await expect(dialog.getByRole('rowheader', { name: /Digraphs/ })).toBeVisible();
  await expect(dialog.getByText('Phonics Tutor: digraphs').first()).toBeVisible();
  await expect(dialog.getByText('demo-maya')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Printable summary' })).toHaveAttribute('href', /\/struggling-readers\/print\//);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the list comes a page at a time: "Show more" by keyboard carries on from the first new card, in Arabic too', async ({ page }) => {
  // The real server answers; only the page size is made small, so the five demo students take three pages.
  await page.route('**/api/assessments/all?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('limit', '2');
    return route.continue({ url: url.toString() });
  });
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await page.goto('/struggling-readers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByRole('button', { name: /عرض تفاصيل/ }) })
      .getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'عرض 2 من 5' })).toBeVisible();
    const more = page.getByRole('button', { name: 'عرض المزيد' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(2).getByRole('button')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(5);
    await expect(more).toBeHidden();
    // The summary is over all five on every page.
    await expect(page.getByRole('heading', { name: /5/ }).first()).toBeVisible();
  } finally {
    await resetAccountLook(page);
  }
});

test('the printable summary shows one student on its own page', async ({ page }) => {
  await page.goto('/struggling-readers');
  await page.getByRole('button', { name: 'View details for Lucas Tremblay' }).click();
  const href = await page.getByRole('link', { name: 'Printable summary' }).getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucas Tremblay' })).toBeVisible();
  await expect(page.getByText('Writing Buddy: letters B D P Q').first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic and the wcag theme the screen reads right to left and passes axe', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/struggling-readers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'القرّاء المتعثّرون' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'عرض تفاصيل Maya Thompson' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The CSV says what the Arabic screen says, though the browser itself asks for English.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'تصدير CSV' }).click();
    const csv = fs.readFileSync((await (await downloadPromise).path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trimEnd().split('\r\n');
    expect(header).toMatch(/^التلميذ,اسم المستخدم,المستوى الدراسي,/);
    expect(rows.find((row) => row.startsWith('Zoe Martin,'))).toContain(',خطر مرتفع,');
    await page.getByRole('button', { name: 'عرض تفاصيل Maya Thompson' }).click();
    await expect(page.getByRole('dialog', { name: 'Maya Thompson' }).getByRole('heading', { name: 'نتائج المهارات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});

test('a group is formed by keyboard once: its suggestion goes, focus goes to the group, and it can be deleted', async ({ page }) => {
  await page.goto('/struggling-readers');
  const suggestions = page.getByRole('list', { name: 'Form a group from students with the same weakest skill' });
  const suggestion = suggestions.getByRole('button').first();
  const label = (await suggestion.textContent())!;
  const skill = label.match(/^Group for (.+) \(\d+ students?\)$/)![1]!;
  await suggestion.focus();
  await page.keyboard.press('Enter');
  const group = page.getByRole('heading', { level: 3, name: new RegExp(`^${skill} — `) });
  try {
    await expect(group).toBeFocused();
    await expect(suggestions.getByRole('button', { name: label })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  } finally {
    const name = await group.textContent();
    await page.getByRole('button', { name: `Delete group ${name}` }).focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Intervention groups' })).toBeFocused();
  await expect(suggestions.getByRole('button', { name: label })).toBeVisible();
});
