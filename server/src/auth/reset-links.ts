/** Password-reset links (issue 13): made here for the reset flow (features/account) and for administrators (People). */
import crypto from 'node:crypto';
import type { Database } from '../db/client.ts';
import { passwordResetTokens } from '../db/schema.ts';

export const RESET_LINK_HOURS = 1;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new single-use link; only the digest of its token is kept. */
export async function newResetLink(db: Database, userId: string, channel: 'mail' | 'log' | 'admin', base: string, issuedBy?: string) {
  const token = crypto.randomBytes(32).toString('base64url');
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + RESET_LINK_HOURS * 3600_000);
  await db.insert(passwordResetTokens).values({ userId, tokenHash: digest(token), channel, issuedBy, createdAt, expiresAt });
  return { link: `${base}/reset-password?token=${token}`, expiresAt };
}
