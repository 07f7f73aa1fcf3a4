import { z } from 'zod/mini';

// In a browser, zod must not compile parsers with `new Function`: the page's CSP forbids eval, and zod's probe for it
// is a violation the browser reports on every signed-in page. Every contract the client parses loads this module
// first (they all take text()), so the switch is set before the first parse. The server keeps zod's compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/**
 * Text a request carries, as every contract takes it: a string without control characters, tab and line breaks
 * aside. A NUL or an escape code is never something a person typed into a name, a username, a question or a story
 * (the app's inputs cannot produce one), and Postgres refuses a NUL outright; so it is refused with the field named,
 * rather than stripped, which would quietly change what was sent. A line break may come as CR LF (a form or a
 * Windows clipboard), so a carriage return counts as part of a line break.
 *
 * Answers are not checked: they hold what is stored, and refusing them would turn a stored oddity into a failure.
 */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

// C0 controls but tab (09), line feed (0A) and carriage return (0D); DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/** `z.string()` that refuses control characters; takes the same parameters (e.g. `{ error: 'Text is required' }`). */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(z.regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE));
}
