import { DEMO_PASSWORD } from '../server/src/db/seed.ts';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';

/** Signs `username` in on the server at `baseUrl` (the demo password unless told) and returns its session cookie, `name=value`. */
export async function signIn(baseUrl: string, username: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'wren-bench' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`Sign-in as ${username} set no session cookie`);
  return cookie.split(';')[0]!;
}
