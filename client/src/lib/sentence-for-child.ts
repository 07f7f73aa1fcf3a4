import { ApiError } from './api.ts';

/** Statuses whose sentence answers what the child sent: a refusal of it (400, 409, 413, 415, 422) or the quota (429). */
const ABOUT_THE_REQUEST = new Set([400, 409, 413, 415, 422, 429]);

/**
 * The server's own sentence when it speaks to the child about what they sent (moderation, silence, a recording too
 * long, a story too short) or their quota. Null when it speaks to whoever runs the server (a 5xx or a 503 names an
 * engine or a setting) or sent no sentence: the child's screen then says its own, kinder one. Every screen a child
 * uses reads server errors through here.
 */
export function sentenceForChild(error: unknown): string | null {
  if (!(error instanceof ApiError) || !ABOUT_THE_REQUEST.has(error.status)) return null;
  return error.body?.message ?? null;
}
