import { expect, test, type Page } from '@playwright/test';
import { setAccountLanguage, storageFor, type DemoRole } from './support.ts';

// Issue 16: the page the server sends for a signed-in screen already shows the screen's header (routes.ts `frame`,
// drawn at build time by client/prerender.ts) in the reader's language; the app replaces it with its own drawing
// once the screen commits, which says the same.

const FRAMED: Record<DemoRole, string[]> = {
  student: ['/writing-buddy', '/phonics-tutor', '/stem-mission-coach', '/creative-lab', '/settings', '/my-progress', '/skills-assessment'],
  parent: ['/my-children', '/parental-controls'],
  teacher: ['/teachers', '/mission-creator', '/struggling-readers'],
  admin: ['/staff-management', '/admin/ai'],
};

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The header as the server sends it: title, and the line under it (PageHeader) or the card (AreaScreen). */
async function servedFrame(page: Page, path: string, language: string): Promise<{ title: string; text: string }> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(html, `${path} in ${language}`).toContain(`data-frame="${language}"`);
  expect(html).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
  expect(html).toContain('<div id="root" hidden></div>');
  const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  const text = /<header[\s\S]*?<p class="text-sm text-muted-fg">([^<]*)<\/p>/.exec(html)?.[1] ?? /<main[\s\S]*?<p>([^<]*)<\/p>/.exec(html)?.[1];
  expect(title, `${path}: a title`).toBeTruthy();
  expect(text, `${path}: a subtitle or description`).toBeTruthy();
  return { title: decode(title!), text: decode(text!) };
}

for (const [role, paths] of Object.entries(FRAMED) as [DemoRole, string[]][]) {
  test.describe(`as the demo ${role}`, () => {
    test.use({ storageState: storageFor(role) });

    test("each screen arrives with its header in the reader's language, and the app's own says the same", async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        for (const language of ['en', 'ar']) {
          if (language === 'ar') {
            expect((await setAccountLanguage(page, 'ar')).status()).toBe(200);
            // The app keeps the account's language for the server's next answers (the wren.language cookie).
            await page.goto('/dashboard');
            await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
            await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'wren.language')?.value).toBe('ar');
          }
          for (const path of paths) {
            const frame = await servedFrame(page, path, language);
            await page.goto(path);
            await expect(page.locator('#wren-frame')).toHaveCount(0);
            await expect(page.locator('#root')).toBeVisible();
            await expect(page.getByRole('heading', { level: 1 }), `${path} in ${language}`).toHaveText(frame.title);
            await expect(page.getByText(frame.text, { exact: true }).first(), `${path} in ${language}`).toBeVisible();
          }
        }
      } finally {
        await setAccountLanguage(page, 'en');
      }
      expect(errors, errors.join('\n')).toEqual([]);
    });
  });
}

test.describe('while the code is on its way', () => {
  test.use({ storageState: storageFor('student') });

  test('the header shows with the app hidden behind it, then the app takes its place', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the app's code (the entry's static import), as a slow connection would.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/phonics-tutor', { waitUntil: 'commit' });
    await expect(page.locator('#wren-frame').getByRole('heading', { level: 1 })).toHaveText('Phonics Tutor');
    await expect(page.locator('#wren-frame').getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    release();
    await expect(page.locator('#wren-frame')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Phonics Tutor');
    // The app's header carries what the drawn one could not: the guided tour, reachable by keyboard.
    await expect(page.getByRole('button', { name: /tour/i })).toBeVisible();
  });

  test('a header drawn in another language than the one the browser keeps is not shown', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('wren.language', 'fr'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // No language cookie: the server sends the English header, which the browser's French must not show.
    await page.context().clearCookies({ name: 'wren.language' });
    await page.goto('/phonics-tutor', { waitUntil: 'commit' });
    await expect(page.locator('#wren-frame')).toBeAttached();
    await expect(page.locator('#wren-frame')).toBeHidden();
    release();
    await expect(page.locator('#wren-frame')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
