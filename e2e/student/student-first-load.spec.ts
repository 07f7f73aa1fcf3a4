import { test } from '@playwright/test';
import { expectEarlyRequestsTaken, storageFor } from '../support.ts';

test.use({ storageState: storageFor('student') });

// Issue 16: a screen's first queries start with the page, before the app has loaded, and the screen uses them.
const SCREENS: { path: string; shows: string }[] = [
  { path: '/dashboard', shows: 'Writing Buddy' },
  { path: '/writing-buddy', shows: 'Writing language' },
  { path: '/phonics-tutor', shows: 'Practice language' },
  { path: '/stem-mission-coach', shows: 'Challenge' },
  { path: '/my-progress', shows: 'Skills assessments' },
];

for (const { path, shows } of SCREENS) {
  test(`${path} takes over the requests its page started early`, async ({ page }) => {
    await expectEarlyRequestsTaken(page, path, page.getByText(shows).first());
  });
}
