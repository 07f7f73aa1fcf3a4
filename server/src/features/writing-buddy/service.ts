/**
 * Writing Buddy: content for the screen, analysis of strokes through the 'handwriting' capability, saved samples,
 * progress and achievements. Scores are always the server's own: a saved sample is analysed again here.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  alphabetFor,
  feedbackTexts,
  guideFor,
  levelOf,
  recognitionSetFor,
  wordSources,
  wordsFor,
  type Difficulty,
  type WritingLanguage,
} from '@common/content/writing-buddy.ts';
import {
  MAX_IMAGE_BYTES,
  imageBytes,
  type Alphabet,
  type WordList,
  type SaveResponse,
  type Stroke,
  type WritingAchievement,
  type WritingAnalysis,
  type WritingProgress,
  type WritingSample,
} from '@common/contracts/writing-buddy.ts';
import {
  TOKENS_FOR_MASTERY,
  TOKENS_PER_SAMPLE,
  WRITING_ACHIEVEMENTS,
  WRITING_MASTERY_SCORE,
  writingLevel,
  type WritingCounts,
} from '@common/domain/writing-progress.ts';
import type { AiRegistry } from '../../ai/registry.ts';
import { handwritingFor, type HandwritingAnalysis } from '../../ai/handwriting/index.ts';
import { rowsOf } from '../../auth/policies.ts';
import type { Database } from '../../db/client.ts';
import { users, writingSamples } from '../../db/schema.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';

export function alphabet(language: WritingLanguage, ui: string | undefined): Alphabet {
  const { direction, levels } = alphabetFor(language);
  const guideLanguage = ui ?? language;
  const guides = Object.fromEntries(levels.flatMap((l) => l.letters).map((letter) => [letter, guideFor(letter, guideLanguage) ?? []]));
  return { language, direction, level: levels[0]!.id, letters: levels[0]!.letters, levels, guides };
}

export function words(language: WritingLanguage, difficulty: Difficulty): WordList {
  const items = wordsFor(language, difficulty);
  return { language, difficulty, direction: alphabetFor(language).direction, words: items, total: items.length, source: wordSources()[language] };
}

const LATIN_TEXT = /^[\p{Script=Latin}\s'’.,!?-]+$/u;
const ARABIC_TEXT = /^[\p{Script=Arabic}\s.،!؟]+$/u;

/** A letter must be one of the language's letters; a word or sentence must be written in the language's script. */
export function kindOf(language: WritingLanguage, target: string, asked: 'letter' | 'word' | undefined): 'letter' | 'word' {
  const isLetter = levelOf(language, target) !== null;
  const kind = asked ?? (isLetter ? 'letter' : 'word');
  if (kind === 'letter' && !isLetter) throw badRequest(message('writingBuddy.notALetter'), 'target');
  const script = language === 'ar' ? ARABIC_TEXT : LATIN_TEXT;
  if (kind === 'word' && !script.test(target))
    throw badRequest(message(language === 'ar' ? 'writingBuddy.wordsInArabic' : 'writingBuddy.wordsInLatin'), 'target');
  return kind;
}

export function assertImageSize(imageDataUrl: string | undefined): void {
  if (imageDataUrl && imageBytes(imageDataUrl) > MAX_IMAGE_BYTES) {
    throw new HttpError(413, 'too_large', message('writingBuddy.imageTooLarge'), 'imageDataUrl');
  }
}

/** The child's latest samples of the same target, for consistency across tries. */
async function recentStrokes(db: Database, userId: string, kind: 'letter' | 'word', target: string): Promise<Stroke[][]> {
  const rows = await db
    .select({ strokes: writingSamples.strokes })
    .from(writingSamples)
    .where(and(eq(writingSamples.userId, userId), eq(writingSamples.kind, kind), eq(writingSamples.target, target)))
    .orderBy(desc(writingSamples.createdAt))
    .limit(5);
  return rows.map((r) => (Array.isArray(r.strokes) ? (r.strokes as Stroke[]) : []));
}

export interface AnalyzeInput {
  kind: 'letter' | 'word';
  target: string;
  language: WritingLanguage;
  strokes: Stroke[];
}

export async function analyze(db: Database, ai: AiRegistry, userId: string, input: AnalyzeInput): Promise<HandwritingAnalysis> {
  return handwritingFor(ai).analyze({
    type: input.kind,
    target: input.target,
    language: input.language,
    strokes: input.strokes,
    candidates: input.kind === 'letter' ? recognitionSetFor(input.language, input.target) : undefined,
    recent: await recentStrokes(db, userId, input.kind, input.target),
  });
}

/** What leaves the server: the scores and texts, not the engine's findings or name. */
export function presentAnalysis(analysis: HandwritingAnalysis): WritingAnalysis {
  return {
    accuracy: analysis.accuracy,
    consistency: analysis.consistency,
    overall_score: analysis.overall_score,
    feedback: analysis.feedback,
    improvements: analysis.improvements,
    message: analysis.message,
    ...(analysis.recognized !== undefined && { recognized: analysis.recognized }),
    ...(analysis.reversal !== undefined && { reversal: analysis.reversal }),
    ...(analysis.remarks !== undefined && { remarks: analysis.remarks }),
  };
}

