import { expect, test } from '@playwright/test';
import { storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('a student says a story idea: recording stops by itself, the words become the idea and the story is written', async ({ page }) => {
  await page.goto('/creative-lab');
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByText('Listening... Recording stops by itself when you pause.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  // Nobody presses Stop: the pause after the idea ends the recording.
  await expect(page.getByRole('button', { name: 'Start Recording' })).toBeVisible({ timeout: 20_000 });
  // What pocketsphinx heard becomes the idea. The fake microphone loops the file from wherever it stands, through
  // echo cancellation and resampling, so its words are not asserted here; the API test does that.
  await expect(page.getByLabel('Your story idea')).toHaveValue(/\w/, { timeout: 20_000 });
  // Generation starts by itself.
  await expect(page.getByTestId('story-page')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
});
