import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  adultSignsInToListen,
  answerLettersAndRhymesByKeys,
  assessmentForm,
  expectNoSeriousA11yViolations,
  serveKindergartenForm,
  signInNewChild,
  storageFor,
  tabTo,
} from '../support.ts';

test.use({ storageState: storageFor('parent') });

/**
 * A family computer with no microphone (this browser is given none, so every request for one is refused): the
 * assessments are not a dead end, the parent beside the child listens and marks, as a screener is given on paper.
 * The marks count in the child's record, so the parent signs in beside the child first, with their own account; the
 * child stays signed in.
 */
const newChild = (page: Page, browser: Browser) => signInNewChild(page, browser, { prefix: 'ear', firstName: 'Ines', age: 6 });

test('with no microphone the parent signs in beside the child and marks the spoken item by ear, with the keyboard; the record says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, child, childId } = await newChild(page, browser);
  const byEar = '1 spoken answer was marked by an adult listening, not from a recording.';
  let listening = false;
  try {
    await child.goto('/assessment/kindergarten');
    await child.getByRole('button', { name: 'Start the assessment' }).click();
    const questions = assessmentForm('english', 'kindergarten', 'A');
    for (const [i, q] of questions.entries()) {
      await expect(child.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
      if (q.type === 'multiple-choice') {
        await child.getByRole('radio', { name: q.options!.find((o) => o.id === q.correctAnswer)!.label, exact: true }).check();
      } else {
        await tabTo(child, 'button', 'Record');
        await child.keyboard.press('Enter');
        await expect(child.getByRole('alert')).toContainText(/microphone/i);
        const marking = child.getByRole('group', { name: 'No microphone? An adult can listen instead' });
        await expect(marking).toBeVisible();
        if (!listening) {
          // The child alone has nothing to mark with; the form for the adult passes axe too.
          await expect(marking.getByRole('radio')).toHaveCount(0);
          await expectNoSeriousA11yViolations(child);
          await adultSignsInToListen(child, marking);
          listening = true;
        }
        await expect(marking.getByRole('status')).toHaveText(/is listening and marking until/);
        await expectNoSeriousA11yViolations(child);
        await tabTo(child, 'input[type=radio]');
        await child.keyboard.press('Space');
        await expect(marking.getByRole('radio', { name: 'Said it right' })).toBeChecked();
        if (i === questions.length - 1) {
          // The parent stops listening before the answers are sent: the server refuses the mark by ear, the screen
          // says why, and the parent signs in beside the child again; then the same answers go.
          await marking.getByRole('button', { name: 'Stop listening' }).click();
          await expect(marking.getByRole('form')).toBeVisible();
          const refused = child.waitForResponse((r) => r.url().endsWith('/api/assessments') && r.request().method() === 'POST');
          await child.getByRole('button', { name: 'Submit' }).click();
          expect((await refused).status()).toBe(403);
          const why = child.locator('main p[role=alert]').filter({ hasText: 'An adult marks spoken answers' });
          await expect(why).toHaveText('An adult marks spoken answers: a parent or teacher signs in to listen first.');
          await expectNoSeriousA11yViolations(child);
          await adultSignsInToListen(child, marking);
          await expect(why).toHaveCount(0);
        }
      }
      await child.getByRole('button', { name: i === questions.length - 1 ? 'Submit' : 'Next' }).click();
    }
    const results = child.getByRole('region', { name: 'Your results' });
    await expect(results).toContainText('100%');
    await expect(results).toContainText(`${byEar} Marked by Alex Rivera.`);
    await expect(results).toContainText('The Grade 1 assessment is now unlocked');

    // The parent reads the same record, with the same note, in the child's report.
    await page.goto(`/my-progress?childId=${childId}`);
    await expect(page.getByRole('article').filter({ hasText: 'Raw score' }).first()).toContainText(`${byEar} Marked by Alex Rivera.`);
  } finally {
    await context.close();
  }
});

