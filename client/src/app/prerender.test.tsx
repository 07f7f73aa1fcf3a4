// @vitest-environment jsdom
// The landing page is drawn at build time (client/prerender.ts → renderLanding) and React takes that drawing over
// in the browser (main.tsx → hydrateRoot). Here, in en and ar: the pre-rendered page already shows the page's text,
// and hydrating it changes no visible text and reports no mismatch (a mismatch would make React draw it again).
import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/locales/en.json';
import ar from '@/locales/ar.json';
import { FRAMED_PATHS, renderFrame, renderLanding } from './prerender-entry.tsx';
import { App } from './app.tsx';
import { preloadScreen } from './routes.ts';

const catalogues = { en, ar };

/** What a reader sees or hears: the text, without the markup (and React's comment markers). */
const visibleText = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the pre-rendered landing page', () => {
  beforeEach(() => {
    // Signed out, as the page is drawn at build time.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Sign in first."}', { status: 401 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`${language}: hydrates with the same visible text and no mismatch`, async () => {
      const html = await renderLanding(language);
      const root = document.createElement('div');
      root.id = 'root';
      root.innerHTML = html;
      document.body.replaceChildren(root);
      const prerendered = visibleText(root);
      expect(prerendered).toContain(catalogues[language].landing.hero.title);
      expect(prerendered).toContain(catalogues[language].landing.startTrial);

      // The build-time renderer and this page's share React's contexts in one process here (never in a browser).
      const print = console.error.bind(console);
      const consoleErrors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        if (!String(args[0]).includes('multiple renderers')) print(...args);
      });
      const recoverable: unknown[] = [];
      await preloadScreen('/');
      let reactRoot: Root | undefined;
      await act(async () => {
        reactRoot = hydrateRoot(
          root,
          <StrictMode>
            <App />
          </StrictMode>,
          { onRecoverableError: (error) => recoverable.push(error) },
        );
      });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(recoverable).toEqual([]);
      expect(consoleErrors.mock.calls.map((call) => String(call[0])).filter((message) => /hydrat|did not match|mismatch/i.test(message))).toEqual([]);
      expect(root.querySelector('h1')?.textContent).toBe(catalogues[language].landing.hero.title);
      expect(visibleText(root)).toBe(prerendered);
      // Unmounted before the environment goes: the shell's first-screen listeners would otherwise wake React after
      // the test's window is gone ("window is not defined", seen once in a fresh-clone run).
      await act(async () => reactRoot?.unmount());
    });
  }
});

describe("the signed-in screens' headers drawn at build time", () => {
  it('covers the screens whose header reads no data', () => {
    expect(FRAMED_PATHS).toEqual(expect.arrayContaining(['/writing-buddy', '/phonics-tutor', '/settings', '/staff-management']));
    expect(FRAMED_PATHS).not.toContain('/dashboard');
    expect(FRAMED_PATHS).not.toContain('/assessment/:grade');
  });

  for (const language of ['en', 'ar'] as const) {
    it(`${language}: a screen's title and subtitle, and the way back, in the language`, async () => {
      const root = document.createElement('div');
      root.innerHTML = await renderFrame(language, '/phonics-tutor');
      const catalogue = catalogues[language];
      expect(root.querySelector('h1')?.textContent).toBe(catalogue.modules['phonics-tutor'].name);
      expect(root.querySelector('header p')?.textContent).toBe(catalogue.phonicsTutor.subtitle);
      expect(root.querySelector('a[href="/dashboard"]')?.textContent).toBe(catalogue.common.backToDashboard);
      // An area screen: its description card too.
      root.innerHTML = await renderFrame(language, '/staff-management');
      expect(root.querySelector('h1')?.textContent).toBe(catalogue.areas['staff-management'].name);
      expect(visibleText(root)).toContain(catalogue.areas['staff-management'].description);
    });
  }
});
