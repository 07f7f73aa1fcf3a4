import { NO_ADULT_LISTENING } from '@common/contracts/listener.ts';
import { ApiError } from './api.ts';

/** Statuses whose sentence answers what the child sent: a refusal of it (400, 409, 413, 415, 422) or the quota (429). */
const ABOUT_THE_REQUEST = new Set([400, 409, 413, 415, 422, 429]);

/**
 * Refusals of another status whose sentence says what to do next, to the child and the adult beside them, by their
 * code: a mark by ear needs an adult listening (403).
 */
const SAYS_WHAT_TO_DO = new Set<string>([NO_ADULT_LISTENING]);

/**
 * The server's own sentence when it speaks to the child about what they sent (moderation, silence, a recording too
 * long, a story too short), their quota, or what to do next (an adult to listen before a mark by ear). Null when it speaks to whoever runs the server (a 5xx or a 503 names an
 * engine or a setting) or sent no sentence: the child's screen then says its own, kinder one. Every screen a child
 * uses reads server errors through here.
 */
export function sentenceForChild(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (!ABOUT_THE_REQUEST.has(error.status) && !SAYS_WHAT_TO_DO.has(error.body?.code ?? '')) return null;
  return error.body?.message ?? null;
}
