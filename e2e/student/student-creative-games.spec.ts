import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

const headers = { 'X-Requested-With': 'wren' };
/** A word of letters only, so each run's story is its own (digits could read as a phone number to moderation). */
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

// What a test makes is deleted after it: the demo student's figures (Creative Lab's progress counts creations) stay
// what the specs after this one read.
const creationIds = async (page: Page) =>
  ((await (await page.request.get('/api/creative-lab/my-creations')).json()) as { stories: { id: string }[] }).stories.map((s) => s.id);
let before: string[] = [];
test.beforeEach(async ({ page }) => {
  before = await creationIds(page);
});
test.afterEach(async ({ page }) => {
  for (const id of (await creationIds(page)).filter((id) => !before.includes(id))) {
    expect((await page.request.post('/api/creative-lab/delete-story', { headers, data: { id } })).status()).toBe(200);
  }
});

test('a student builds a game from a saved story, changes a choice, plays it to an ending and keeps it in My Creations', async ({ page }) => {
  const title = `Lantern Dragon ${tag()}`;
  const saved = await page.request.post('/api/creative-lab/save-story', {
    headers,
    data: {
      title,
      content: 'A small dragon lived in a cosy cave.\n\nOne night the lantern went out and the dragon felt afraid.\n\nThen the stars came out.',
      language: 'en',
    },
  });
  expect(saved.status()).toBe(200);

  await setAccountTheme(page, 'wcag');
  try {
    await page.goto('/creative-lab');
    await page.getByRole('button', { name: /Interactive Maker/ }).click();
    await expect(page.getByRole('heading', { name: 'Game Builder' })).toBeVisible();
    const build = page.getByRole('button', { name: 'Build Game' });
    await expect(build).toBeDisabled();
    await page.getByRole('radiogroup', { name: 'Choose a story', exact: true }).getByRole('radio', { name: title }).click();
    await build.click();

    // The builtin engine wrote the beginning from the story and 2–3 paths; the child changes the first choice.
    await expect(page.getByLabel('The beginning')).toHaveValue(/small dragon lived in a cosy cave/);
    await expect(page.getByLabel('Choice 3')).toBeVisible();
    await page.getByLabel('Choice 1').fill('Ask the wise owl for a light');
    await page.getByLabel('Ending 1').fill('The wise owl brought a glowing lantern, and the cave was warm and bright. The end.');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const game = page.getByTestId('story-game');
    await expect(game).toContainText('small dragon lived in a cosy cave');
    await game.getByRole('button', { name: 'Ask the wise owl for a light' }).click();
    await expect(game.getByTestId('story-game-ending')).toHaveText('The wise owl brought a glowing lantern, and the cave was warm and bright. The end.');
    await game.getByRole('button', { name: 'Play again' }).click();
    await expect(game.getByRole('button', { name: 'Ask the wise owl for a light' })).toBeVisible();

    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/creative-lab/save-game') && r.ok()),
      page.getByRole('button', { name: 'Save Game' }).click(),
    ]);
    await expect(page.getByRole('button', { name: 'Update Game' })).toBeVisible();

    // From My Creations the game plays in a dialog, to another ending.
    const item = page.getByRole('listitem', { name: title }).filter({ hasText: 'Game' });
    await expect(item.getByText('Game', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('list', { name: 'Choices' }).getByRole('button').nth(1).click();
    await expect(dialog.getByTestId('story-game-ending')).toContainText('The end.');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});

test('a student shows a saved story as full-screen slides, moves with the arrow keys and closes with Escape', async ({ page }) => {
  const title = `Slides ${tag()}`;
  const saved = await page.request.post('/api/creative-lab/save-story', {
    headers,
    data: { title, content: 'A fox lived in a wood.\n\nThe fox lost her hat.\n\nA bird found it.', language: 'en' },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/creative-lab');
  await page.getByRole('button', { name: /Interactive Maker/ }).click();
  await page.getByRole('radiogroup', { name: 'Choose a story to present' }).getByRole('radio', { name: title }).click();
  await page.getByRole('button', { name: 'Start Presentation' }).click();
  const slides = page.getByRole('dialog', { name: `${title}: slides` });
  await expect(slides.getByText('Slide 1 of 4')).toBeVisible();
  await expect(slides.getByTestId('slide-text')).toHaveText(title);
  await expect(slides.getByRole('button', { name: 'Read Aloud' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(slides.getByTestId('slide-text')).toHaveText('A fox lived in a wood.');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slides.getByText('Slide 4 of 4')).toBeVisible();
  await expect(slides.getByTestId('slide-text')).toHaveText('A bird found it.');
  await page.keyboard.press('ArrowLeft');
  await expect(slides.getByTestId('slide-text')).toHaveText('The fox lost her hat.');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(slides).toBeHidden();
  await expect(page.getByRole('button', { name: 'Start Presentation' })).toBeVisible();
});
