import { z } from 'zod/mini';

/** Every error the API sends: a message a person can read and a stable code a program can test. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
