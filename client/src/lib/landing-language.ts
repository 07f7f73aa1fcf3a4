// Where the page tells the server and the service worker which pre-rendered landing page to send for `/`
// (lib/i18n.ts rememberLandingLanguage; server/src/http/client-pages.ts; sw.ts).
/** The cookie the server reads. */
export const LANGUAGE_COOKIE = 'wren.language';
/** The cache (and its one entry) the service worker reads: a worker sees no cookies nor localStorage. */
export const LANDING_LANGUAGE_CACHE = 'wren-landing-language';
export const LANDING_LANGUAGE_KEY = '/__landing-language';
