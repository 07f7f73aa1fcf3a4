/**
 * Creative Lab (spec 001 §2–9, issue 15). Every prompt, transcript and generated text passes guardPrompt: it is
 * moderated, written to the prompt log the parents read, counted against the plan's daily quota (a story counts
 * once, a set of pictures once) and the generated text is checked before it is shown.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  storyParts,
  type Creation,
  type GameInput,
  type GenerateGameResponse,
  type GenerateResponse,
  type IllustrationResponse,
  type Picture,
  type Quota,
  type TranscribeResponse,
} from '@common/contracts/creative-lab.ts';
import type { IllustrationStyle } from '@common/contracts/ai.ts';
import { normalizeLanguage, type Language } from '@common/domain/languages.ts';
import { guardPrompt, type GuardedPrompt } from '../../ai/guard.ts';
import { imagesFor } from '../../ai/images/index.ts';
import { speechFor } from '../../ai/speech/index.ts';
import { SpeechError } from '../../ai/speech/types.ts';
import { textFor } from '../../ai/text/index.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { generatedImages, stories, users } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { ideaVocabulary } from './vocabulary.ts';

type StoryRow = typeof stories.$inferSelect;

const quotaOf = (guarded: GuardedPrompt): Quota | null => (guarded.quota ? { remaining: guarded.quota.remaining, limit: guarded.quota.limit } : null);

/** Runs `work`; if it fails, the interaction is given back (nothing was generated). */
async function generating<T>(guarded: GuardedPrompt, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await guarded.release();
    throw error;
  }
}

/** A story for the child's idea, in their language and for their age, with its auto title (spec 001 §5). */
export async function generateStory(
  app: FastifyInstance,
  user: UserRow,
  input: { prompt: string; type: 'story' | 'poem'; language: Language },
): Promise<GenerateResponse> {
  const guarded = await guardPrompt(app, { user, prompt: input.prompt, language: input.language, feature: 'creative-story', kind: 'generative' });
  const story = await generating(guarded, () =>
    textFor(app.ai).generateDetailed(
      'story',
      { prompt: input.prompt, kind: input.type, ...(user.age ? { childAge: Math.min(14, Math.max(3, user.age)) } : {}) },
      { language: input.language },
    ),
  );
  const title = await generating(guarded, () => textFor(app.ai).generate('storyTitle', { content: story.output.content }, { language: input.language }));
  const shown = await guarded.checkOutput(`${title.title}\n\n${story.output.content}`);
  if (!shown.approved) return { success: false, content: shown.text, title: '', warning: null, quota: quotaOf(guarded), engine: story.engine };
  return { success: true, content: story.output.content, title: title.title, warning: guarded.warning, quota: quotaOf(guarded), engine: story.engine };
}

/**
 * Pictures: for a story, one per part, each drawn from the part with the story's opening before it, so the
 * characters and the place the opening names are the ones drawn on every page (consistent characters); the same seed
 * keeps their looks. For art, one picture of the description in the chosen style, kept in My Creations as type art.
 */
export async function illustrate(
  app: FastifyInstance,
  user: UserRow,
  input: { storyText: string; prompt: string; language: Language; style: IllustrationStyle; type: 'story' | 'art' },
): Promise<IllustrationResponse> {
  const words = input.type === 'art' ? input.prompt || input.storyText : input.storyText || input.prompt;
  const guarded = await guardPrompt(app, {
    user,
    prompt: words.slice(0, 1000),
    language: input.language,
    feature: 'creative-art',
    kind: 'generative',
  });
  const parts = input.type === 'art' ? [words] : storyParts(words).slice(0, 6);
  const opening = parts[0] ?? '';
  const seed = `${user.id}:${opening.slice(0, 200)}`;
  const images: Picture[] = await generating(guarded, async () => {
    const drawn: Picture[] = [];
    for (const [index, part] of parts.entries()) {
      const description = index === 0 ? part : `${opening}\n${part}`;
      const image = await imagesFor(app.ai).create(app.db, { ownerId: user.id, description, style: input.style, language: input.language, seed });
      drawn.push({ url: image.url, altText: image.altText });
    }
    return drawn;
  });
  let creationId: string | null = null;
  if (input.type === 'art') {
    const [row] = await app.db
      .insert(stories)
      .values({ userId: user.id, type: 'art', title: words.slice(0, 120), content: words, images: images.map((i) => i.url), language: input.language })
      .returning({ id: stories.id });
    creationId = row!.id;
  }
  return { success: true, imageUrl: images[0]!.url, images, quota: quotaOf(guarded), creationId };
}

/** A spoken idea to text; the transcript is moderated and logged like a typed prompt (it is not counted). */
export async function transcribeIdea(app: FastifyInstance, user: UserRow, audio: Buffer, language: Language): Promise<TranscribeResponse> {
  let transcript;
  try {
    transcript = await speechFor(app.ai).stt.transcribe({ audio, language, words: null, vocabulary: ideaVocabulary() });
  } catch (error) {
    if (error instanceof SpeechError && error.code === 'no_engine_for_language') {
      throw new HttpError(503, 'no_engine_for_language', message('creativeLab.typeInstead', { reason: error.said }));
    }
    if (error instanceof SpeechError) throw new HttpError(error.status, error.code, error.said);
    throw error;
  }
  const spoken = transcript.text.trim();
  if (!spoken) throw new HttpError(422, 'nothing_heard', message('creativeLab.nothingHeard'));
  await guardPrompt(app, { user, prompt: spoken, language, feature: 'creative-story', kind: 'practice' });
  return { success: true, text: spoken, engine: transcript.engine };
}

// ---------------------------------------------------------------------------------------------------------------
// Creations

