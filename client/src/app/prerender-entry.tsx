import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { isRtl, type Language } from '@common/domain/languages.ts';
import { LANDING_LANGUAGES, landingFile } from '@/lib/landing-pages.ts';
import { i18n, initI18n } from '@/lib/i18n.ts';
import { loadLanding } from './routes.ts';
import { App } from './app.tsx';
import { StrictMode } from 'react';

/**
 * Renders the landing page (`/`) in `language` to HTML, as the browser's first render will draw it before the
 * session is known (signed out). Loaded by client/prerender.ts at build time through Vite, in Node.
 */
export async function renderLanding(language: Language): Promise<string> {
  if (!i18n.isInitialized) await initI18n(language);
  else await i18n.changeLanguage(language);
  await loadLanding();
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath="/">
        <App />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** For client/prerender.ts, which runs in Vite's config and so cannot import the client's modules itself. */
export { LANDING_LANGUAGES, isRtl, landingFile };
