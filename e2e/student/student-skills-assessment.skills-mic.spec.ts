import { expect, test } from '@playwright/test';
import {
  adultSignsInToListen,
  answerLettersAndRhymesByKeys,
  expectNoSeriousA11yViolations,
  resetAccountLook,
  setAccountLanguage,
  setAccountTheme,
  storageFor,
  WREN,
} from '../support.ts';

test.use({ storageState: storageFor('student') });

/**
 * The whole skills assessment in a real browser, in the wcag theme: ten letters, ten rhyme pairs, then the
 * kindergarten passage read aloud by Chromium's fake microphone (espeak-ng reading it, fluency-passage.setup.ts).
 * The fluency engine marks the reading, the adult sets the expression, the server scores everything, and the
 * complete screen and My progress show the stored figures. A synthetic voice reads differently from a child, so
 * the test checks that figures arrive, not their values.
 */
test('a skills assessment from the intro to the results, with the passage read aloud', async ({ page }) => {
  test.setTimeout(240_000);
  await setAccountTheme(page, 'wcag');
  try {
    await page.goto('/skills-assessment');
    await page.getByRole('group', { name: 'Grade' }).getByRole('button', { name: 'Kindergarten' }).click();
    await page.getByRole('button', { name: 'Start the assessment' }).click();

    const letters = page.getByRole('group', { name: 'Letters' }).getByRole('button');
    for (let i = 1; i <= 10; i++) {
      await expect(page.getByText(`Letter ${i} of 10`)).toBeVisible();
      await expect(letters.first()).toBeEnabled();
      await letters.nth(i % 4).click();
    }
    for (let i = 1; i <= 10; i++) {
      await expect(page.getByText(`Pair ${i} of 10`)).toBeVisible();
      const yes = page.getByRole('button', { name: 'Yes, they rhyme' });
      await expect(yes).toBeEnabled();
      await (i % 2 ? yes : page.getByRole('button', { name: 'No' })).click();
    }

    await expect(page.getByRole('heading', { name: 'Read aloud for one minute' })).toBeVisible();
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recording' })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/\d+ s left/);
    await page.waitForTimeout(4000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.waitForTimeout(8000);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/fluency/readings') && r.request().method() === 'POST', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Finish' }).click();
    expect((await sent).status()).toBe(201);

    await expect(page.getByRole('heading', { name: 'Check the reading' })).toBeVisible({ timeout: 30_000 });
    // The shared marked passage, the figures beside it. The marks and the expression are the adult's: on the child's
    // session the words are shown, not pressable, until their teacher signs in beside them; then every word toggles.
    const words = page.getByRole('group', { name: 'The passage, word by word' });
    await expect(words.getByRole('img').first()).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Words correct per minute' }).locator('xpath=following-sibling::dd')).toContainText(/\d/);
    await expect(page.getByRole('group', { name: 'Expression' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await adultSignsInToListen(page, page.locator('main'), 'demo-teacher');
    await expect(words.getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Expression 4' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/skills-assessments') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save the results' }).click();
    expect((await saved).status()).toBe(201);

    const overall = page.getByRole('group', { name: 'Overall standard score' });
    await expect(overall).toContainText(/\d{2,3}/);
    await expect(overall).toContainText(/Percentile \d+/);
    for (const test of ['Letter recognition', 'Rhyming words', 'Reading fluency']) {
      await expect(page.getByRole('group', { name: test })).toContainText(/Standard score \d+/);
    }
    await expect(page.getByRole('group', { name: 'Reading fluency' })).toContainText(/words correct per minute/);
    await expect(page.getByRole('link', { name: 'Back to dashboard' }).last()).toHaveAttribute('href', '/dashboard');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'See my progress' }).click();
    const report = page.getByRole('region', { name: 'Skills assessments' });
    await expect(report.getByText(/Overall standard score: \d+/)).toBeVisible();
  } finally {
    // The shared student session: the teacher's listening ends here, not in the next test.
    expect((await page.request.delete('/api/auth/listener', { headers: WREN })).status()).toBe(200);
    await resetAccountLook(page);
  }
});

test('in Arabic (right to left) the reading check and the results pass axe too', async ({ page }) => {
  test.setTimeout(240_000);
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await page.goto('/skills-assessment');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'ابدأ التقييم' }).click();
    await answerLettersAndRhymesByKeys(page);
    await page.getByRole('button', { name: 'ابدأ القراءة' }).click();
    // An Arabic-language child reads an Arabic passage (content/passages/ar.json), drawn right to left.
    const passage = page.locator('article[lang="ar"]');
    await expect(passage).toHaveAttribute('dir', 'rtl');
    await expect(passage).toContainText('سَمِيرٌ لَهُ قِطٌّ');
    await page.waitForTimeout(6000);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/fluency/readings') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'إنهاء' }).click();
    // No transcription server here: the reading comes back for the adult to mark by hand, with the notice.
    const reading = (await (await sent).json()) as { passageId: string; engine: string; notice: string };
    expect(reading).toMatchObject({ passageId: 'ar-k-1', engine: 'manual' });
    expect(reading.notice).toContain('Arabic needs a transcription server');
    await expect(page.getByRole('heading', { name: 'تحقق من القراءة' })).toBeVisible({ timeout: 60_000 });
    // The words are the adult's to mark: shown, not pressable, until the teacher signs in beside the child.
    await expect(page.locator('[lang="ar"][dir="rtl"]').getByRole('img').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await adultSignsInToListen(page, page.locator('main'), 'demo-teacher');
    await expect(page.locator('[lang="ar"][dir="rtl"]').getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'احفظ النتائج' }).click();
    await expect(page.getByRole('group', { name: 'الدرجة المعيارية الكلية' })).toContainText(/\d{2,3}/);
    await expectNoSeriousA11yViolations(page);
  } finally {
    expect((await page.request.delete('/api/auth/listener', { headers: WREN })).status()).toBe(200);
    await setAccountLanguage(page, 'en');
  }
});
