import { expect, test, type Page } from '@playwright/test';
import { choose, expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

const planCount = async (page: Page) => ((await (await page.request.get('/api/parenting-plans')).json()) as { plans: unknown[] }).plans.length;

test('a parent builds a plan, schedules it, ticks an activity done, edits and deletes it', async ({ page }) => {
  await page.goto('/parental-controls');
  const before = await planCount(page);
  await page.getByRole('tab', { name: 'AI plan builder' }).click();

  await page.getByRole('radio', { name: /Nurturing/ }).check();
  await page.getByRole('checkbox', { name: 'Confident' }).check();
  await page.getByRole('checkbox', { name: 'Smart & Intelligent' }).check();
  await page.getByLabel('Another goal (optional)').fill('Loves reading at bedtime');
  // The timeline: 3 days.
  await choose(page.getByRole('combobox', { name: 'Timeline' }), '3 days');
  await page.getByLabel('Child age').fill('6');
  await page.getByLabel("Child's name (optional)").fill('Lina');
  await page.getByRole('checkbox', { name: 'Academic Support' }).check();
  await page.getByRole('checkbox', { name: 'Emotional Intelligence' }).check();

  // An age outside 1–18 is refused in the form, with the spec's rule.
  await page.getByLabel('Child age').fill('19');
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  await expect(page.getByText('Child age must be 1 to 18')).toBeVisible();
  await page.getByLabel('Child age').fill('6');

  // A double click makes one plan: the second click is ignored while the first is on its way.
  await page.getByRole('button', { name: 'Generate Plan' }).dblclick();
  const myPlans = page.getByRole('tabpanel', { name: 'My plans' });
  await expect(page.getByRole('tab', { name: 'My plans' })).toHaveAttribute('aria-selected', 'true');
  const card = myPlans.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Lina's 3-day plan/ }) });
  await expect(card).toBeVisible();
  expect(await planCount(page)).toBe(before + 1);
  await expect(card.getByText('Progress: 0%')).toBeVisible();
  await expect(card.getByText('3 days', { exact: true })).toBeVisible();
  await expect(card.getByText('1 hour a day', { exact: true })).toBeVisible();
  await expect(card.getByText('Nurturing', { exact: true })).toBeVisible();
  const title = (await card.getByRole('heading').first().textContent())!;

  // The calendar: a start date puts the days on real dates; a day opens its detail, where an activity is ticked done.
  await card.getByRole('button', { name: `Calendar of ${title}` }).click();
  const calendar = page.getByRole('dialog', { name: `Calendar: ${title}` });
  await expect(calendar.getByRole('list', { name: 'Days of the plan' }).getByRole('listitem')).toHaveCount(3);
  await calendar.getByLabel('Start date').fill('2026-12-07');
  await expect(calendar.getByText('Mon, Dec 7')).toBeVisible();
  await expect(calendar.getByText('Wed, Dec 9')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await calendar.getByRole('button', { name: /^Day 1/ }).click();
  await expect(calendar.getByRole('heading', { level: 3, name: /^Day 1: / })).toBeVisible();
  await expect(calendar.getByText('Monday, December 7, 2026')).toBeVisible();
  await expect(calendar.getByText('Progress: 0%')).toBeVisible();
  await calendar.getByRole('checkbox', { name: 'Done' }).first().check();
  await expect(calendar.getByText(/Progress: [1-9]\d?%/)).toBeVisible();
  await calendar.getByRole('button', { name: 'View Full Content' }).first().click();
  const activity = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Guiding your child' }) });
  await expect(activity.getByRole('heading', { name: 'Expected outcome' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(card.getByText(/Progress: [1-9]\d?%/)).toBeVisible();

  // The detail: View Mode / Edit Mode, Save Changes.
  await card.getByRole('button', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('Total hours')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Mode' }).click();
  await page.getByLabel('Theme').first().fill('Our first day together');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Day 1: Our first day together' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back to Plans' }).click();

  // Delete asks first.
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete “${title}”?` });
  await expect(confirm.getByText('Are you sure you want to delete this plan?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(myPlans.getByRole('heading', { name: title })).toBeHidden();
  expect(await planCount(page)).toBe(before);
});

test('in Arabic and the wcag theme the plan tabs read right to left, pass axe and work by keyboard', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/parental-controls');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'منشئ الخطط بالذكاء الاصطناعي' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'إنشاء الخطة' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // By keyboard alone: a style, a goal, then generate; the plan is written in Arabic and My plans opens.
    await page.getByRole('radio', { name: /منظم/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'مستقل' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'إنشاء الخطة' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'خططي' })).toHaveAttribute('aria-selected', 'true');
    const calendarButton = page.getByRole('button', { name: /^تقويم / }).first();
    await expect(calendarButton).toBeVisible();
    await expect(page.getByText('منظم', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await calendarButton.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('list', { name: 'أيام الخطة' }).getByRole('listitem')).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);
    await calendar.getByRole('button', { name: /^اليوم 1/ }).focus();
    await page.keyboard.press('Enter');
    await expect(calendar.getByRole('heading', { name: /^اليوم 1: / })).toBeVisible();
    await calendar.getByRole('checkbox', { name: 'تم' }).first().focus();
    await page.keyboard.press('Space');
    await expect(calendar.getByText(/التقدم: [1-9]\d?٪/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});
