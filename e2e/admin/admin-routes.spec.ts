import { test } from '@playwright/test';
import { expectEveryRouteFitsAPhone, PHONE, storageFor, visitEveryRoute } from '../support.ts';

test.use({ storageState: storageFor('admin') });

test('admin can open every route meant for them and is told when an area is not', async ({ page }) => {
  await visitEveryRoute(page, 'admin');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every route meant for an admin fits a phone in the largest text, in English, Arabic, French and Italian', async ({ page }) => {
    await expectEveryRouteFitsAPhone(page, 'admin');
  });
});
