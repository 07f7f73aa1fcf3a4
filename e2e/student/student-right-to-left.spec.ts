import { expect, test } from '@playwright/test';
import { setAccountLanguage, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

/** The account's language takes over the page; the student's account speaks Arabic for this test only. */

test('in Arabic a tab row starts at the right and ArrowLeft moves to the next tab', async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await page.goto('/writing-buddy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const [first, second, third] = [tabs.nth(0), tabs.nth(1), tabs.nth(2)];
    await expect(first).toHaveAttribute('aria-selected', 'true');

    // Right to left: the first tab is the rightmost one, the last the leftmost.
    const [firstBox, secondBox, thirdBox] = await Promise.all([first.boundingBox(), second.boundingBox(), third.boundingBox()]);
    expect(firstBox!.x).toBeGreaterThan(secondBox!.x);
    expect(secondBox!.x).toBeGreaterThan(thirdBox!.x);

    // The arrow keys follow the reading direction: left is forwards, right is backwards.
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
  } finally {
    await setAccountLanguage(page, 'en');
  }
});

test("in Arabic the voice bar's volume runs right to left: ArrowLeft raises it, Home lowers it to nothing", async ({ page }) => {
  expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
  try {
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const volume = page.getByRole('slider', { name: 'مستوى الصوت' });
    await expect(volume).toHaveValue('80');
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveValue('85');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(volume).toHaveValue('75');
    await page.keyboard.press('Home');
    await expect(volume).toHaveValue('0');
  } finally {
    await setAccountLanguage(page, 'en');
  }
});
