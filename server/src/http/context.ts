import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/sessions.ts';
import type { Actor } from '../auth/policies.ts';
import { dayIn, zoneOrUtc } from '@common/domain/calendar.ts';
import { unauthorized } from './errors.ts';

/** The signed-in user of a request; the session hook has already answered 401 on protected routes. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function actorOf(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return { id: user.id, role: user.role };
}

/** The signed-in user's clock: the zone their browser last reported (common/domain/calendar.ts), else UTC. */
export function readerZone(request: FastifyRequest): string {
  return zoneOrUtc(requireUser(request).timeZone);
}

/** Today (YYYY-MM-DD) on the signed-in user's clock. */
export function readerToday(request: FastifyRequest): string {
  return dayIn(Date.now(), readerZone(request));
}
