import crypto from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { changeFeedOf, InvalidatedCache } from '../db/change-feed.ts';

export const SESSION_COOKIE = 'wren_session';

export type UserRow = typeof users.$inferSelect;

function digest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** `secure`: the cookie is always Secure; otherwise it is whenever the request came over HTTPS (see TRUST_PROXY). */
export function sessionStore(db: Database, options: { days: number; secure: boolean }) {
  const lookup = db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)))
    .prepare('session_lookup');

  const maxAge = Math.round(options.days * 24 * 3600);

  type Entry = { user: UserRow; expiresAt: number } | null;
  const load = async (id: string): Promise<Entry> => {
    const [row] = await lookup.execute({ id });
    if (!row) return null;
    if (cache) indexByUser(row.user.id, id);
    return { user: row.user, expiresAt: row.expiresAt.getTime() };
  };

  // On the embedded database, sessions are answered from memory; the database's change feed drops an entry when
  // its session ends or its user changes (see db/change-feed.ts). Unknown tokens are never cached.
  const feed = changeFeedOf(db);
  const cache = feed ? new InvalidatedCache<Entry>() : null;
  const sessionsOfUser = new Map<string, Set<string>>();
  const indexByUser = (userId: string, id: string) => {
    const ids = sessionsOfUser.get(userId) ?? new Set<string>();
    ids.add(id);
    sessionsOfUser.set(userId, ids);
  };
  feed?.subscribe((change) => {
    const [kind, key = ''] = change.split(':', 2);
    if (kind === 'session') cache!.invalidate(key);
    if (kind === 'user') {
      for (const id of sessionsOfUser.get(key) ?? []) cache!.invalidate(id);
      sessionsOfUser.delete(key);
    }
  });

  return {
    async userFor(request: FastifyRequest): Promise<UserRow | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return null;
      const id = digest(token);
      const entry = cache
        ? await cache.get(
            id,
            () => load(id),
            (found) => found !== null,
          )
        : await load(id);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        cache?.invalidate(id);
        return null;
      }
      return entry.user;
    },

    /** The stored id of the request's session (the digest of its cookie), whether or not it is still current. */
    idOf(request: FastifyRequest): string | null {
      const token = request.cookies[SESSION_COOKIE];
      return token && token.length <= 100 ? digest(token) : null;
    },

    /** Starts a new session; any session the browser carried is ended, so a fixated token dies at sign-in. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await db.delete(sessions).where(eq(sessions.id, digest(previous)));
      const token = crypto.randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        id: digest(token),
        userId,
        expiresAt: new Date(Date.now() + maxAge * 1000),
      });
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure || request.protocol === 'https',
        path: '/',
        maxAge,
      });
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await db.delete(sessions).where(eq(sessions.id, digest(token)));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    /** Ends every session of a user (PIN or password changed, account deactivated or deleted). */
    async endAllFor(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
