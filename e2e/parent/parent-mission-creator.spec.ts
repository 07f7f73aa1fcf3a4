import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, storageFor } from '../support.ts';

test.use({ storageState: storageFor('parent') });

/** Drops a palette block (by its label) into the workspace of `page` at (x, y), dragging with the mouse as a child does. */
async function dropBlock(page: Page, label: string, x: number, y: number): Promise<void> {
  const block = page.locator('.blocklyFlyout .blocklyDraggable', { hasText: label }).first();
  const from = (await block.boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 50, from.y + 20, { steps: 4 });
  await page.mouse.move(x + 10, y + 10, { steps: 12 });
  await page.mouse.up();
}

/** Stacks `count` copies of a block, each dropped just under the last one so they snap together. */
async function stackBlocks(page: Page, label: string, count: number): Promise<void> {
  const workspace = (await page.getByRole('region', { name: 'Block editor' }).boundingBox())!;
  const flyout = (await page.locator('.blocklyFlyout').first().boundingBox())!;
  const x = flyout.x + flyout.width + 60;
  let y = workspace.y + 40;
  const summary = page.getByRole('heading', { name: 'Code summary' }).locator('xpath=following-sibling::ol/li');
  for (let i = 1; i <= count; i++) {
    await dropBlock(page, label, x, y);
    await expect(summary).toHaveCount(i);
    const placed = page.locator('.blocklyBlockCanvas > .blocklyDraggable, .blocklyMainWorkspaceBlockCanvas > .blocklyDraggable').last();
    const box = (await placed.boundingBox())!;
    y = box.y + box.height - 4;
  }
}

test('a parent creates a mission, previews it, assigns it to their new child, and the child solves it in Mission Coach', async ({ page, browser }) => {
  const username = `maker-${Date.now().toString(36)}`;
  const title = `Gem hunt ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/children', {
    headers: { 'X-Requested-With': 'wren' },
    data: { username, pin: '8642', firstName: 'Zara', age: 8 },
  });
  expect(created.status()).toBe(201);

  await page.goto('/mission-creator');
  await page.getByLabel('Title (English)').fill(title);
  await page.getByRole('tab', { name: 'Objectives' }).click();
  await page.getByLabel('New objective (English)').fill('Pick up the gem on the way to the flag');
  await page.getByRole('button', { name: 'Add objective' }).click();
  await page.getByRole('tab', { name: 'Grid Setup' }).click();
  await page.getByRole('button', { name: 'Initialize Grid' }).click();
  const grid = page.getByRole('group', { name: 'Mission grid, 5 by 5' });
  await page.getByRole('radio', { name: 'Start' }).click();
  await grid.getByRole('button', { name: 'Column 1, row 1: Empty' }).click();
  await page.getByRole('radio', { name: 'Item' }).click();
  await grid.getByRole('button', { name: 'Column 2, row 1: Empty' }).click();
  await page.getByRole('radio', { name: 'Goal' }).click();
  await grid.getByRole('button', { name: 'Column 4, row 1: Empty' }).click();
  await expect(page.getByText('The shortest solution takes 3 steps.')).toBeVisible();

  // Settings: a max steps below the shortest solution is refused, with the best count proposed.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Max steps').fill('2');
  await page.getByRole('button', { name: 'Save Mission' }).click();
  await expect(
    page.getByRole('region', { name: /notifications/i }).getByText('Max steps must be at least 3: the shortest solution takes 3 steps.'),
  ).toBeVisible();
  await page.getByLabel('Max steps').fill('');

  // Preview plays the draft in the block editor.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${title}` });
  await expect(preview.getByTestId('robot-grid')).toHaveAttribute('data-robot', '0,0,east');
  await expect(preview.locator('.blocklyFlyout .blocklyDraggable', { hasText: 'move forward' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Save Mission' }).click();
  await expect(page.getByRole('region', { name: /notifications/i }).getByText('Mission Created', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Assign ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Zara' }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Zara' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The child: a fresh, signed-out browser.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const child = await context.newPage();
  const errors: string[] = [];
  child.on('pageerror', (error) => errors.push(error.message));
  await child.goto('/login');
  await child.getByLabel(/username/i).fill(username);
  await child.getByLabel(/password/i).fill('8642');
  await child.getByRole('button', { name: /^sign in$/i }).click();
  await expect(child).toHaveURL(/\/dashboard$/);
  await child.goto('/stem-mission-coach');
  await expect(child.getByText('Mission 1 / 6')).toBeVisible();
  for (let i = 0; i < 5; i++) await child.getByRole('button', { name: 'Next mission' }).click();
  await expect(child.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(child.getByText('Mission 6 / 6')).toBeVisible();
  await expect(child.getByText('Assigned mission')).toBeVisible();
  await expect(child.getByText('Pick up the gem on the way to the flag')).toBeVisible();

  await stackBlocks(child, 'move forward', 3);
  const board = child.getByTestId('robot-grid');
  await expect(board).toHaveAttribute('data-robot', '0,0,east');
  await child.getByRole('button', { name: 'Run Code' }).click();
  await expect(board).toHaveAttribute('data-robot', '3,0,east');
  const result = child.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Mission complete!')).toBeVisible();
  await expect(result.getByText('100%')).toBeVisible();
  await expect(result.getByText(/Saved to your progress\./)).toBeVisible();
  expect(errors, errors.join('\n')).toEqual([]);
  await context.close();
});
