import { expect, test } from '@playwright/test';
import { storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('the AI tutor action brings the assistant forward, and a typed question gets a reply', async ({ page }) => {
  await page.goto('/dashboard');
  const assistant = page.getByRole('region', { name: /voice assistant/i });
  await expect(assistant).toBeVisible();
  await page.getByRole('link', { name: /AI tutor/i }).click();
  const input = assistant.getByRole('textbox', { name: 'Type a question for Wren' });
  await expect(input).toBeFocused();
  await input.fill('How do I practice my letters?');
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant.getByText('You said:')).toBeVisible();
  await expect(assistant.getByText('AI Assistant:')).toBeVisible({ timeout: 20_000 });
});

test('saying a page name takes the student there', async ({ page }) => {
  await page.goto('/dashboard');
  const assistant = page.getByRole('region', { name: /voice assistant/i });
  await assistant.getByRole('textbox', { name: 'Type a question for Wren' }).fill('I want to draw a story');
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant).toContainText("Great! Let's go to Creative Lab!");
  await expect(page).toHaveURL(/\/creative-lab$/, { timeout: 10_000 });
});
