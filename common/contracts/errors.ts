import { z } from 'zod/mini';

/**
 * Every error the API sends: a message a person can read and a stable code a program can test. The message is one of
 * the server's catalogues (content/messages/), written in the request's Accept-Language (en, fr, ar or it, else
 * English); `messageKey` names it, so a program tells refusals apart without reading words.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  messageKey: z.string(),
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
