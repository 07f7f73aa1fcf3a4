import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../auth/sessions.ts';
import type { Actor } from '../auth/policies.ts';
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
