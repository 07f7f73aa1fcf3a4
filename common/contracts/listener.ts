import { z } from 'zod/mini';
import { loginRequestSchema } from './auth.ts';

/**
 * An adult listening beside a child (issue 11, server/src/auth/listeners.ts): on the child's session, the adult who
 * signed in there to mark spoken answers by ear and correct a reading's marks, until `until`.
 */
export const listenerSchema = z.object({
  id: z.string(),
  /** The adult's name, shown beside the marks so the child and the adult see who is marking. */
  name: z.string(),
  /** ISO 8601: listening ends then (or when the adult ends it, or the child signs out). */
  until: z.string(),
});
export type Listener = z.infer<typeof listenerSchema>;

/** GET, POST and DELETE /api/auth/listener: the adult listening now, or null. */
export const listenerResponseSchema = z.object({ listener: z.nullable(listenerSchema) });
export type ListenerResponse = z.infer<typeof listenerResponseSchema>;

/** POST /api/auth/listener: the adult's own username (or e-mail) and password, as at sign-in. */
export const startListeningSchema = loginRequestSchema;
export type StartListening = z.infer<typeof startListeningSchema>;

/**
 * The `code` of the server's refusal (403) of a mark when no adult is listening on a child's session (markerOf in
 * server/src/auth/listeners.ts): the hour ran out, or the adult stopped listening before the answers were sent. The
 * screen shows its sentence and the sign-in beside the child again.
 */
export const NO_ADULT_LISTENING = 'no_adult_listening';