export async function save(db: Database, ai: AiRegistry, userId: string, input: AnalyzeInput & { imageDataUrl?: string }): Promise<SaveResponse> {
  // Spec 001 §4: a failed analysis does not stop the save.
  const analysis = await analyze(db, ai, userId, input).then(presentAnalysis, () => null);
  const score = analysis?.overall_score ?? null;
  const tokensEarned = await db.transaction(async (tx) => {
    let tokens = TOKENS_PER_SAMPLE;
    if (input.kind === 'letter' && score !== null && score >= WRITING_MASTERY_SCORE) {
      const mastered = await tx
        .select({ id: writingSamples.id })
        .from(writingSamples)
        .where(
          and(
            eq(writingSamples.userId, userId),
            eq(writingSamples.kind, 'letter'),
            eq(writingSamples.target, input.target),
            sql`${writingSamples.overallScore} >= ${WRITING_MASTERY_SCORE}`,
          ),
        )
        .limit(1);
      if (mastered.length === 0) tokens += TOKENS_FOR_MASTERY;
    }
    await tx.insert(writingSamples).values({
      userId,
      kind: input.kind,
      target: input.target,
      language: input.language,
      strokes: input.strokes,
      imageDataUrl: input.imageDataUrl ?? null,
      analysis: analysis as Record<string, unknown> | null,
      overallScore: score,
    });
    await tx
      .update(users)
      .set({ tokens: sql`${users.tokens} + ${tokens}`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return tokens;
  });
  const texts = feedbackTexts(input.language);
  return { message: analysis ? texts.saved : texts.savedNoAnalysis, analysis, tokensEarned };
}

export async function listSamples(db: Database, userId: string, limit: number): Promise<{ samples: WritingSample[] }> {
  const rows = await db
    .select()
    .from(writingSamples)
    .where(eq(writingSamples.userId, userId))
    .orderBy(desc(writingSamples.createdAt), desc(writingSamples.id))
    .limit(limit);
  return {
    samples: rows.map((row) => ({
      id: row.id,
      letter: row.target,
      kind: row.kind,
      language: row.language,
      savedAt: row.createdAt.toISOString(),
      analysis: (row.analysis as WritingSample['analysis']) ?? null,
      handwriting: Array.isArray(row.strokes) ? (row.strokes as Stroke[]) : [],
      imageDataUrl: row.imageDataUrl,
    })),
  };
}

interface CountsRow {
  sessions: number;
  letters_mastered: number;
  letters_practiced: number;
  words_practiced: number;
  average_score: number | null;
  average_accuracy: number | null;
  sound_attempts: number;
  pronunciation_accuracy: number | null;
}

export async function progress(db: Database, userId: string, language: WritingLanguage): Promise<WritingProgress> {
  const result = await db.execute(sql`SELECT
      (SELECT count(*)::int FROM writing_samples WHERE user_id = ${userId}) AS sessions,
      (SELECT count(DISTINCT target)::int FROM writing_samples
         WHERE user_id = ${userId} AND kind = 'letter' AND overall_score >= ${WRITING_MASTERY_SCORE}) AS letters_mastered,
      (SELECT count(DISTINCT target)::int FROM writing_samples WHERE user_id = ${userId} AND kind = 'letter') AS letters_practiced,
      (SELECT count(DISTINCT target)::int FROM writing_samples WHERE user_id = ${userId} AND kind = 'word') AS words_practiced,
      (SELECT avg(overall_score)::float FROM writing_samples WHERE user_id = ${userId} AND overall_score IS NOT NULL) AS average_score,
      (SELECT avg((analysis->>'accuracy')::float)::float FROM writing_samples
         WHERE user_id = ${userId} AND analysis ? 'accuracy') AS average_accuracy,
      (SELECT count(*)::int FROM phonics_attempts WHERE user_id = ${userId} AND kind = 'sound') AS sound_attempts,
      (SELECT avg(accuracy)::float FROM phonics_attempts WHERE user_id = ${userId}) AS pronunciation_accuracy`);
  const row = rowsOf<CountsRow>(result)[0]!;
  const byLanguage = rowsOf<{ language: string; n: number }>(
    await db.execute(sql`SELECT language, count(DISTINCT target)::int AS n FROM writing_samples
      WHERE user_id = ${userId} AND kind = 'letter' AND overall_score >= ${WRITING_MASTERY_SCORE} GROUP BY language`),
  );
  const counts: WritingCounts = {
    sessions: row.sessions,
    lettersMastered: row.letters_mastered,
    lettersPracticed: row.letters_practiced,
    wordsPracticed: row.words_practiced,
    averageAccuracy: row.average_accuracy,
    soundAttempts: row.sound_attempts,
    pronunciationAccuracy: row.pronunciation_accuracy,
  };
  const texts = feedbackTexts(language).achievements;
  const achievements: WritingAchievement[] = WRITING_ACHIEVEMENTS.filter((a) => a.earned(counts)).map((a) => ({
    id: a.id,
    title: texts[a.id].title,
    description: texts[a.id].description,
    points: a.points,
  }));
  return {
    letters_completed: counts.lettersMastered,
    words_completed: counts.wordsPracticed,
    average_score: row.average_score === null ? 0 : Math.round(row.average_score),
    level: writingLevel(counts),
    achievements,
    letters_practiced: counts.lettersPracticed,
    practice_sessions: counts.sessions,
    letters_completed_by_language: Object.fromEntries(byLanguage.map((r) => [r.language, r.n])),
  };
}
