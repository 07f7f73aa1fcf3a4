import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { contrast, expectNoSeriousA11yViolations, setAccountTheme, storageFor } from '../support.ts';

// The parent's session creates a fresh child account, so the missions start from the first one.
test.use({ storageState: storageFor('parent') });

/** Drags a palette block with the mouse and drops it with its top-left corner at (x, y). */
async function dragFromPalette(page: Page, label: string, x: number, y: number): Promise<void> {
  const source = page.locator('.blocklyFlyout .blocklyDraggable', { hasText: label }).first();
  const box = (await source.boundingBox())!;
  const grab = { x: box.x + 12, y: box.y + 12 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 40, grab.y + 10, { steps: 5 });
  await page.mouse.move(x + 12, y + 12, { steps: 15 });
  await page.mouse.up();
}

/** The blocks placed on the workspace (not in the palette). */
const placed = (page: Page): Locator =>
  page
    .locator('.blocklyMainWorkspaceBlockCanvas > .blocklyDraggable, .blocklyBlockCanvas > .blocklyDraggable')
    .filter({ hasNot: page.locator('.blocklyFlyout') });

/** A fresh child account (made through the parent's session), signed in in its own browser context. */
async function newChild(page: Page, browser: Browser, firstName: string) {
  const username = `coder-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/children', {
    headers: { 'X-Requested-With': 'wren' },
    data: { username, pin: '5791', firstName, age: 8 },
  });
  expect(created.status()).toBe(201);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const child = await context.newPage();
  await child.goto('/login');
  await child.getByLabel(/username/i).fill(username);
  await child.getByLabel(/password/i).fill('5791');
  await child.getByRole('button', { name: /^sign in$/i }).click();
  await expect(child).toHaveURL(/\/dashboard$/);
  return { context, child };
}

test('a new student drags blocks to solve mission 1, watches the run, and the next mission unlocks', async ({ page, browser }) => {
  const { context, child } = await newChild(page, browser, 'Ada');
  const errors: string[] = [];
  child.on('pageerror', (error) => errors.push(error.message));
  // Nothing the editor asks for is missing (Blockly's cursors, asked for as a block is dragged, once were).
  child.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await child.goto('/stem-mission-coach');
  await expect(child.getByRole('heading', { level: 1, name: 'STEM Mission Coach' })).toBeVisible();
  await expect(child.getByRole('heading', { level: 2, name: 'First Steps' })).toBeVisible();
  await expect(child.getByText('Mission 1 / 5')).toBeVisible();
  await expect(child.getByText('Beginner')).toBeVisible();
  await expect(child.getByText('Challenge: complete in 5 steps or fewer')).toBeVisible();
  await expect(child.getByRole('button', { name: 'Previous mission' })).toBeDisabled();

  // Hints open, page through and close.
  await child.getByRole('button', { name: 'Show Hints' }).click();
  await expect(child.getByText('Hint 1 of 3')).toBeVisible();
  await child.getByRole('button', { name: 'Next hint' }).click();
  await expect(child.getByText('Hint 2 of 3')).toBeVisible();
  await child.getByRole('button', { name: 'Hide Hints' }).click();

  // Running with no blocks says so.
  const workspace = child.getByRole('region', { name: 'Block editor' });
  await expect(child.locator('.blocklyFlyout .blocklyDraggable', { hasText: 'move forward' })).toBeVisible();
  await child.getByRole('button', { name: 'Run Code' }).click();
  await expect(child.getByRole('alert').filter({ hasText: 'There are no code blocks yet!' })).toBeVisible();

  // Three "move forward" blocks, each dropped under the previous one so they snap into one stack.
  const area = (await workspace.boundingBox())!;
  const flyout = (await child.locator('.blocklyFlyout').first().boundingBox())!;
  const startX = flyout.x + flyout.width + 60;
  let dropY = area.y + 40;
  for (let i = 0; i < 3; i++) {
    await dragFromPalette(child, 'move forward', startX, dropY);
    await expect(child.getByRole('heading', { name: 'Code summary' }).locator('xpath=following-sibling::ol/li')).toHaveCount(i + 1);
    const last = placed(child).last();
    const box = (await last.boundingBox())!;
    dropY = box.y + box.height - 4;
  }
  const summary = child.getByRole('heading', { name: 'Code summary' }).locator('xpath=following-sibling::ol');
  await expect(summary.getByRole('listitem')).toHaveText(['move forward 1 step', 'move forward 1 step', 'move forward 1 step']);

  // The run plays block by block: the robot moves across the grid, then the result card shows success.
  const grid = child.getByTestId('robot-grid');
  await expect(grid).toHaveAttribute('data-robot', '0,1,east');
  await child.getByRole('button', { name: 'Run Code' }).click();
  await expect(child.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(grid).toHaveAttribute('data-robot', '1,1,east');
  await expect(grid).toHaveAttribute('data-robot', '3,1,east');
  const result = child.getByRole('region', { name: 'Result' });
  await expect(result.getByText('Mission complete!')).toBeVisible();
  await expect(result.getByText('Perfect! You completed the mission with excellent efficiency!')).toBeVisible();
  await expect(result.getByText('100%')).toBeVisible();
  await expect(result.getByText('+10 tokens · Saved to your progress.')).toBeVisible();

  // Progress: 1/5, mission 1 can be replayed, mission 2 is unlocked, mission 3 still locked.
  await child.getByRole('tab', { name: 'Progress' }).click();
  await expect(child.getByRole('region', { name: 'Missions Completed' })).toContainText('1/5');
  await expect(child.getByRole('region', { name: 'Average Efficiency' })).toContainText('100%');
  await expect(child.getByRole('button', { name: 'Replay: First Steps' })).toBeVisible();
  await expect(child.getByRole('button', { name: 'Start: Change Direction' })).toBeEnabled();
  await expect(child.getByRole('button', { name: 'Locked: Navigate Around Obstacles' })).toBeDisabled();
  await expect(child.getByText('First Mission', { exact: true })).toBeVisible();
  await expect(child.getByText('10 pts')).toBeVisible();
  await expectNoSeriousA11yViolations(child);

  // Start opens mission 2 with a clean editor.
  await child.getByRole('button', { name: 'Start: Change Direction' }).click();
  await expect(child.getByRole('heading', { level: 2, name: 'Change Direction' })).toBeVisible();
  await expect(child.getByText('Mission 2 / 5')).toBeVisible();
  await expect(child.getByText('Drag blocks from the palette into Your code.')).toBeVisible();
  await expectNoSeriousA11yViolations(child);

  // In Arabic the page and the block editor run right to left, with the block labels in Arabic.
  const profile = await child.request.patch('/api/user/profile', { headers: { 'X-Requested-With': 'wren' }, data: { preferredLanguage: 'ar' } });
  expect(profile.status()).toBe(200);
  await child.goto('/stem-mission-coach');
  await expect(child.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(child.getByRole('heading', { level: 2, name: 'الخطوات الأولى' })).toBeVisible();
  await expect(child.locator('.blocklyFlyout .blocklyDraggable', { hasText: 'إذا كان أمامك جدار' })).toBeVisible();
  await expect(child.getByTestId('robot-grid')).toHaveAttribute('dir', 'ltr');
  await expectNoSeriousA11yViolations(child);
  expect(errors, errors.join('\n')).toEqual([]);
  await context.close();
});

test('the demo student sees four missions done and the fifth open', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageFor('student') });
  const page = await context.newPage();
  await page.goto('/stem-mission-coach');
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByRole('region', { name: 'Missions Completed' })).toContainText('4/5');
  await expect(page.getByRole('button', { name: 'Start: Smart Decision Making' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Replay: Efficient Programming' })).toBeVisible();
  await page.getByRole('button', { name: 'Start: Smart Decision Making' }).click();
  await expect(page.getByText('Mission 5 / 5')).toBeVisible();
  await expect(page.getByText('Advanced')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next mission' })).toBeDisabled();
  await expect(page.locator('.blocklyFlyout .blocklyDraggable', { hasText: 'if wall ahead' })).toBeVisible();

  // Number parameters take integers 1–10; anything else falls back to 1 (spec 001 §5).
  const area = (await page.getByRole('region', { name: 'Block editor' }).boundingBox())!;
  const flyout = (await page.locator('.blocklyFlyout').first().boundingBox())!;
  await dragFromPalette(page, 'move forward', flyout.x + flyout.width + 60, area.y + 60);
  const summary = page.getByRole('heading', { name: 'Code summary' }).locator('xpath=following-sibling::ol/li');
  await expect(summary).toHaveText(['move forward 1 step']);
  const field = page.getByRole('group', { name: 'Blockly Workspace' }).locator('.blocklyEditableField').first();
  const editor = page.locator('.blocklyWidgetDiv input');
  await field.click();
  await editor.fill('4');
  await editor.press('Enter');
  await expect(summary).toHaveText(['move forward 4 steps']);
  await field.click();
  await editor.fill('12');
  await editor.press('Enter');
  await expect(summary).toHaveText(['move forward 1 step']);
  await field.click();
  await editor.fill('abc');
  await editor.press('Enter');
  await expect(summary).toHaveText(['move forward 1 step']);
  await context.close();
});

test('a new student solves mission 1 with the keyboard only', async ({ page, browser }) => {
  const { context, child } = await newChild(page, browser, 'Kai');
  // Blockly and its keyboard plugin say in the console what they lack (a cursor not registered, say).
  const complaints: string[] = [];
  child.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') complaints.push(message.text());
  });
  await child.goto('/stem-mission-coach');
  await expect(child.locator('.blocklyFlyout .blocklyDraggable', { hasText: 'move forward' })).toBeVisible();
  const summary = child.getByRole('heading', { name: 'Code summary' }).locator('xpath=following-sibling::ol/li');

  // Tab from Run Code into the block palette; Enter takes a block, Enter again drops it; T goes back to the blocks.
  // Each key waits for the state the one before it ends in: a palette block in focus, a block being moved, the
  // dropped block in focus and in the summary.
  const focusInPalette = child.locator('.blocklyFlyout .blocklyPath.blocklyActiveFocus');
  const moving = child.locator('.blocklyDragging');
  const focusOnPlaced = placed(child).locator('.blocklyPath.blocklyActiveFocus');
  await child.getByRole('button', { name: 'Run Code' }).focus();
  await child.keyboard.press('Tab');
  for (let i = 1; i <= 3; i++) {
    if (i > 1) await child.keyboard.press('t');
    await expect(focusInPalette).toHaveCount(1);
    await child.keyboard.press('Enter');
    await expect(moving).toHaveCount(1);
    await expect(focusInPalette).toHaveCount(0);
    await child.keyboard.press('Enter');
    await expect(moving).toHaveCount(0);
    await expect(summary).toHaveCount(i);
    await expect(focusOnPlaced).toHaveCount(1);
  }
  await expect(summary).toHaveText(['move forward 1 step', 'move forward 1 step', 'move forward 1 step']);

  // A run can be stopped: no result, and Run Code is back.
  const result = child.getByRole('region', { name: 'Result' });
  await child.getByRole('button', { name: 'Run Code' }).focus();
  await child.keyboard.press('Enter');
  await child.getByRole('button', { name: 'Stop' }).click();
  await expect(result.getByText('Run your code to see how the robot does.')).toBeVisible();
  await expect(child.getByTestId('robot-grid')).not.toHaveAttribute('data-robot', '3,1,east');

  await child.getByRole('button', { name: 'Run Code' }).focus();
  await child.keyboard.press('Enter');
  await expect(result.getByText('Mission complete!')).toBeVisible();
  await expect(child.getByTestId('robot-grid')).toHaveAttribute('data-robot', '3,1,east');

  // Clear empties Your code and the summary.
  await child.getByRole('button', { name: 'Clear' }).click();
  await expect(child.getByText('Drag blocks from the palette into Your code.')).toBeVisible();
  await expect(summary).toHaveCount(0);
  await expect(child.getByRole('group', { name: 'Blockly Workspace' })).not.toContainText('move forward');

  // Tab past the palette to the empty Your code: Blockly draws no focus there, so the editor's frame is outlined. The
  // band just outside the frame's top edge is what a sighted keyboard user sees change.
  const frame = child.getByTestId('blockly-workspace').locator('..');
  const box = (await frame.boundingBox())!;
  const bandAbove = { x: box.x, y: box.y - 4, width: box.width, height: 3 };
  await child.getByRole('button', { name: 'Run Code' }).focus();
  await child.keyboard.press('Tab');
  await expect(focusInPalette).toHaveCount(1);
  const paletteInFocus = await child.screenshot({ clip: bandAbove, animations: 'disabled' });
  await child.keyboard.press('Tab');
  await expect(child.locator('.blocklyWorkspace.blocklyActiveFocus')).toHaveCount(1);
  await expect(frame).toHaveCSS('outline-style', 'solid');
  const workspaceInFocus = await child.screenshot({ clip: bandAbove, animations: 'disabled' });
  expect(workspaceInFocus.equals(paletteInFocus), 'the frame shows the focus').toBe(false);
  expect(complaints).toEqual([]);
  await context.close();
});

/** The pixels of a screenshot as [r, g, b] rows, decoded by the page itself. */
async function pixelsOf(page: Page, png: Buffer): Promise<number[][]> {
  const rgba = await page.evaluate(async (bytes) => {
    const image = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
    const context = new OffscreenCanvas(image.width, image.height).getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, Array.from(png));
  const pixels: number[][] = [];
  for (let i = 0; i < rgba.length; i += 4) pixels.push(rgba.slice(i, i + 3));
  return pixels;
}

test('a block in keyboard focus is outlined at 3:1 or more against how it looked, at least 2px deep, in every theme', async ({ page, browser }) => {
  const { context, child } = await newChild(page, browser, 'Noor');
  for (const theme of ['default', 'wcag', 'dark', 'colorful', 'kids']) {
    await setAccountTheme(child, theme);
    await child.goto('/stem-mission-coach');
    await expect(child.locator('html')).toHaveAttribute('data-theme', theme);
    const block = child.locator('.blocklyFlyout .blocklyDraggable', { hasText: 'move forward' }).locator('.blocklyPath').first();
    await expect(block).toBeVisible();

    // A column of pixels across the block's top edge, away from its notch, before and after Tab gives it focus
    // (WCAG 2.4.13: the focus indicator is the pixels that change, by 3:1 or more, in an area at least 2px deep).
    const box = (await block.boundingBox())!;
    const column = { x: Math.round(box.x + box.width * 0.55), y: Math.floor(box.y) - 6, width: 1, height: 14 };
    const before = await pixelsOf(child, await child.screenshot({ clip: column, animations: 'disabled' }));
    await child.getByRole('button', { name: 'Run Code' }).focus();
    await child.keyboard.press('Tab');
    await expect(child.locator('.blocklyFlyout .blocklyPath.blocklyActiveFocus')).toHaveCount(1);
    const after = await pixelsOf(child, await child.screenshot({ clip: column, animations: 'disabled' }));
    const changed = after.filter((pixel, row) => contrast(pixel, before[row]!) >= 3).length;
    expect(changed, `${theme}: ${after.map(String).join(' | ')}`).toBeGreaterThanOrEqual(2);
  }
  await context.close();
});
