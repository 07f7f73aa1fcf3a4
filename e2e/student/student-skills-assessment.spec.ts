import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('the intro shows the times and the grades; the letter test answers by keyboard and counts down', async ({ page }) => {
  await page.goto('/skills-assessment');
  await expect(page.getByRole('heading', { name: 'Skills assessment', level: 1 })).toBeVisible();
  for (const text of [
    'Letter recognition: about 5 minutes',
    'Rhyming words: about 5 minutes',
    'Reading fluency: about 8 minutes',
    'In all: 15 to 20 minutes',
  ]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  const grades = page.getByRole('group', { name: 'Grade' });
  for (const name of ['Kindergarten', 'Grade 1', 'Grades 2-3', 'Grade 4']) await expect(grades.getByRole('button', { name })).toBeVisible();
  await grades.getByRole('button', { name: 'Grade 1' }).click();
  await expect(grades.getByRole('button', { name: 'Grade 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Start the assessment' }).click();

  await expect(page.getByText('Letter 1 of 10')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/[5-8] s left/);
  const options = page.getByRole('group', { name: 'Letters' }).getByRole('button');
  await expect(options).toHaveCount(4);
  // Each letter is drawn large (3rem), as a child reads it on a page.
  await expect(options.first()).toHaveCSS('font-size', '48px');
  // Tab reaches the options; a number key answers, and the buttons are then disabled.
  await options.first().focus();
  await page.keyboard.press('Tab');
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press('2');
  await expect(page.getByRole('status').filter({ hasText: /Correct!|Not quite/ })).toBeVisible();
  for (let i = 0; i < 4; i++) await expect(options.nth(i)).toBeDisabled();
  await expect(page.getByText('Letter 2 of 10')).toBeVisible();
});

for (const setting of [
  { name: 'Arabic (right to left)', language: 'ar', theme: null },
  { name: 'the wcag theme', language: 'en', theme: 'wcag' },
] as const) {
  test(`intro, letters and rhymes pass axe in ${setting.name}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (setting.theme) await setAccountTheme(page, setting.theme);
    expect((await setAccountLanguage(page, setting.language)).status()).toBe(200);
    try {
      await page.goto('/skills-assessment');
      await expect(page.locator('html')).toHaveAttribute('dir', setting.language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.locator('main button').last().click();
      const options = page.locator('[role="group"] button[aria-keyshortcuts]');
      await expect(options).toHaveCount(4);
      await expectNoSeriousA11yViolations(page);
      // Ten letters, answered at once with the keyboard.
      for (let i = 0; i < 10; i++) {
        await expect(options.first()).toBeEnabled();
        await page.keyboard.press('1');
        await expect(options.first()).toBeDisabled();
      }
      const yes = page.locator('button[aria-keyshortcuts="Y"]');
      await expect(yes).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await resetAccountLook(page);
    }
  });
}
