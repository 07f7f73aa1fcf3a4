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

// Settings' report is read at once only by a child (whether a parent manages the account); an adult's Settings asks
// for it when the report is opened. Once the browser knows the account is an adult's, the page does not ask early.
test.describe('as the demo parent', () => {
  test.use({ storageState: storageFor('parent') });
  test('/settings asks early only for what an adult’s Settings reads at once', async ({ page }) => {
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wren.role'))).toBe('parent');
    await expectEarlyRequestsTaken(page, '/settings', page.getByText(/^Safety and privacy$/).first());
  });
});

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

// The screen the page opens on has its chunks evaluated one task each (app/routes.ts evaluateInSlices), in the order
// the head script gives (client/prerender.ts: each chunk after those it imports). Each is the same module the
// screen's own import then finds: fetched once, and the screen works.
for (const { role, path, shows } of [
  { role: 'student' as const, path: '/my-progress', shows: /^My progress$/ },
  { role: 'student' as const, path: '/dashboard', shows: /Writing Buddy/ },
]) {
  test.describe(`as the demo ${role}`, () => {
    test.use({ storageState: storageFor(role) });
    test(`${path} evaluates its own chunks one by one, each after the chunks it imports, each fetched once`, async ({ page, baseURL }) => {
      const fetched = new Map<string, number>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
      });
      await page.addInitScript(() => {
        // What the head script handed over, kept before the app takes (and deletes) it.
        let handed: unknown;
        Object.defineProperty(window, '__wrenScreen', {
          configurable: true,
          get: () => handed,
          set: (value) => {
            handed = value;
            (window as { __wrenScreenSeen?: unknown }).__wrenScreenSeen = value;
          },
        });
      });
      await page.goto(path);
      await expect(page.getByText(shows).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const handed = await page.evaluate(() => (window as { __wrenScreenSeen?: { path: string; files: string[] } }).__wrenScreenSeen);
      expect(handed?.path).toBe(path);
      const files = handed?.files ?? [];
      expect(files.length).toBeGreaterThan(1);
      expect(files.at(-1)).toMatch(new RegExp(`/assets/${path.slice(1)}-page-[^/]+\\.js$`));
      expect(await page.evaluate(() => (window as { __wrenScreen?: unknown }).__wrenScreen)).toBeUndefined();
      for (const file of files) expect(fetched.get(file), file).toBe(1);
      // Each chunk's own imports are evaluated before it: the entry's chunks (not listed) or a chunk listed earlier.
      const importsOf = async (file: string) =>
        [...(await (await page.request.get(new URL(file, baseURL).href)).text()).matchAll(/from\s*"\.\/([^"]+\.js)"/g)].map(([, name]) => `/assets/${name}`);
      const entry = new Set<string>();
      const pending = [new URL((await page.locator('script[type="module"]').first().getAttribute('src')) ?? '', baseURL).pathname];
      while (pending.length) {
        const file = pending.pop()!;
        if (entry.has(file)) continue;
        entry.add(file);
        pending.push(...(await importsOf(file)));
      }
      for (const [index, file] of files.entries()) {
        expect(entry.has(file), `${file} is not the entry's`).toBe(false);
        const notTheEntrys = (await importsOf(file)).filter((imported) => !entry.has(imported));
        for (const imported of notTheEntrys) expect(files.slice(0, index), `${file} imports ${imported}`).toContain(imported);
      }
    });
  });
}

// A screen the account may not open shows "not allowed": its data is not asked for from the head script, once the
// browser knows the account's role (kept by the app at sign-in), since the server would only refuse it.
test.describe('as the demo teacher', () => {
  test.use({ storageState: storageFor('teacher') });
  test('/staff-management asks for none of its data, and says the area is not for this account', async ({ page }) => {
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('wren.role'))).toBe('teacher');
    // The head script starts its requests before the app has loaded, so by the time the screen shows they have begun.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/^\/api\/(organizations|staff-roles|staff-assignments|admin\/)/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto('/staff-management');
    await expect(page.getByRole('heading', { name: 'This area is not for your account' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
