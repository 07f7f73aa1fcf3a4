// The service worker (issue 16), built by vite-plugin-pwa (injectManifest) into dist/client/sw.js. It keeps one
// whole version of the app (every file of one build: the pages, scripts, styles, strings and icons) and answers
// from it, so a second visit draws with no network and a page never mixes files of two builds. A new build's
// worker installs beside it and waits until the reader accepts the update (app/update-prompt.tsx). API answers
// (/api/*) are never stored: nothing here routes them, so they always go to the network.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { landingFile } from './lib/landing-pages.ts';
import { LANDING_LANGUAGE_CACHE, LANDING_LANGUAGE_KEY } from './lib/landing-language.ts';

interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
declare const self: WorkerScope;

/** The landing page's language: the page keeps it in a small cache of its own (lib/i18n.ts rememberLandingLanguage). */
async function landingLanguage(): Promise<string> {
  try {
    const cache = await caches.open(LANDING_LANGUAGE_CACHE);
    return (await (await cache.match(LANDING_LANGUAGE_KEY))?.text()) ?? 'en';
  } catch {
    return 'en';
  }
}

// `/`: the landing page pre-rendered in the reader's language (client/prerender.ts).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
  async ({ request }) => (await matchPrecache(landingFile(await landingLanguage()))) ?? (await matchPrecache('index.html')) ?? fetch(request),
);
// Every other page of the app: the shell, which draws the route. The API and its reference are not the app's.
registerRoute(
  new NavigationRoute(async ({ request }) => (await matchPrecache('app.html')) ?? fetch(request), {
    denylist: [/^\/api(\/|$)/i],
  }),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The update prompt's Reload: the waiting version takes over, and the pages reload into it.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
