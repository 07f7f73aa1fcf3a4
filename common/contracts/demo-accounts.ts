import { z } from 'zod/mini';
import { ROLES } from '../domain/roles.ts';

/** GET /api/auth/demo-accounts: the demo accounts the sign-in page offers as one-click buttons (empty outside demo mode). */
export const demoAccountSchema = z.object({
  username: z.string(),
  role: z.enum(ROLES),
});
export const demoAccountsResponseSchema = z.object({ accounts: z.array(demoAccountSchema) });
export type DemoAccount = z.infer<typeof demoAccountSchema>;
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponseSchema>;