test('with no microphone the parent times the reading and marks it by hand; nothing is recorded', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { context, child } = await newChild(page, browser);
  try {
    await child.goto('/skills-assessment');
    await child.getByRole('group', { name: 'Grade' }).getByRole('button', { name: 'Kindergarten' }).click();
    await child.getByRole('button', { name: 'Start the assessment' }).click();
    await answerLettersAndRhymesByKeys(child);

    await child.getByRole('button', { name: 'Start reading' }).click();
    await expect(child.getByRole('alert')).toContainText('Microphone needed');
    const goOn = child.getByRole('button', { name: 'Go on without a microphone: an adult listens' });
    await expect(goOn).toBeDisabled();
    await adultSignsInToListen(child, child.locator('main'));
    await goOn.click();
    await expect(child.getByRole('status').filter({ hasText: 'Listening, not recording' })).toBeVisible();
    await expect(child.getByRole('timer')).toContainText(/\d+ s left/);
    await child.waitForTimeout(3000);
    const sent = child.waitForResponse((r) => r.url().endsWith('/api/fluency/readings/by-ear'));
    await child.getByRole('button', { name: 'Finish' }).click();
    expect((await sent).status()).toBe(201);

    await expect(child.getByRole('heading', { name: 'Check the reading' })).toBeVisible();
    await expect(child.getByRole('note')).toHaveText(/No recording was made: an adult listened/);
    await expect(child.locator('audio')).toHaveCount(0);
    // Where the reading stopped (the fifth word), and one word misread.
    await child.getByRole('button', { name: 'Mark where the reading stopped' }).click();
    await child.getByRole('group', { name: 'The passage, word by word' }).getByRole('button').nth(4).click();
    await expect(child.locator('dt', { hasText: 'Words read' }).locator('xpath=following-sibling::dd')).toHaveText('5');
    await child.getByRole('group', { name: 'The passage, word by word' }).getByRole('button').nth(1).click();
    await expect(child.locator('dt', { hasText: 'Errors' }).first().locator('xpath=following-sibling::dd')).toHaveText('1');
    await expectNoSeriousA11yViolations(child);
    const saved = child.waitForResponse((r) => r.url().endsWith('/api/skills-assessments') && r.request().method() === 'POST');
    await child.getByRole('button', { name: 'Save the results' }).click();
    expect((await saved).status()).toBe(201);
    await expect(child.getByRole('group', { name: 'Reading fluency' })).toContainText(/words correct per minute/);
  } finally {
    await context.close();
  }
});

test('marking by ear reads right to left in Arabic and passes axe in the wcag theme', async ({ page, browser }) => {
  const { context, child } = await newChild(page, browser);
  try {
    const look = await child.request.patch('/api/user/profile', { headers: { 'X-Requested-With': 'wren' }, data: { preferredLanguage: 'ar', theme: 'wcag' } });
    expect(look.status()).toBe(200);
    // The form's spoken item alone, so the test reaches it at once.
    const spoken = assessmentForm('english', 'kindergarten', 'A').find((q) => q.type === 'pronunciation')!;
    await serveKindergartenForm(child, [
      {
        id: spoken.id,
        type: 'pronunciation',
        question: spoken.question,
        options: [],
        pronunciationTarget: spoken.pronunciationTarget,
        skill: 'phonologicalAwareness',
      },
    ]);
    await child.goto('/assessment/kindergarten');
    await expect(child.locator('html')).toHaveAttribute('dir', 'rtl');
    await child.getByRole('button', { name: 'ابدأ التقييم' }).click();
    await child.getByRole('button', { name: 'تسجيل', exact: true }).click();
    const marking = child.getByRole('group', { name: 'لا يوجد ميكروفون؟ يمكن لشخص بالغ أن يستمع بدلًا منه' });
    await expect(marking).toBeVisible();
    await expect(marking.getByRole('form', { name: 'يقيّم هذا شخصٌ بالغ' })).toBeVisible();
    await expectNoSeriousA11yViolations(child);
    await adultSignsInToListen(child, marking);
    await marking.getByRole('radio', { name: 'ليس بعد' }).check();
    await expectNoSeriousA11yViolations(child);
  } finally {
    await context.close();
  }
});
