/**
 * An adult listening beside a child (issue 11). A spoken answer marked by ear, or a reading's marks corrected, is a
 * judgement about the child's reading that counts in their record, so an adult makes it: from their own session,
 * or on the child's session after signing in there with their own password (the sign-in throttle counts those tries
 * as any other). The adult must be one who may read the child's data (a parent, a teacher of their course, an
 * administrator of their school); the grant is kept on the child's session for LISTENING_MINUTES and ends with it.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { NO_ADULT_LISTENING, type Listener } from '@common/contracts/listener.ts';
import type { Database } from '../db/client.ts';
import { sessionListeners, users } from '../db/schema.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { actorOf } from '../http/context.ts';
import { assertCanListenBeside, canListenBeside } from './policies.ts';
import { personName } from './presenters.ts';
import type { SessionStore, UserRow } from './sessions.ts';

/** Long enough for a screener and its marking; short enough that a child left alone later cannot mark. */
export const LISTENING_MINUTES = 60;

/** The adult listening on this session now, if one signed in here, is still in time and may still see the child. */
export async function currentListener(db: Database, sessions: SessionStore, request: FastifyRequest): Promise<Listener | null> {
  const actor = actorOf(request);
  const sessionId = sessions.idOf(request);
  if (actor.role !== 'child' || !sessionId) return null;
  const [row] = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName, username: users.username, until: sessionListeners.until })
    .from(sessionListeners)
    .innerJoin(users, eq(users.id, sessionListeners.listenerId))
    .where(and(eq(sessionListeners.sessionId, sessionId), gt(sessionListeners.until, new Date()), eq(users.isActive, true)))
    .limit(1);
  if (!row || !(await canListenBeside(db, { id: row.id, role: row.role }, actor.id))) return null;
  return { id: row.id, name: personName(row), until: row.until.toISOString() };
}

/** Starts listening on the child's session for `adult`, who has just proved their password (policies.ts says who may). */
export async function startListening(db: Database, sessions: SessionStore, request: FastifyRequest, adult: UserRow): Promise<Listener> {
  const child = actorOf(request);
  const sessionId = sessions.idOf(request);
  await assertCanListenBeside(db, { id: adult.id, role: adult.role }, child);
  if (!sessionId) throw forbidden(message('listening.onlyOnChildSession'));
  const until = new Date(Date.now() + LISTENING_MINUTES * 60_000);
  await db
    .insert(sessionListeners)
    .values({ sessionId, listenerId: adult.id, until })
    .onConflictDoUpdate({ target: sessionListeners.sessionId, set: { listenerId: adult.id, until, createdAt: new Date() } });
  return { id: adult.id, name: personName(adult), until: until.toISOString() };
}

export async function stopListening(db: Database, sessions: SessionStore, request: FastifyRequest): Promise<void> {
  const sessionId = sessions.idOf(request);
  if (sessionId) await db.delete(sessionListeners).where(eq(sessionListeners.sessionId, sessionId));
}

/**
 * Who marks by ear or corrects marks on this request: an adult, themself; on a child's session, the adult listening
 * there (their id). A child with no adult listening is refused (403), so a child cannot mark their own answers right.
 */
export async function markerOf(db: Database, sessions: SessionStore, request: FastifyRequest): Promise<string> {
  const actor = actorOf(request);
  if (actor.role !== 'child') return actor.id;
  const listener = await currentListener(db, sessions, request);
  if (!listener) throw new HttpError(403, NO_ADULT_LISTENING, message('listening.adultMustListen'));
  return listener.id;
}
