/**
 * Kept Phonics Tutor recordings (issue 11), read by two features: Phonics Tutor (the child's list and the player)
 * and struggling readers (the details modal). Features never import one another, so the reads live here; they hold
 * no access decision: callers authorize first (auth/policies.ts assertCanReadUser, assertCanHearPhonicsRecording).
 */
import { desc, eq } from 'drizzle-orm';
import { PHONICS_RECORDINGS_LISTED, type PhonicsRecording } from '@common/contracts/phonics-tutor.ts';
import type { Database } from '../db/client.ts';
import { phonicsAttempts, phonicsRecordings } from '../db/schema.ts';

/** A child's kept recordings, newest first, with their attempt's scores (the caller may read the child: checked before). */
export async function listRecordings(db: Database, childId: string, limit = PHONICS_RECORDINGS_LISTED): Promise<PhonicsRecording[]> {
  const rows = await db
    .select({
      id: phonicsRecordings.attemptId,
      kind: phonicsRecordings.kind,
      target: phonicsRecordings.target,
      language: phonicsRecordings.language,
      groupId: phonicsAttempts.groupId,
      accuracy: phonicsAttempts.accuracy,
      overallScore: phonicsAttempts.overallScore,
      createdAt: phonicsRecordings.createdAt,
    })
    .from(phonicsRecordings)
    .innerJoin(phonicsAttempts, eq(phonicsAttempts.id, phonicsRecordings.attemptId))
    .where(eq(phonicsRecordings.userId, childId))
    .orderBy(desc(phonicsRecordings.createdAt), desc(phonicsRecordings.attemptId))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    accuracy: Math.round(r.accuracy * 10) / 10,
    createdAt: r.createdAt.toISOString(),
    audioUrl: `/api/phonics-tutor/recordings/${r.id}/audio`,
  }));
}

/** A kept recording's owner, for the policy; null when there is none. */
export async function findRecording(db: Database, id: string): Promise<{ id: string; childId: string } | null> {
  const [row] = await db
    .select({ id: phonicsRecordings.attemptId, childId: phonicsRecordings.userId })
    .from(phonicsRecordings)
    .where(eq(phonicsRecordings.attemptId, id))
    .limit(1);
  return row ?? null;
}

export async function recordingAudio(db: Database, id: string): Promise<{ audio: Buffer; audioType: string }> {
  const [row] = await db
    .select({ audio: phonicsRecordings.audio, audioType: phonicsRecordings.audioType })
    .from(phonicsRecordings)
    .where(eq(phonicsRecordings.attemptId, id))
    .limit(1);
  return row!;
}
