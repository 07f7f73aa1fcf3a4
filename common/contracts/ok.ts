import { z } from 'zod/mini';

/** The answer of a call that has nothing to return but its success (sign-out, deleting a child). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
