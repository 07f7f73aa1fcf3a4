/**
 * Oral reading fluency (issue 11): the passages, a reading listened to and stored with its recording, the adult's
 * adjustments (flips, where the reading stopped, expression) with the figures recomputed each time.
 *
 * The engine listens before anything is written (seconds of work, never inside a transaction); the row is written
 * once, with the recording.
 */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { findPassage, passagesFor, type PassageContent } from '@common/content/passages.ts';
import {
  fluencyFigures,
  type AdjustReading,
  type FluencyReading,
  type Passage,
  type PassagesQuery,
  type ReadingSummary,
  type WordMark,
} from '@common/contracts/fluency.ts';
import { FluencyAudioError, listenToReading, markedByEar, type Listening } from '../../ai/fluency/index.ts';
import type { AiRegistry } from '../../ai/registry.ts';
import { sniffContainer } from '../../ai/speech/audio.ts';
import type { Database } from '../../db/client.ts';
import { fluencyReadings, users } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

const { audio: _audio, ...columnsWithoutAudio } = getTableColumns(fluencyReadings);
/** A reading's columns without the recording (read only when it is asked for), and whether there is one. */
const READING_COLUMNS = { ...columnsWithoutAudio, hasAudio: sql<boolean>`${fluencyReadings.audio} IS NOT NULL` };
export type ReadingRow = Omit<typeof fluencyReadings.$inferSelect, 'audio'> & { hasAudio: boolean };

function presentPassage(p: PassageContent): Passage {
  return {
    id: p.id,
    grade: p.grade,
    language: p.language,
    level: p.level,
    title: p.title,
    text: p.text,
    words: p.words,
    wordCount: p.wordCount,
    decodable: p.decodable,
  };
}

export function passages(query: { grade?: PassagesQuery['grade']; language?: PassagesQuery['language'] }): { passages: Passage[] } {
  return { passages: passagesFor(query.grade as never, query.language as never).map(presentPassage) };
}

export function passageOrFail(id: string): PassageContent {
  const passage = findPassage(id);
  if (!passage) throw badRequest(message('fluency.unknownPassage'), 'passageId');
  return passage;
}

/** The mark the figures count: a flipped correct word is an error (substituted), a flipped error is correct. */
function effectiveMark(mark: WordMark, flipped: boolean): WordMark {
  if (!flipped) return mark;
  return mark === 'correct' || mark === 'self_corrected' ? 'substituted' : 'correct';
}

function figuresOf(engineMarks: WordMark[], flips: number[], lastWordIndex: number | null, durationSeconds: number) {
  const flipped = new Set(flips);
  const marks = engineMarks.map((m, i) => effectiveMark(m, flipped.has(i)));
  return { marks, ...fluencyFigures(marks, lastWordIndex, durationSeconds) };
}

const MIME: Record<'wav' | 'webm' | 'ogg', string> = { wav: 'audio/wav', webm: 'audio/webm', ogg: 'audio/ogg' };

type ReadingInput = { passage: PassageContent; durationSeconds: number; childId: string; recordedBy: string };

export async function recordReading(db: Database, ai: AiRegistry, input: ReadingInput & { audio: Buffer }): Promise<ReadingRow> {
  const container = sniffContainer(input.audio);
  if (!container) throw new HttpError(415, 'unsupported_media_type', message('audio.notAudio'));
  const listening = await listenToReading(ai, {
    audio: input.audio,
    language: input.passage.language,
    words: input.passage.words,
    breaks: input.passage.breaks,
  }).catch((error: unknown) => {
    if (error instanceof FluencyAudioError) throw new HttpError(error.status, 'unsupported_audio', error.said, 'audio');
    throw error;
  });
  return storeReading(db, input, listening, { audio: input.audio, audioType: MIME[container] });
}

/**
 * A reading an adult listened to with no recording (no microphone on the device, or none allowed), as screeners are
 * given on paper: nothing is marked until the adult marks the errors and where the reading stopped.
 */
export async function recordReadingByEar(db: Database, input: ReadingInput): Promise<ReadingRow> {
  return storeReading(db, input, markedByEar(input.passage.words), { audio: null, audioType: null });
}

async function storeReading(
  db: Database,
  input: ReadingInput,
  listening: Listening,
  recording: { audio: Buffer | null; audioType: string | null },
): Promise<ReadingRow> {
  const figures = figuresOf(listening.marks, [], listening.lastWordIndex, input.durationSeconds);
  const [row] = await db
    .insert(fluencyReadings)
    .values({
      childId: input.childId,
      recordedBy: input.recordedBy,
      passageId: input.passage.id,
      language: input.passage.language,
      durationSeconds: input.durationSeconds,
      engine: listening.engine,
      notice: listening.notice,
      engineMarks: listening.marks,
      heard: listening.heard,
      engineLastWordIndex: listening.lastWordIndex,
      flips: [],
      lastWordIndex: listening.lastWordIndex,
      insertions: listening.insertions,
      wordsRead: figures.wordsRead,
      wordsCorrect: figures.wordsCorrect,
      errors: figures.errors,
      wcpm: figures.wcpm,
      accuracy: figures.accuracy,
      expressionSuggested: listening.expression.suggested,
      expressionEvidence: listening.expression.evidence,
      ...recording,
    })
    .returning(READING_COLUMNS);
  return row!;
}

