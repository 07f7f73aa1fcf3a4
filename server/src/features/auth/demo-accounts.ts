import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { DEMO_USERNAMES } from '../../db/seed.ts';
import type { DemoAccount } from '@common/contracts/demo-accounts.ts';

/**
 * The demo accounts that can really be signed into right now: seeded and still active. A button for an
 * account someone removed or disabled would only lead to a failed sign-in.
 */
export async function listDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const rows = await db
    .select({ username: users.username, role: users.role })
    .from(users)
    .where(and(inArray(users.username, [...DEMO_USERNAMES]), eq(users.isActive, true)));
  const order = DEMO_USERNAMES as readonly string[];
  return rows.sort((a, b) => order.indexOf(a.username) - order.indexOf(b.username));
}
