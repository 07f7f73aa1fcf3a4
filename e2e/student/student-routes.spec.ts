import { test } from '@playwright/test';
import { expectEveryRouteFitsAPhone, PHONE, storageFor, visitEveryRoute } from '../support.ts';

test.use({ storageState: storageFor('student') });

test('student can open every route meant for them and is told when an area is not', async ({ page }) => {
  await visitEveryRoute(page, 'student');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every route meant for a student fits a phone, in English and in Arabic', async ({ page }) => {
    await expectEveryRouteFitsAPhone(page, 'student');
  });
});