export function presentCreation(row: StoryRow, author: string): Creation {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    images: row.images,
    type: row.type === 'art' ? 'art' : row.type === 'game' ? 'game' : 'story',
    language: row.language,
    thumbnail: row.images[0] ?? null,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author,
    game: row.type === 'game' ? row.game : null,
  };
}

async function authorOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? '';
}

/** Pictures on a story must be the owner's own (no links to elsewhere, nobody else's pictures). */
async function assertOwnImages(db: Database, ownerId: string, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  const ids = [...new Set(urls.map((u) => u.slice(u.lastIndexOf('/') + 1).toLowerCase()))];
  const owned = await db
    .select({ id: generatedImages.id })
    .from(generatedImages)
    .where(and(eq(generatedImages.ownerId, ownerId), inArray(generatedImages.id, ids)));
  if (owned.length !== ids.length) throw badRequest(message('creativeLab.picturesNotOwn'), 'images');
}

export interface StoryFields {
  title: string;
  content: string;
  images: string[];
  language: string;
}

export async function createStory(db: Database, user: UserRow, fields: StoryFields): Promise<Creation> {
  await assertOwnImages(db, user.id, fields.images);
  const [row] = await db
    .insert(stories)
    .values({ userId: user.id, type: 'story', ...fields })
    .returning();
  return presentCreation(row!, user.firstName);
}

export async function findStory(db: Database, id: string): Promise<StoryRow | null> {
  const [row] = await db.select().from(stories).where(eq(stories.id, id)).limit(1);
  return row ?? null;
}

export async function updateStory(db: Database, user: UserRow, row: StoryRow, fields: StoryFields, now: Date): Promise<Creation> {
  if (row.type !== 'story') throw badRequest(message('creativeLab.onlyStoriesEdited'), 'type');
  await assertOwnImages(db, user.id, fields.images);
  const [updated] = await db
    .update(stories)
    .set({ ...fields, updatedAt: now })
    .where(eq(stories.id, row.id))
    .returning();
  return presentCreation(updated!, user.firstName);
}

export async function deleteStory(db: Database, row: StoryRow): Promise<void> {
  await db.delete(stories).where(eq(stories.id, row.id));
}

export async function shareStory(db: Database, user: UserRow, row: StoryRow, now: Date): Promise<Creation> {
  const [updated] = await db.update(stories).set({ sharedAt: now }).where(eq(stories.id, row.id)).returning();
  return presentCreation(updated!, user.firstName);
}

export async function listCreations(db: Database, ownerId: string): Promise<Creation[]> {
  const author = await authorOf(db, ownerId);
  const rows = await db.select().from(stories).where(eq(stories.userId, ownerId)).orderBy(desc(stories.createdAt)).limit(200);
  return rows.map((row) => presentCreation(row, author));
}

export async function creationWithAuthor(db: Database, row: StoryRow): Promise<Creation> {
  return presentCreation(row, await authorOf(db, row.userId));
}

// ---------------------------------------------------------------------------------------------------------------
// Game Builder

const gameText = (game: GameInput | NonNullable<StoryRow['game']>): string =>
  [game.intro, game.question, ...game.choices.flatMap((c) => [c.text, c.ending])].join('\n\n');

/**
 * A choose-your-path game from one of the child's saved stories, in the story's language: the configured text model
 * (validated against the game schema, the builtin engine when it fails) or the builtin engine. The story is the
 * prompt (moderated, logged, counted once); the game's text is checked before it is shown.
 */
export async function generateGame(app: FastifyInstance, user: UserRow, row: StoryRow): Promise<GenerateGameResponse> {
  if (row.type !== 'story') throw badRequest(message('creativeLab.chooseStoryForGame'), 'storyId');
  const language: Language = normalizeLanguage(row.language) ?? 'en';
  const guarded = await guardPrompt(app, {
    user,
    prompt: `${row.title}\n\n${row.content}`.slice(0, 1000),
    language,
    feature: 'creative-game',
    kind: 'generative',
  });
  const result = await generating(guarded, () =>
    textFor(app.ai).generateDetailed(
      'storyGame',
      { title: row.title, content: row.content, ...(user.age ? { childAge: Math.min(14, Math.max(3, user.age)) } : {}) },
      { language },
    ),
  );
  const shown = await guarded.checkOutput(gameText(result.output));
  if (!shown.approved) return { success: false, game: null, title: row.title, message: shown.text, quota: quotaOf(guarded), engine: result.engine };
  return { success: true, game: result.output, title: row.title, message: null, quota: quotaOf(guarded), engine: result.engine };
}

/** Keeps a game the child made (and perhaps changed) from their story; what they wrote is moderated and logged. */
export async function saveGame(
  app: FastifyInstance,
  user: UserRow,
  story: StoryRow | null,
  existing: StoryRow | null,
  input: { title: string; game: GameInput },
  now: Date,
): Promise<Creation> {
  if (story && story.type !== 'story') throw badRequest(message('creativeLab.chooseStoryForGame'), 'storyId');
  if (existing && existing.type !== 'game') throw badRequest(message('creativeLab.onlyGamesSaved'), 'id');
  const source = story ?? existing;
  if (!source) throw badRequest(message('creativeLab.chooseStoryFirst'), 'storyId');
  await guardPrompt(app, { user, prompt: `${input.title}\n\n${gameText(input.game)}`, language: source.language, feature: 'creative-game', kind: 'practice' });
  const values = { title: input.title, content: input.game.intro, game: input.game, images: source.images, language: source.language };
  const [row] = existing
    ? await app.db
        .update(stories)
        .set({ ...values, updatedAt: now })
        .where(eq(stories.id, existing.id))
        .returning()
    : await app.db
        .insert(stories)
        .values({ userId: user.id, type: 'game', ...values })
        .returning();
  return presentCreation(row!, user.firstName);
}
