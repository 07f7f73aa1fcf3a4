import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import type { Language } from '@common/domain/languages.ts';
import { i18n, initI18n } from '@/lib/i18n.ts';
import { ROUTES } from './routes.ts';
import { App } from './app.tsx';
import { StrictMode } from 'react';

/**
 * Renders the landing page (`/`) in `language` to HTML, as the browser's first render will draw it before the
 * session is known (signed out). Loaded by client/prerender.ts at build time through Vite, in Node.
 */
export async function renderLanding(language: Language): Promise<string> {
  if (!i18n.isInitialized) await initI18n(language);
  else await i18n.changeLanguage(language);
  await i18n.loadNamespaces(ROUTES.find((route) => route.path === '/')?.namespaces ?? []);
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath="/">
        <App />
      </Router>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
