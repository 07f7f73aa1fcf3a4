import { expect, test } from '@playwright/test';
import { expectEveryRouteFitsAPhone, PHONE, storageFor, visitEveryRoute } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('student can open every route meant for them and is told when an area is not', async ({ page }) => {
  await visitEveryRoute(page, 'student');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every route meant for a student fits a phone, in English, Arabic, French and Italian', async ({ page }) => {
    await expectEveryRouteFitsAPhone(page, 'student');
  });

  test('the header keeps to two rows: the account, its tokens and sign out on one', async ({ page }) => {
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    const tokens = header.getByText(/^\d+ tokens$/);
    await expect(tokens).toBeVisible();
    const signOut = header.getByRole('button', { name: 'Sign out' });
    const [tokensBox, signOutBox, nameBox] = [await tokens.boundingBox(), await signOut.boundingBox(), await header.getByText('Sam').boundingBox()];
    for (const box of [signOutBox, nameBox]) expect(Math.abs(box!.y + box!.height / 2 - (tokensBox!.y + tokensBox!.height / 2))).toBeLessThan(4);
    // The full name is still the screen reader's.
    await expect(header).toContainText('Sam Rivera');
  });
});
