import { test } from '@playwright/test';
import { storageFor, visitEveryRoute } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

test('teacher can open every route meant for them and is told when an area is not', async ({ page }) => {
  await visitEveryRoute(page, 'teacher');
});
