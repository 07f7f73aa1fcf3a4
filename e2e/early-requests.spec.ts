import { expect, test } from '@playwright/test';
import { expectEarlyRequestsTaken, storageFor, type DemoRole } from './support.ts';

// Issue 16: the screens of each kind of account start their first queries with the page, before the app has
// loaded (client/src/app/early-requests.ts), and use them. The student's practice screens and the teacher's
// struggling readers have their own specs (student/student-first-load, teacher/teacher-first-load).
const SCREENS: { role: DemoRole; path: string; shows: RegExp }[] = [
  { role: 'student', path: '/creative-lab', shows: /My Creations/ },
  { role: 'student', path: '/settings', shows: /^Safe AI Chat$/ },
  { role: 'parent', path: '/my-children', shows: /^Noor Rivera$/ },
  { role: 'parent', path: '/parental-controls', shows: /^Controls for Noor$/ },
  { role: 'teacher', path: '/mission-creator', shows: /My missions/ },
  { role: 'admin', path: '/staff-management', shows: /Organizations/ },
  { role: 'admin', path: '/admin/ai', shows: /Built-in/ },
];

for (const { role, path, shows } of SCREENS) {
  test.describe(`as the demo ${role}`, () => {
    test.use({ storageState: storageFor(role) });
    test(`${path} takes over the requests its page started early`, async ({ page }) => {
      await expectEarlyRequestsTaken(page, path, page.getByText(shows).first());
    });
  });
}

// A request that needs an earlier answer (the first child's controls need the children) starts from the head script
// as soon as that answer arrives: here while the screen's own code is still held back, so the screen cannot be the
// one asking.
test.describe('as the demo parent', () => {
  test.use({ storageState: storageFor('parent') });
  test("/parental-controls asks for the first child's controls before its code has loaded", async ({ page }) => {
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/assets\/parental-controls-page-[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    const settingsAsked = page.waitForRequest(/\/api\/parental-control\/settings\/[^/?]+$/);
    await page.goto('/parental-controls');
    await settingsAsked;
    releaseCode();
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Object.keys((window as { __wrenEarly?: object }).__wrenEarly ?? {}))).toEqual([]);
  });
});
