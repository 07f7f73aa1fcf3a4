import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, resetAccountLook, setAccountLanguage, setAccountTheme, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

test("a parent opens a child's creations from My children, reads a story and plays a game to an ending", async ({ page }) => {
  await setAccountTheme(page, 'wcag');
  try {
    await page.goto('/my-children');
    await page.getByRole('article', { name: /Noor/ }).getByRole('link', { name: 'Noor’s creations' }).click();
    await expect(page).toHaveURL(/\/my-children\/[0-9a-f-]{36}\/creations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Noor’s creations' })).toBeVisible();

    await page.getByRole('listitem', { name: 'The Fox Who Lost Her Hat', exact: true }).getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Fox Who Lost Her Hat' });
    await expect(dialog.getByTestId('child-story')).toContainText('lost her green hat');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('listitem', { name: 'The Fox Who Lost Her Hat: the game' }).getByRole('button', { name: 'Play' }).click();
    const game = page.getByRole('dialog').getByTestId('story-game');
    await expect(game).toContainText('What should the fox do next?');
    await game.getByRole('button', { name: 'Look by the stream' }).click();
    await expect(game.getByTestId('story-game-ending')).toContainText('friendly frog was wearing the hat');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await resetAccountLook(page);
  }
});

test("in Arabic the child's creations read right to left", async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await page.goto('/my-children');
    await page.getByRole('link', { name: 'إبداعات Noor' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إبداعات Noor' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'الإبداعات' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await setAccountLanguage(page, 'en');
  }
});
