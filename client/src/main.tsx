import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { normalizeLanguage } from '@common/domain/languages.ts';
import { currentLanguage, initI18n, rememberLandingLanguage } from './lib/i18n.ts';
import { App } from './app/app.tsx';
import { preloadScreen, routeFor } from './app/routes.ts';
import { createQueryClient } from './lib/api.ts';
import { sessionQuery } from './lib/session.ts';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

await initI18n();
// The landing page arrives drawn at build time (client/prerender.ts) in the language it names. When that is the
// reader's language, React takes the drawing over (hydration) once the page's chunk and strings are in, so
// nothing is drawn twice; otherwise (boot.js has hidden it) React draws the page afresh in the right language.
const landing = normalizeLanguage(document.documentElement.dataset.landing);
const hydrating = landing !== null && landing === currentLanguage() && root.firstElementChild !== null;
// A screen without a pre-drawn header (client/prerender.ts `frame`) shows nothing until React draws it: React waits
// for its code, strings and the session (preload.js has asked for them all already), so its first render draws the
// screen whole, in slices (below), instead of "Loading", then the screen 300 ms after the suspense resolves. A framed
// screen shows its header meanwhile, and React starts at once: drawing it in one commit with its strings and session
// made the longest task longer there (bench/README.md, issue 16). The pre-rendered landing page was drawn signed out:
// it is hydrated so.
if (hydrating) await preloadScreen('/');
else if (!routeFor(window.location.pathname)?.frame) await preloadScreen(window.location.pathname, [queryClient.prefetchQuery(sessionQuery)]);
// A framed screen's code is started here too, not waited for: its chunks are evaluated a task each (routes.ts).
else void preloadScreen(window.location.pathname);
if (hydrating) hydrateRoot(root, app);
else {
  root.replaceChildren();
  // As a transition, React draws the app in slices and lets the browser breathe between them (a slow phone's
  // tasks stay short): the page already shows something, the pre-rendered header of the screen (client/prerender.ts).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
  requestAnimationFrame(() => requestAnimationFrame(() => document.documentElement.style.removeProperty('visibility')));
}
// Next time the server and the service worker send `/` already drawn in this language.
rememberLandingLanguage(currentLanguage());
