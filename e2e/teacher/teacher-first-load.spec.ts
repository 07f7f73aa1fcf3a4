import { test } from '@playwright/test';
import { expectEarlyRequestsTaken, storageFor } from '../support.ts';

test.use({ storageState: storageFor('teacher') });

test('/struggling-readers takes over the list its page started early', async ({ page }) => {
  await expectEarlyRequestsTaken(page, '/struggling-readers', page.getByRole('heading', { name: /students? needs? help/ }));
});
