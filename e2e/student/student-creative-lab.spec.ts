import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('a student types an idea, gets a story, adds pictures, saves it, edits it and deletes it from My Creations', async ({ page }) => {
  await page.goto('/creative-lab');
  await expect(page.getByRole('heading', { level: 1, name: 'Creative Lab' })).toBeVisible();
  await expect(page.getByText('How to make a story')).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate Story' });
  await expect(generate).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Story' })).toBeDisabled();

  // A sample chip fills the idea; the child's own words replace it.
  await page.getByRole('button', { name: 'a friendship between a dragon and a mouse' }).click();
  await expect(page.getByLabel('Your story idea')).toHaveValue('a friendship between a dragon and a mouse');
  await page.getByLabel('Your story idea').fill('a dragon who is afraid of the dark');
  await generate.click();
  const story = page.getByTestId('story-page');
  await expect(story).toContainText(/dragon/i);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  // The auto title (spec 001 §5) fills the empty title.
  await expect(page.getByLabel('Story title')).not.toHaveValue('');

  await expect(page.getByRole('button', { name: 'Add Pictures to Your Story' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Pictures', exact: true }).click();
  // One picture per part of the story.
  await expect(page.getByRole('button', { name: 'View Full Size' })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Open in New Tab' })).toHaveCount(3);
  await page.getByRole('button', { name: 'View Full Size' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Story title').fill('Dragon and the Dark');
  await page.getByRole('button', { name: 'Save Story' }).click();
  await expect(page.getByRole('button', { name: 'Update Story' })).toBeVisible();
  const item = page.getByRole('listitem', { name: 'Dragon and the Dark' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Story', { exact: true })).toBeVisible();
  // The thumbnail is the story's first picture (decorative beside the title, so alt="").
  await expect(item.locator('img')).toHaveAttribute('src', /^\/api\/images\//);

  // Edit the text in the preview and update the saved story.
  await page.getByRole('button', { name: 'Edit Story' }).click();
  await page.getByLabel('Story text').fill('The dragon found a lantern.\n\nThe dark was not scary.\n\nThe end.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(story).toContainText('The dragon found a lantern.');
  // The list is fetched again once the update is in.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/creative-lab/update-story') && r.ok()),
    page.waitForResponse((r) => r.url().endsWith('/api/creative-lab/my-creations') && r.ok()),
    page.getByRole('button', { name: 'Update Story' }).click(),
  ]);
  await item.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog')).toContainText('The dragon found a lantern.');
  await page.keyboard.press('Escape');

  // The printable storybook is there for the child.
  const book = await page.request.get((await page.getByRole('link', { name: 'Download Storybook' }).getAttribute('href'))!);
  expect(book.status()).toBe(200);
  expect(await book.text()).toContain('The dragon found a lantern.');

  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Are you sure you want to delete this story? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});

test('the art generator draws in the chosen style and keeps the piece in My Creations as art', async ({ page }) => {
  await page.goto('/creative-lab');
  await page.getByRole('button', { name: /Art Generator/ }).click();
  await page.getByLabel('Describe your picture').fill('a purple cat flying to the moon');
  await page.getByRole('radio', { name: 'Watercolor Painting' }).click();
  await expect(page.getByRole('radio', { name: 'Watercolor Painting' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Generate Artwork' }).click();
  await expect(page.getByRole('list', { name: 'Your latest artwork' }).getByRole('img', { name: 'a purple cat flying to the moon' })).toBeVisible();
  const item = page.getByRole('listitem', { name: 'a purple cat flying to the moon' }).first();
  await expect(item.getByText('Art', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'View' })).toBeDisabled();

  // Deleted again: the demo student's figures (Creative Lab's progress counts creations) stay what other specs read.
  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: 'a purple cat flying to the moon' })).toHaveCount(0);
});

test('in Arabic Creative Lab reads right to left and, in the wcag theme, passes axe', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await setAccountTheme(page, 'wcag');
    await page.goto('/creative-lab');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إبداعاتي' })).toBeVisible();
    await page.getByLabel('فكرة قصتك').fill('قطة في الغابة');
    await page.getByRole('button', { name: 'إنشاء القصة' }).click();
    await expect(page.getByTestId('story-page')).toContainText(/[\u0600-\u06FF]/);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});

test('with the interface in Italian, the story for an Italian idea is written in Italian, its title too', async ({ page }) => {
  expect((await setAccountLanguage(page, 'it')).status()).toBe(200);
  try {
    await page.goto('/creative-lab');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.getByLabel('La tua idea').fill('un drago che ha paura del buio');
    await page.getByRole('button', { name: 'Genera storia' }).click();
    const story = page.getByTestId('story-page');
    await expect(story).toContainText('drago');
    await expect(page.getByText('Pagina 1 di 3')).toBeVisible();
    // The beginning of an Italian tale, in Italian words only.
    await expect(story).toContainText(/C'era una volta|Tanto tempo fa|Questa è la storia di/);
    await expect(story).not.toContainText(/\b(the|and|was|with|they)\b/i);
    // The auto title (spec 001 §5) is Italian as well.
    const title = page.getByLabel('Titolo della storia');
    await expect(title).not.toHaveValue('');
    await expect(title).not.toHaveValue(/\b(The|and|of|A)\b/);
    // Nothing is saved: the demo student's creations stay what other specs read.
  } finally {
    await resetAccountLook(page);
  }
});

test('in the wcag theme the English story creator and My Creations pass axe', async ({ page }) => {
  await setAccountTheme(page, 'wcag');
  try {
    await page.goto('/creative-lab');
    await expect(page.getByRole('heading', { name: 'My Creations' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'My Creations' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});
