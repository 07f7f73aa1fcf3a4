// Issue 16, the client shell: the landing page arrives pre-rendered in the reader's language and hydrates without
// errors; the service worker installs, serves a second visit with no network, and offers a new build without ever
// mixing two builds.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import en from '../../client/src/locales/en.json' with { type: 'json' };
import ar from '../../client/src/locales/ar.json' with { type: 'json' };
import { E2E_TMP, expectNoSeriousA11yViolations, useStoredTheme } from '../support.ts';

const CATALOGUES = { en, ar };

/**
 * Errors and warnings the page reports (a hydration mismatch, a header the browser cannot read), without the expected
 * 401 of "nobody is signed in".
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** Keeps `language` the way the app does: browser storage (boot.js, i18next) and the cookie the server reads. */
async function keepLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('wren.language', value), language);
  await page.context().addCookies([{ name: 'wren.language', value: language, url: test.info().project.use.baseURL! }]);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`landing page in ${language}`, () => {
    test('arrives drawn in its language, before any script runs', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      await context.addCookies([{ name: 'wren.language', value: language, url: baseURL! }]);
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.headers()['vary']).toMatch(/cookie/i);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGUES[language].landing.hero.title);
      await expect(page.locator('#pricing')).toBeVisible();
      await context.close();
    });

    test('hydrates with no errors, then works', async ({ page }) => {
      const errors = collectErrors(page);
      await keepLanguage(page, language);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGUES[language].landing.hero.title);
      await page.waitForLoadState('networkidle');
      // The toggle answers only once React has taken the page over.
      const other = language === 'en' ? 'ar' : 'en';
      await page.locator(`button[lang="${other}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATALOGUES[other].landing.hero.title);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      expect(errors).toEqual([]);
    });
  });
}

test('a page kept in Arabic with an English cookie still shows Arabic only', async ({ page, baseURL }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('wren.language', 'ar'));
  await page.context().addCookies([{ name: 'wren.language', value: 'en', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.landing.hero.title);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(errors).toEqual([]);
});

test('axe: the landing page in Arabic and the wcag theme', async ({ page }) => {
  await useStoredTheme(page, 'wcag');
  await keepLanguage(page, 'ar');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.landing.hero.title);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'wcag');
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
});

// The pages' head scripts (boot.js; in the app shell the preloads too) are written into the page, allowed by their
// hash (server/src/http/client-pages.ts): they run before the first paint, and an inline script the build did not
// write is still refused.
test('the head scripts written into each page run under its policy, and no other inline script does', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __violations?: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  await useStoredTheme(page, 'wcag');
  for (const path of ['/', '/dashboard', '/settings']) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('data-theme', 'wcag');
    // Signed out, a signed-in screen sends the visitor to sign in: the app ran.
    if (path === '/') await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.landing.hero.title);
    else await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => (window as { __violations?: string[] }).__violations), path).toEqual([]);
  }
  expect(errors).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
  });
  await expect.poll(() => page.evaluate(() => (window as { __violations?: string[] }).__violations)).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('the app shell has no landing markup, and a missing file is a 404', async ({ request }) => {
  const shell = await request.get('/dashboard');
  expect(shell.status()).toBe(200);
  const html = await shell.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('data-landing');
  expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = await manifest.json();
  expect(body).toMatchObject({ name: 'Wren', display: 'standalone', start_url: '/dashboard' });
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of body.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('the service worker installs and a second visit draws with no network; the API is never stored', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /Try as Student/i })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(false); // first load: not yet
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toContain('/app.html');
  expect(cached).toContain('/index.html');
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.landing.hero.title);
  await context.setOffline(false);
});

/**
 * Two builds of the app, served by a small server of the test's own: v1 is dist/client with a marker module
 * (assets/build-v1.js) in its pages and its precache; v2 is the same with build-v2.js, new page revisions, and
 * v1's marker gone from the server, as after a real deployment.
 */
function buildVersion(version: 'v1' | 'v2'): string {
  const source = path.resolve('dist/client');
  const target = path.resolve(`${E2E_TMP}/sw-${version}`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
  fs.writeFileSync(path.join(target, `assets/build-${version}.js`), `window.__wrenBuild = '${version}';\n`);
  const marker = `<meta name="wren-build" content="${version}" />\n    <script type="module" src="/assets/build-${version}.js"></script>\n  </head>`;
  const pages = ['index.html', 'app.html', ...fs.readdirSync(path.join(target, 'landing')).map((file) => `landing/${file}`)];
  for (const file of pages) {
    const full = path.join(target, file);
    fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replace('</head>', marker));
  }
  const sw = path.join(target, 'sw.js');
  const worker = fs
    .readFileSync(sw, 'utf8')
    .replace(/\{"revision":"([^"]+)","url":"((?:app|index)\.html|landing\/[^"]+)"\}/g, `{"revision":"$1-${version}","url":"$2"}`)
    .replace('{"revision":', `{"revision":null,"url":"assets/build-${version}.js"},{"revision":`);
  if (!worker.includes(`-${version}","url":"app.html"`)) throw new Error('the precache manifest of sw.js changed shape');
  fs.writeFileSync(sw, worker);
  return target;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

test('a new build waits, is offered, and reloading gives the whole new build', async ({ page }) => {
  const builds = { v1: buildVersion('v1'), v2: buildVersion('v2') };
  let root = builds.v1;
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (pathname.startsWith('/api/')) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Sign in first."}');
      return;
    }
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    const page = fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.extname(pathname) ? null : path.join(root, 'app.html');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(page)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(fs.readFileSync(page));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const build = () =>
    page
      .evaluate(() => [(window as { __wrenBuild?: string }).__wrenBuild, document.querySelector('meta[name="wren-build"]')?.getAttribute('content')])
      .catch(() => null); // asked while the page reloads: ask again
  try {
    const errors = collectErrors(page);
    await page.goto(`${origin}/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload(); // now drawn by the worker
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await expect.poll(build).toEqual(['v1', 'v1']);

    root = builds.v2; // deployed: v1's files are gone from the server
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: en.app.update.ready });
    await expect(prompt).toBeVisible();

    // Until the reader accepts, every page is still the whole of v1, even one the server no longer has.
    await page.reload();
    await expect.poll(build).toEqual(['v1', 'v1']);
    await expect(prompt).toBeVisible(); // still offered after a reload
    await page.goto(`${origin}/`);
    await expect.poll(build).toEqual(['v1', 'v1']);
    await page.getByRole('link', { name: en.common.signIn }).click(); // a chunk v1 had not loaded yet: from v1's cache
    await expect(page.getByRole('heading', { name: en.auth.title })).toBeVisible();

    await page.getByRole('button', { name: en.app.update.reload }).click();
    await expect.poll(build).toEqual(['v2', 'v2']);
    await expect(page.getByRole('heading', { name: en.auth.title })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // Every script the new page runs is a file of v2 (none of v1's marker, nothing missing).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((url) => url.endsWith('.js')),
    );
    expect(scripts).toContain('/assets/build-v2.js');
    for (const script of scripts) expect(fs.existsSync(path.join(builds.v2, script)), script).toBe(true);
    expect(scripts).not.toContain('/assets/build-v1.js');
    expect(errors).toEqual([]);
  } finally {
    await page.context().close();
    await new Promise((resolve) => server.close(resolve));
  }
});
