import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

/** Draws one stroke through the given points, in the canvas's 400×300 space, with the mouse. */
async function drawStroke(page: Page, canvas: Locator, points: [number, number][]): Promise<void> {
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + (x * box.width) / 400, box.y + (y * box.height) / 300] as const;
  const [first, ...rest] = points;
  await page.mouse.move(...at(first!));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

/** An "A": two slanted legs and a bar across the middle. */
async function drawA(page: Page, canvas: Locator): Promise<void> {
  await drawStroke(page, canvas, [
    [200, 60],
    [130, 240],
  ]);
  await drawStroke(page, canvas, [
    [200, 60],
    [270, 240],
  ]);
  await drawStroke(page, canvas, [
    [155, 170],
    [245, 170],
  ]);
}

test('a student draws a letter with the mouse, analyzes it, saves it and finds it in recent practice', async ({ page }) => {
  await page.goto('/writing-buddy');
  await expect(page.getByRole('heading', { level: 1, name: 'Writing Buddy' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Letters' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Write this letter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  const canvas = page.getByLabel('Writing canvas');
  const analyze = page.getByRole('button', { name: 'Analyze' });
  const save = page.getByRole('button', { name: 'Save sample' });
  await expect(analyze).toBeDisabled();
  await expect(save).toBeDisabled();

  await drawA(page, canvas);
  await expect(page.getByText('3 strokes')).toBeVisible();
  await analyze.click();

  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('group', { name: 'Accuracy' })).toContainText(/\d+%/);
  await expect(result.getByRole('group', { name: 'Consistency' })).toContainText(/\d+%/);
  await expect(result.getByRole('group', { name: 'Overall score' })).toContainText(/\d+%/);
  await expect(result.getByRole('button', { name: 'Play feedback' })).toBeVisible();
  await expect(page.getByText('Analysis Complete', { exact: true })).toBeVisible();

  await save.click();
  await expect(page.getByText('Saved Successfully', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Progress' }).click();
  const recent = page.getByRole('list', { name: 'Recent practice' });
  const first = recent.getByRole('listitem').first();
  await expect(first).toContainText('A');
  await expect(first).toContainText(/\d+%/);
  await expect(page.getByRole('region', { name: 'Focus letters' })).toContainText('B');
  await expectNoSeriousA11yViolations(page);

  // Moving to the next letter starts a clean canvas with no result.
  await page.getByRole('tab', { name: 'Letters' }).click();
  await drawStroke(page, canvas, [
    [100, 100],
    [300, 200],
  ]);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('0 strokes')).toBeVisible();
  await expect(page.getByText('2 / 26')).toBeVisible();
  await expect(result.getByRole('group', { name: 'Accuracy' })).toHaveCount(0);
});

test('an Arabic interface switches the writing to Arabic letters, right to left, with the canvas not mirrored', async ({ page }) => {
  await page.goto('/writing-buddy');
  await expect(page.getByText('Write this letter')).toBeVisible();
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitemradio', { name: /العربية/ }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: 'لغة الكتابة' })).toHaveValue('ar');
  await expect(page.getByText('ا', { exact: true })).toBeVisible();

  const canvas = page.getByLabel('لوحة الكتابة');
  const transform = await canvas.evaluate((element) => getComputedStyle(element).transform);
  expect(transform).toBe('none');
  await expect(canvas.locator('..')).toHaveAttribute('dir', 'ltr');

  // A stroke drawn on the left half of the canvas lands on the left half of the picture.
  await drawStroke(page, canvas, [
    [60, 80],
    [60, 220],
  ]);
  const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d')!;
    const { width, height } = element;
    const ink = (x0: number) => context.getImageData(x0, 0, width / 2, height).data.some((value, i) => i % 4 === 3 && value > 0);
    return { left: ink(0), right: ink(width / 2) };
  });
  expect(inked).toEqual({ left: true, right: false });
  await expectNoSeriousA11yViolations(page);

  // Back to English for the other specs that share this account.
  await page.getByRole('button', { name: /^اللغة:/ }).click();
  await page.getByRole('menuitemradio', { name: /^English/ }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
