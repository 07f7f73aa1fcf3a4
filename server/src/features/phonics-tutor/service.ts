/**
 * Phonics Tutor: content for the screen, analysis of a recording through the 'pronunciation' capability, the
 * child's saved attempts, progress and achievements. Scores are always the server's own.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  achievementTexts,
  findTarget,
  groupsFor,
  hintLanguageOf,
  PHONICS_DIFFICULTIES,
  wordSource,
  wordsFor,
  type PhonicsLanguage,
  type PracticeTarget,
} from '@common/content/phonics-tutor.ts';
import {
  PHONICS_RECORDINGS_KEPT,
  type AnalyzeFields,
  type PhonicsAnalysis,
  type PhonicsContent,
  type PhonicsProgress,
} from '@common/contracts/phonics-tutor.ts';
import { directionOf } from '@common/domain/languages.ts';
import {
  PHONICS_ACHIEVEMENTS,
  PHONICS_MASTERY_SCORE,
  phonicsLevel,
  TOKENS_FOR_MASTERY,
  TOKENS_PER_ATTEMPT,
  type PhonicsCounts,
} from '@common/domain/phonics-progress.ts';
import { normalizeLanguage } from '@common/domain/languages.ts';
import type { AiRegistry } from '../../ai/registry.ts';
import { AudioInputError, NoSpeechError, pronunciationFor, type PronunciationResult } from '../../ai/pronunciation/index.ts';
import { rowsOf } from '../../auth/policies.ts';
import type { Database } from '../../db/client.ts';
import { phonicsAttempts, phonicsRecordings, users } from '../../db/schema.ts';
import { sniffContainer } from '../../ai/speech/audio.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

export function content(language: PhonicsLanguage, uiLanguage: string | undefined): PhonicsContent {
  const hintLanguage = hintLanguageOf(uiLanguage);
  return {
    language,
    direction: directionOf(language),
    groups: groupsFor(language).map((group) => ({
      id: group.id,
      sounds: group.sounds.map((s) => ({ id: s.id, text: s.text, examples: s.examples, hint: s.hint[hintLanguage], phonemes: s.phonemes })),
    })),
    words: Object.fromEntries(PHONICS_DIFFICULTIES.map((d) => [d, wordsFor(language, d)])) as PhonicsContent['words'],
    source: wordSource(language),
  };
}

/** The sound or reading item the child was asked to say; anything else is not one of the lessons. */
function targetOf(fields: AnalyzeFields): PracticeTarget {
  const found = findTarget(fields.language, fields.type, fields.target);
  if (!found) {
    throw badRequest(message(fields.type === 'sound' ? 'phonics.notASound' : 'phonics.notAReadingItem'), 'target');
  }
  return found;
}

/** The engine's input errors keep their status and sentence (silence's is in the interface language the child chose). */
function toHttpError(error: unknown): unknown {
  if (error instanceof NoSpeechError) return new HttpError(422, 'no_speech', error.said, 'audio');
  if (error instanceof AudioInputError) return new HttpError(error.status, error.code, error.said, 'audio');
  return new HttpError(503, 'engine_unavailable', message('ai.pronunciationUnavailable'));
}

async function assess(ai: AiRegistry, audio: Buffer, fields: AnalyzeFields, target: PracticeTarget): Promise<PronunciationResult> {
  const uiLanguage = normalizeLanguage(fields.uiLanguage) ?? 'en';
  return pronunciationFor(ai)
    .assess({
      audio,
      target: target.kind === 'sound' ? target.sound.text : fields.target.normalize('NFC').trim(),
      type: fields.type,
      language: fields.language,
      uiLanguage,
      phonemes: target.phonemes,
    })
    .catch((error: unknown) => {
      throw toHttpError(error);
    });
}

/**
 * Saves a child's attempt and pays its tokens in one transaction: +1 for practice, +5 more the first time this
 * sound or word reaches the mastery score.
 */
