import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { isRtl, type Language } from '@common/domain/languages.ts';
import { LANDING_LANGUAGES, landingFile } from '@/lib/landing-pages.ts';
import { i18n, initI18n, SIGNED_IN_NAMESPACES } from '@/lib/i18n.ts';
import { preloadScreen, ROUTES } from './routes.ts';
import { ScreenFrameView } from './screen-frame.tsx';
import { App } from './app.tsx';
import { StrictMode } from 'react';

/**
 * Renders the landing page (`/`) in `language` to HTML, as the browser's first render will draw it before the
 * session is known (signed out). Loaded by client/prerender.ts at build time through Vite, in Node.
 */
export async function renderLanding(language: Language): Promise<string> {
  if (!i18n.isInitialized) await initI18n(language);
  else await i18n.changeLanguage(language);
  await preloadScreen('/');
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath="/">
        <App />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The signed-in screens whose header is drawn at build time (routes.ts `frame`), by address. */
export const FRAMED_PATHS: readonly string[] = ROUTES.filter((route) => route.frame && !route.public).map((route) => route.path);

/** The header of the screen at `path` in `language`, as the screen draws it when it opens (screen-frame.tsx). */
export async function renderFrame(language: Language, path: string): Promise<string> {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route?.frame) throw new Error(`renderFrame: ${path} has no frame`);
  if (!i18n.isInitialized) await initI18n(language);
  else await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...SIGNED_IN_NAMESPACES, ...(route.namespaces ?? [])]);
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <ScreenFrameView frame={route.frame} />
    </Router>,
  );
  return new Response(prelude).text();
}

/** For client/prerender.ts, which runs in Vite's config and so cannot import the client's modules itself. */
export { LANDING_LANGUAGES, isRtl, landingFile };
