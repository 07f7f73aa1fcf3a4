import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

test('a teacher generates a plan, customises it, saves it, downloads its exercises and opens them', async ({ page }) => {
  await page.goto('/teachers');
  await expect(page.getByText('Teacher Dashboard')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lesson Builder' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'AI lesson generator' })).toBeVisible();

  // The form's own messages, before anything is asked of the server.
  await page.getByRole('button', { name: 'Generate Lesson Plan' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Select at least one age group')).toBeVisible();
  await expect(page.getByText('Select at least one subject area')).toBeVisible();
  await expect(page.getByText('Add at least one learning goal')).toBeVisible();

  const title = `Short a week ${Date.now()}`;
  await page.getByLabel('Plan title').fill(title);
  await page.getByRole('checkbox', { name: 'Age 5' }).check();
  await page.getByRole('checkbox', { name: 'Age 6' }).check();
  await page.getByRole('checkbox', { name: 'Phonics' }).check();
  await page.getByRole('checkbox', { name: 'Writing' }).check();
  await page.getByLabel('Class duration (minutes)').fill('45');
  await page.getByLabel('Number of lessons').fill('3');
  await page.getByLabel('Learning goals').fill('Read short a words');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Generate Lesson Plan' }).click();

  // The result: at most three activities per lesson, then 'and N more'.
  await expect(page.getByRole('button', { name: 'Customize' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Lesson 1: / })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Lesson 3: / })).toBeVisible();
  await expect(page.getByText(/^and \d+ more$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Customise: rename the third lesson and move it first.
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByLabel('Title of lesson 3').fill('Our own a-words lesson');
  await page.getByRole('button', { name: 'Move lesson 3 up' }).click();
  await page.getByRole('button', { name: 'Move lesson 2 up' }).click();
  await expect(page.getByLabel('Title of lesson 1')).toHaveValue('Our own a-words lesson');
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Lesson 1: Our own a-words lesson' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByText('Lesson Plan Saved!').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Plans' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('3 lessons')).toBeVisible();

  // Download the exercises and open the file: each lesson, then the answer key.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Exercises' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${title}_exercises.html`);
  const file = await download.path();
  const html = fs.readFileSync(file, 'utf8');
  expect(html).toContain('Answer key');
  // Opened as the browser opens the saved file: the document alone, with no server behind it.
  await page.setContent(html);
  await expect(page.getByRole('heading', { level: 2, name: 'Lesson 1: Our own a-words lesson' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Answer key' })).toBeVisible();
  await expect(page.getByText(/Sight words with "a"/).first()).toBeVisible();

  // The detail view, edit, and delete with confirmation.
  await page.goto('/teachers');
  await page.getByRole('tab', { name: 'My Plans' }).click();
  // By keyboard: the plan opens over the list with focus inside it, and Back returns focus to the plan's View button.
  const view = page.getByRole('button', { name: `View ${title}` });
  await view.focus();
  await page.keyboard.press('Enter');
  const opened = page.getByRole('dialog', { name: title });
  await expect(opened.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Back to Plans' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(opened).toBeHidden();
  await expect(view).toBeFocused();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Plan title')).toHaveValue(title);
  // The saved lessons open as customised, without generating anew; a new title is saved with them.
  const renamed = `${title} (revised)`;
  await page.getByLabel('Plan title').fill(renamed);
  await page.getByRole('button', { name: 'Edit the saved lessons' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Lesson 1: Our own a-words lesson' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByText('Lesson Plan Saved!').first()).toBeVisible();
  await page.getByRole('button', { name: `View ${renamed}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect(page.getByText('Our own a-words lesson').first()).toBeVisible();
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByText('Are you sure you want to delete this plan?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});

test('in Arabic and the wcag theme the Lesson Builder reads right to left and passes axe', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/teachers');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مولّد الدروس بالذكاء الاصطناعي' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('عنوان الخطة').fill('أسبوع الحروف');
    await page.getByRole('checkbox', { name: 'العمر 7' }).check();
    await page.getByRole('checkbox', { name: 'الصوتيات' }).check();
    await page.getByLabel('أهداف التعلم').fill('قراءة كلمات قصيرة');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'إنشاء خطة الدروس' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'تخصيص' })).toBeVisible();
    // The plan is in English (the form's default): its lesson titles read left to right after the Arabic label.
    const lessonTitle = page.getByRole('heading', { level: 3, name: /^الدرس 1:/ }).locator('[lang]');
    await expect(lessonTitle).toHaveAttribute('lang', 'en');
    await expect(lessonTitle).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'خططي' }).click();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});
