/**
 * Who marked a record's spoken answers by ear (issue 11): the adults who signed in beside the child to listen
 * (auth/listeners.ts), each answer keeping its `listenerId`. Read by two features: assessments (the child's records)
 * and struggling readers (the details modal). Features never import one another, so the reads live here; they hold
 * no access decision: callers authorize first.
 */
import { inArray } from 'drizzle-orm';
import type { AssessmentAnswerRecord } from '@common/contracts/assessments.ts';
import { personName } from '../auth/presenters.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

type Answers = Readonly<Record<string, AssessmentAnswerRecord>>;

/** The answers an adult marked by ear. */
export const byEarAnswers = (answers: Answers): AssessmentAnswerRecord[] => Object.values(answers).filter((a) => a.byEar);

/** The names of the adults who listened, for records' answers, by id: one query for them all. */
export async function listenerNames(db: Database, answerSets: readonly Answers[]): Promise<ReadonlyMap<string, string>> {
  const ids = [...new Set(answerSets.flatMap((answers) => byEarAnswers(answers).flatMap((a) => (a.listenerId ? [a.listenerId] : []))))];
  if (ids.length === 0) return new Map();
  const adults = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(adults.map((a) => [a.id, personName(a)]));
}

/** A record's `markedByEarBy`: each adult once. An adult whose account has since been deleted is no longer named. */
export function markedByEarBy(answers: Answers, names: ReadonlyMap<string, string>): string[] {
  return [...new Set(byEarAnswers(answers).flatMap((a) => (a.listenerId && names.has(a.listenerId) ? [names.get(a.listenerId)!] : [])))];
}