async function saveAttempt(
  db: Database,
  userId: string,
  fields: AnalyzeFields,
  target: PracticeTarget,
  result: PronunciationResult,
  audio: Buffer,
): Promise<number> {
  const text = target.kind === 'sound' ? target.sound.text : fields.target.normalize('NFC').trim();
  return db.transaction(async (tx) => {
    let tokens = TOKENS_PER_ATTEMPT;
    if (result.overall_score >= PHONICS_MASTERY_SCORE) {
      const before = await tx
        .select({ id: phonicsAttempts.id })
        .from(phonicsAttempts)
        .where(
          and(
            eq(phonicsAttempts.userId, userId),
            eq(phonicsAttempts.kind, target.kind),
            eq(phonicsAttempts.language, fields.language),
            eq(phonicsAttempts.target, text),
            sql`${phonicsAttempts.overallScore} >= ${PHONICS_MASTERY_SCORE}`,
          ),
        )
        .limit(1);
      if (before.length === 0) tokens += TOKENS_FOR_MASTERY;
    }
    const [attempt] = await tx
      .insert(phonicsAttempts)
      .values({
        userId,
        kind: target.kind,
        target: text,
        groupId: target.groupId,
        language: fields.language,
        accuracy: result.accuracy,
        clarity: result.clarity,
        pace: result.pace,
        overallScore: Math.round(result.overall_score),
      })
      .returning({ id: phonicsAttempts.id });
    await keepRecording(tx, { attemptId: attempt!.id, userId, kind: target.kind, target: text, language: fields.language, audio });
    await tx
      .update(users)
      .set({ tokens: sql`${users.tokens} + ${tokens}`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return tokens;
  });
}

const MIME = { wav: 'audio/wav', webm: 'audio/webm', ogg: 'audio/ogg' } as const;

/**
 * Keeps the recording of a saved attempt so the child's teachers and parents can listen back, then deletes the
 * recordings of the same sound or word (and language) beyond the newest PHONICS_RECORDINGS_KEPT.
 */
async function keepRecording(
  tx: Pick<Database, 'insert' | 'execute'>,
  input: { attemptId: string; userId: string; kind: 'sound' | 'word'; target: string; language: string; audio: Buffer },
): Promise<void> {
  const container = sniffContainer(input.audio);
  if (!container) return; // The upload rules accept known containers only; nothing to keep otherwise.
  await tx.insert(phonicsRecordings).values({ ...input, audioType: MIME[container] });
  await tx.execute(sql`DELETE FROM phonics_recordings WHERE attempt_id IN (
    SELECT attempt_id FROM phonics_recordings
    WHERE user_id = ${input.userId} AND kind = ${input.kind} AND target = ${input.target} AND language = ${input.language}
    ORDER BY created_at DESC, attempt_id DESC OFFSET ${PHONICS_RECORDINGS_KEPT})`);
}

/**
 * Analyses a recording of the sound or word asked for; with a learner, saves the attempt to their record and pays
 * its tokens (canSavePractice decides who has one).
 */
export async function practise(db: Database, ai: AiRegistry, audio: Buffer, fields: AnalyzeFields, learnerId: string | null): Promise<PhonicsAnalysis> {
  const target = targetOf(fields);
  const result = await assess(ai, audio, fields, target);
  if (!learnerId) return presentAnalysis(result, false, 0);
  const tokensEarned = await saveAttempt(db, learnerId, fields, target, result, audio);
  return presentAnalysis(result, true, tokensEarned);
}

/** What leaves the server: the scores and texts, and which parts of the engine served, not its evidence. */
function presentAnalysis(result: PronunciationResult, saved: boolean, tokensEarned: number): PhonicsAnalysis {
  return {
    accuracy: result.accuracy,
    clarity: result.clarity,
    pace: result.pace,
    overall_score: result.overall_score,
    feedback: result.feedback,
    areas_for_improvement: result.areas_for_improvement,
    engines: result.engines,
    saved,
    tokensEarned,
  };
}

interface CountsRow {
  attempts: number;
  sound_attempts: number;
  word_attempts: number;
  sounds_mastered: number;
  words_read: number;
  words_mastered: number;
  average_score: number | null;
}

/**
 * Progress from the child's saved attempts. Sounds mastered, words read and the average count every language, distinct by text (as
 * the dashboard does); the groups are those of `language`, a sound counting once it scored 80 or more in it.
 */
export async function progress(db: Database, userId: string, language: PhonicsLanguage, uiLanguage: string | undefined): Promise<PhonicsProgress> {
  const [row] = rowsOf<CountsRow>(
    await db.execute(sql`SELECT
        count(*)::int AS attempts,
        count(*) FILTER (WHERE kind = 'sound')::int AS sound_attempts,
        count(*) FILTER (WHERE kind = 'word')::int AS word_attempts,
        count(DISTINCT target) FILTER (WHERE kind = 'sound' AND overall_score >= ${PHONICS_MASTERY_SCORE})::int AS sounds_mastered,
        count(DISTINCT target) FILTER (WHERE kind = 'word')::int AS words_read,
        count(DISTINCT target) FILTER (WHERE kind = 'word' AND overall_score >= ${PHONICS_MASTERY_SCORE})::int AS words_mastered,
        avg(overall_score)::float AS average_score
      FROM phonics_attempts WHERE user_id = ${userId}`),
  );
  const recent = rowsOf<{ overall_score: number }>(
    await db.execute(sql`SELECT overall_score FROM phonics_attempts WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT 5`),
  );
  // en-CA shares the English groups: a sound mastered in either counts in both.
  const languages = language === 'en' || language === 'en-CA' ? ['en', 'en-CA'] : [language];
  const mastered = new Set(
    rowsOf<{ target: string }>(
      await db.execute(sql`SELECT DISTINCT target FROM phonics_attempts
        WHERE user_id = ${userId} AND kind = 'sound' AND overall_score >= ${PHONICS_MASTERY_SCORE}
          AND language IN (${sql.join(
            languages.map((l) => sql`${l}`),
            sql`, `,
          )})`),
    ).map((r) => r.target),
  );
  const groups = groupsFor(language).map((group) => ({
    id: group.id,
    completed: group.sounds.filter((s) => mastered.has(s.text)).length,
    total: group.sounds.length,
  }));
  const stats = row!;
  const counts: PhonicsCounts = {
    attempts: stats.attempts,
    soundAttempts: stats.sound_attempts,
    wordAttempts: stats.word_attempts,
    soundsMastered: stats.sounds_mastered,
    wordsRead: stats.words_read,
    wordsMastered: stats.words_mastered,
    recentAverage: recent.length < 5 ? null : recent.reduce((n, r) => n + r.overall_score, 0) / recent.length,
    groupsCompleted: groups.filter((g) => g.completed === g.total).length,
  };
  const texts = achievementTexts(uiLanguage);
  return {
    language,
    sounds_mastered: counts.soundsMastered,
    words_read: counts.wordsRead,
    words_mastered: counts.wordsMastered,
    attempts: counts.attempts,
    sounds_completed: counts.soundsMastered,
    words_completed: counts.wordsRead,
    average_score: stats.average_score === null ? 0 : Math.round(stats.average_score),
    level: phonicsLevel(counts),
    achievements: PHONICS_ACHIEVEMENTS.filter((a) => a.earned(counts)).map((a) => ({ id: a.id, ...texts[a.id], points: a.points })),
    groups,
    ...Object.fromEntries(groups.map((g) => [`${g.id}_completed`, g.completed])),
  };
}
