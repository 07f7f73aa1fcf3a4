import { z } from 'zod/mini';
import { AI_TEST_CAPABILITIES, capabilityHealthSchema } from './ai.ts';

/** GET /api/health: 200 when the database answers, 503 (same shape) when it does not; each AI capability's engine either way. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['embedded', 'postgres']) }),
  ai: z.record(z.enum(AI_TEST_CAPABILITIES), capabilityHealthSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
