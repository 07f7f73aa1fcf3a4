/**
 * What every call to the API sends: the X-Requested-With header the server requires for state changes, and the
 * page's language, so the server writes its refusals in it (server/src/http/messages.ts). Calls that cannot go
 * through `api()` (a stream, speech) send these too. A module of its own, so speech does not load the API client.
 */
export function apiHeaders(): Record<string, string> {
  const language = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return { 'X-Requested-With': 'wren', ...(language ? { 'Accept-Language': language } : {}) };
}
