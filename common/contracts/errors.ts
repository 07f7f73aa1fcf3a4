import { z } from 'zod/mini';

/**
 * Every error the API sends: a message a person can read and a stable code a program can test. A message from the
 * server's catalogues (content/messages/) is in the request's Accept-Language (en, fr, ar or it, else English) and
 * names its `messageKey`.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  messageKey: z.optional(z.string()),
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
