import { expect, test, type Browser, type Page } from '@playwright/test';
import { assessmentForm, expectNoSeriousA11yViolations, signInNewChild, storageFor, tabTo } from '../support.ts';

test.use({ storageState: storageFor('parent') });

/** A new child (made by the demo parent) so the grade 1 card starts locked. */
const newChildPage = (page: Page, browser: Browser) =>
  signInNewChild(page, browser, { prefix: 'assess', firstName: 'Nora', age: 5, permissions: ['microphone'] });

/**
 * Spec 000 §2, §4: a child takes the kindergarten assessment with the keyboard alone, says the pronunciation item
 * into Chromium's fake microphone (espeak-ng saying "sun"), passes, and the grade 1 card unlocks on the dashboard.
 */
test('a child passes the kindergarten assessment with the keyboard, and grade 1 unlocks', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { context, child } = await newChildPage(page, browser);
  const grade1Card = child.getByRole('article').filter({ has: child.getByRole('heading', { name: 'Grade 1', exact: true }) });

  await child.goto('/dashboard');
  await expect(grade1Card.getByText('Locked')).toBeVisible();

  await child.goto('/assessment');
  await expect(child.getByRole('heading', { level: 1, name: 'Kindergarten reading assessment' })).toBeVisible();
  await expect(child.getByRole('radio', { name: 'English' })).toBeChecked();
  await tabTo(child, 'button', 'Start the assessment');
  await child.keyboard.press('Enter');

  const questions = assessmentForm('english', 'kindergarten', 'A');
  for (const [i, q] of questions.entries()) {
    await expect(child.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    await expect(child.getByRole('heading', { level: 2, name: q.question })).toBeVisible();
    const last = i === questions.length - 1;
    const advance = child.getByRole('button', { name: last ? 'Submit' : 'Next' });
    await expect(advance).toBeDisabled();
    if (q.type === 'multiple-choice') {
      const k = q.options!.findIndex((o) => o.id === q.correctAnswer);
      await tabTo(child, 'input[type=radio]');
      if (k === 0) await child.keyboard.press('Space');
      for (let step = 0; step < k; step++) await child.keyboard.press('ArrowDown');
      await expect(child.getByRole('radio', { name: q.options![k]!.label, exact: true })).toBeChecked();
    } else {
      await expect(child.getByRole('button', { name: 'Read aloud' })).toBeVisible();
      await tabTo(child, 'button', 'Record');
      const analysed = child.waitForResponse((r) => r.url().includes('/api/assessments/kindergarten/pronunciation'));
      await child.keyboard.press('Enter');
      await expect(child.getByRole('button', { name: 'Stop' })).toBeFocused();
      await child.waitForTimeout(2500);
      await child.keyboard.press('Enter');
      expect((await analysed).status()).toBe(200);
      const panel = child.getByRole('region', { name: 'Pronunciation analysis' });
      for (const score of ['Accuracy', 'Clarity', 'Pace']) await expect(panel.getByRole('group', { name: score })).toContainText(/\d+%/);
      await expect(child.getByText('Pronunciation Analyzed', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(child);
    }
    await expect(advance).toBeEnabled();
    await tabTo(child, 'button', last ? 'Submit' : 'Next');
    await child.keyboard.press('Enter');
  }

  await expect(child.getByText('Assessment Completed', { exact: true })).toBeVisible();
  await expect(child.getByText(/^You scored (93|100)%! Congratulations!$/)).toBeVisible();
  await expect(child.getByRole('heading', { name: 'Your results' })).toBeVisible();
  await expect(child.getByText('Great work! The Grade 1 assessment is now unlocked.')).toBeVisible();
  await expect(child.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(child);
  await child.getByRole('link', { name: 'Return to dashboard' }).click();

  await expect(grade1Card.getByRole('link', { name: /Take Assessment/ })).toBeVisible();
  await expect(grade1Card.getByText('Locked')).toHaveCount(0);
  const kCard = child.getByRole('article').filter({ has: child.getByRole('heading', { name: 'Kindergarten', exact: true }) });
  await expect(kCard.getByText('Completed')).toBeVisible();
  await context.close();
});