export async function loadReading(db: Database, id: string): Promise<ReadingRow | null> {
  const [row] = await db.select(READING_COLUMNS).from(fluencyReadings).where(eq(fluencyReadings.id, id)).limit(1);
  return row ?? null;
}

export async function loadAudio(db: Database, id: string): Promise<{ audio: Buffer | null; audioType: string | null }> {
  const [row] = await db
    .select({ audio: fluencyReadings.audio, audioType: fluencyReadings.audioType })
    .from(fluencyReadings)
    .where(eq(fluencyReadings.id, id))
    .limit(1);
  return row ?? { audio: null, audioType: null };
}

/** Applies the adult's changes and recomputes the figures. */
export async function adjustReading(db: Database, row: ReadingRow, changes: AdjustReading, actorId: string): Promise<ReadingRow> {
  const wordCount = row.engineMarks.length;
  const flips = new Set(row.flips);
  let lastWordIndex = row.lastWordIndex;
  for (const index of changes.flips ?? []) {
    if (index >= wordCount) throw badRequest(message('fluency.wordNotInPassage', { index, count: wordCount }), 'flips');
    if (flips.has(index)) flips.delete(index);
    else flips.add(index);
  }
  if (changes.lastWordIndex !== undefined) {
    if (changes.lastWordIndex >= wordCount)
      throw badRequest(message('fluency.wordNotInPassage', { index: changes.lastWordIndex, count: wordCount }), 'lastWordIndex');
    lastWordIndex = changes.lastWordIndex < 0 ? null : changes.lastWordIndex;
  }
  const sortedFlips = [...flips].sort((a, b) => a - b);
  // A word marked wrong by hand was reached: the reading went at least that far.
  const flippedToError = sortedFlips.filter((i) => row.engineMarks[i] === 'correct' || row.engineMarks[i] === 'self_corrected');
  if (changes.flips?.length && flippedToError.length)
    lastWordIndex = Math.max(lastWordIndex ?? -1, ...flippedToError.filter((i) => changes.flips!.includes(i)));
  const figures = figuresOf(row.engineMarks, sortedFlips, lastWordIndex, row.durationSeconds);
  const [updated] = await db
    .update(fluencyReadings)
    .set({
      flips: sortedFlips,
      lastWordIndex,
      wordsRead: figures.wordsRead,
      wordsCorrect: figures.wordsCorrect,
      errors: figures.errors,
      wcpm: figures.wcpm,
      accuracy: figures.accuracy,
      ...(changes.expression !== undefined ? { expressionChosen: changes.expression } : {}),
      adjustedBy: actorId,
      adjustedAt: new Date(),
    })
    .where(eq(fluencyReadings.id, row.id))
    .returning(READING_COLUMNS);
  return updated!;
}

/** The name of who last adjusted the reading, for the presenter. */
export async function adjusterName(db: Database, row: ReadingRow): Promise<string | null> {
  if (!row.adjustedBy) return null;
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.adjustedBy)).limit(1);
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}

export function presentReading(row: ReadingRow, adjustedBy: string | null): FluencyReading {
  const passage = findPassage(row.passageId);
  const flipped = new Set(row.flips);
  const figures = figuresOf(row.engineMarks, row.flips, row.lastWordIndex, row.durationSeconds);
  return {
    id: row.id,
    childId: row.childId,
    passageId: row.passageId,
    language: row.language,
    durationSeconds: row.durationSeconds,
    engine: row.engine,
    notice: row.notice,
    words: row.engineMarks.map((_, index) => ({
      index,
      text: passage?.words[index] ?? '',
      mark: figures.marks[index]!,
      heard: row.heard[index] ?? null,
      flipped: flipped.has(index),
    })),
    lastWordIndex: row.lastWordIndex,
    insertions: row.insertions,
    wordsRead: row.wordsRead,
    wordsCorrect: row.wordsCorrect,
    errors: row.errors,
    wcpm: row.wcpm,
    accuracy: row.accuracy,
    expression: { suggested: row.expressionSuggested, chosen: row.expressionChosen, evidence: row.expressionEvidence },
    hasAudio: row.hasAudio,
    adjustedBy,
    adjustedAt: row.adjustedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A child's readings, newest first (at most 100), as summaries. */
export async function listReadings(db: Database, childId: string): Promise<ReadingSummary[]> {
  const rows = await db
    .select(READING_COLUMNS)
    .from(fluencyReadings)
    .where(eq(fluencyReadings.childId, childId))
    .orderBy(desc(fluencyReadings.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    passageId: row.passageId,
    passageTitle: findPassage(row.passageId)?.title ?? row.passageId,
    language: row.language,
    engine: row.engine,
    wordsRead: row.wordsRead,
    errors: row.errors,
    wcpm: row.wcpm,
    accuracy: row.accuracy,
    expression: row.expressionChosen ?? row.expressionSuggested,
    hasAudio: row.hasAudio,
    createdAt: row.createdAt.toISOString(),
  }));
}
