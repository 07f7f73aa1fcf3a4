import { expect, test } from '@playwright/test';
import { choose, expectNoSeriousA11yViolations, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('a student moves through sound groups and sounds, reading lists and progress', async ({ page }) => {
  await page.goto('/phonics-tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Phonics Tutor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sounds' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Level \d+$/)).toBeVisible();

  // Sounds: the first group, its first sound with hint and examples, and the record button.
  const groups = page.getByRole('group', { name: 'Sound groups' });
  await expect(groups.getByRole('button', { name: 'Single sounds' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Hiss like a snake: sss.')).toBeVisible();
  await expect(page.getByText('Item 1 of 10')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Hold to record' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Listen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How did I do?' })).toContainText('Hold the button and say the sound.');
  await expect(page.getByRole('group', { name: 'Mastered sounds' })).toContainText(/\d+/);
  await expectNoSeriousA11yViolations(page);

  // Another group starts at its first sound; next and previous move the counter.
  await groups.getByRole('button', { name: 'Digraphs' }).click();
  await expect(page.getByText('sh', { exact: true })).toBeVisible();
  await expect(page.getByText('Item 1 of 6')).toBeAttached();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('ch', { exact: true })).toBeVisible();
  await expect(page.getByText('Item 2 of 6')).toBeAttached();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Item 1 of 6')).toBeAttached();

  // Arabic lessons: right-to-left sounds with their own groups.
  await choose(page.getByRole('combobox', { name: 'Practice language' }), 'Arabic');
  await expect(groups.getByRole('button', { name: 'Short vowels' })).toBeVisible();
  await expect(page.getByText('ب', { exact: true })).toBeVisible();
  await choose(page.getByRole('combobox', { name: 'Practice language' }), 'English');

  // Words: beginner sight words, then short sentences at intermediate, starting again at the first.
  await page.getByRole('tab', { name: 'Words' }).click();
  await expect(page.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('the', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Item 2 of 10')).toBeAttached();
  await page.getByRole('button', { name: 'Intermediate' }).click();
  await expect(page.getByText('I see a cat.', { exact: true })).toBeVisible();
  await expect(page.getByText('Item 1 of 10')).toBeAttached();
  await expect(page.getByRole('group', { name: 'Words read' })).toContainText(/\d+/);
  await page.mouse.move(0, 0); // a hovered button fades a little; check the colours at rest
  await expectNoSeriousA11yViolations(page);

  // Progress: a bar per group (the demo student has mastered the single sounds), figures and achievements.
  await page.getByRole('tab', { name: 'Progress' }).click();
  const bars = page.getByRole('region', { name: 'Sound groups' });
  await expect(bars.getByRole('progressbar', { name: 'Single sounds' })).toBeVisible();
  await expect(bars.getByRole('listitem').filter({ hasText: 'Single sounds' })).toContainText('10 / 10');
  await expect(bars.getByRole('progressbar')).toHaveCount(4);
  await expect(page.getByRole('group', { name: 'Mastered sounds' })).toContainText('20');
  await expect(page.getByRole('region', { name: 'Achievements' })).toContainText('First Sound');
  await expectNoSeriousA11yViolations(page);
});

test('the guided tour reads 8 steps and can be closed', async ({ page }) => {
  await page.goto('/phonics-tutor');
  await page.getByRole('button', { name: 'Take the tour' }).click();
  const tour = page.getByRole('dialog', { name: /Step 1 of 8/ });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: /Step 2 of 8/ })).toContainText('Pick a group of sounds to practice.');
  await page.getByRole('button', { name: 'Close the tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a refused microphone says so, and nothing is sent', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageFor('student') });
  const page = await context.newPage();
  // The browser's answer when the child (or the school's policy) refuses the microphone.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/phonics-tutor/analyze')) sent = true;
  });
  await page.goto('/phonics-tutor');
  const record = page.getByRole('button', { name: 'Hold to record' });
  await record.focus();
  await page.keyboard.down('Space');
  await expect(page.getByRole('alert')).toHaveText('Could not access microphone. Please check permissions.');
  await page.keyboard.up('Space');
  await expect(record).toBeEnabled();
  expect(sent).toBe(false);
  await context.close();
});
