import { test } from '@playwright/test';
import { expectEveryRouteFitsAPhone, PHONE, storageFor, visitEveryRoute } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

test('teacher can open every route meant for them and is told when an area is not', async ({ page }) => {
  await visitEveryRoute(page, 'teacher');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every route meant for a teacher fits a phone in the largest text, in English, Arabic, French and Italian', async ({ page }) => {
    await expectEveryRouteFitsAPhone(page, 'teacher');
  });
});
