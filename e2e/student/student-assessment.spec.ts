import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, serveKindergartenForm, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('an unknown grade says Assessment not found; a locked grade says so', async ({ page }) => {
  await page.goto('/assessment/grade9');
  await expect(page.getByRole('alert')).toHaveText('Assessment not found');
  // The demo student passed kindergarten (82) but has no grade 1 record: grades 2-3 stay locked.
  await page.goto('/assessment/grade2-3');
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await expect(page.getByRole('alert')).toContainText('Locked');
});

test('a question waits for its answer; previous is disabled on the first; the spoken prompt can be replayed', async ({ page }) => {
  await page.goto('/assessment/kindergarten');
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await expect(page.getByText('Question 1 of 15')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Read aloud' })).toBeEnabled();
  await page.getByRole('radio').first().check();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 15')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio').first()).toBeChecked();
});

test('a failed save shows the spec’s error toast and keeps the answers', async ({ page }) => {
  // A one-question form, so the test reaches submit quickly; the save answers 500.
  await serveKindergartenForm(page, [
    {
      id: 'en-k-A01',
      type: 'multiple-choice',
      question: 'Which one is the letter M?',
      options: [
        { id: 'a', label: 'M' },
        { id: 'b', label: 'N' },
      ],
      skill: 'letterNaming',
    },
  ]);
  await page.route('**/api/assessments', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback()));
  await page.goto('/assessment/kindergarten');
  await page.getByRole('button', { name: 'Start the assessment' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByRole('radio', { name: 'M', exact: true }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Failed to save assessment results. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

test('the assessment screen and the report pass axe in Arabic (right to left) and in the wcag theme', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/assessment/kindergarten');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'ابدأ التقييم' }).click();
    await expect(page.getByText('السؤال 1 من 15')).toBeVisible();
    await page.getByRole('radio').first().check();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/my-progress');
    await expect(page.getByRole('tab', { name: 'الروضة' })).toBeVisible();
    const chart = page.getByRole('img', { name: /الدرجات المعيارية عبر الزمن/ });
    await expect(chart).toBeVisible();
    await expect(page.getByRole('table', { name: 'الدرجات المعيارية حسب التاريخ' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});

test('the report shows standard score, percentile, category, class rank and curriculum, with the chart and its table', async ({ page }) => {
  await page.goto('/my-progress');
  const card = page.getByRole('article').filter({ hasText: 'Raw score' }).first();
  for (const label of ['Raw score', 'Standard score', 'Percentile', 'Category', 'Class rank', 'Curriculum'])
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  await expect(card).toContainText('106');
  await expect(card).toContainText('At grade level');
  await expect(page.getByRole('img', { name: /Standard scores over time/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Standard scores by date' })).toContainText('106');
});
