/**
 * Creative Lab (spec 001 §2–9, issue 15): story generation, pictures, the child's creations and voice ideas. Call
 * shapes follow spec 001 §7; the extra fields (title, parts, quota, warning) are additions the screen reads.
 */
import { z } from 'zod/mini';
import { normalizeLanguage, type Language } from '../domain/languages.ts';
import { ILLUSTRATION_STYLES, STORY_GAME_MAX_CHOICES, STORY_GAME_MIN_CHOICES, STORY_KINDS, storyGameSchema } from './ai.ts';
import { text } from './text.ts';

export const CREATION_TYPES = ['story', 'art', 'game'] as const;
export type CreationType = (typeof CREATION_TYPES)[number];

export const MAX_PROMPT = 1000;
export const MAX_STORY = 6000;
export const MAX_TITLE = 120;
export const MAX_IMAGES = 6;
export const TRANSCRIBE_MAX_BYTES = 2 * 1024 * 1024;
/** A spoken idea: at most 30 s. */
export const TRANSCRIBE_MAX_SECONDS = 30;

const language = z.pipe(
  text().check(z.trim()),
  z.transform((value, ctx): Language => {
    const code = normalizeLanguage(value);
    if (!code) {
      ctx.issues.push({ code: 'custom', message: 'Unknown language', input: value });
      return z.NEVER;
    }
    return code;
  }),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idSchema = text({ error: 'A story id is required' }).check(
  z.regex(UUID, 'Unknown story'),
  z.meta({ examples: ['6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b'] }),
);

const prompt = text({ error: 'Please write a story idea first' }).check(
  z.trim(),
  z.minLength(1, 'Please write a story idea first'),
  z.maxLength(MAX_PROMPT, 'The story idea is too long'),
);

/** POST /api/creative-lab/generate. */
export const generateRequestSchema = z.object({
  prompt,
  type: z._default(z.enum(STORY_KINDS), 'story'),
  language: z._default(language, 'en'),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;

export const quotaSchema = z.object({ remaining: z.nullable(z.number()), limit: z.nullable(z.number()) });
export type Quota = z.infer<typeof quotaSchema>;

export const generateResponseSchema = z.object({
  success: z.boolean(),
  content: z.string(),
  title: z.string(),
  /** A gentle note when the parents' safety level let through what the high level would refuse. */
  warning: z.nullable(z.string()),
  quota: z.nullable(quotaSchema),
  engine: z.string(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** POST /api/creative-lab/generate-illustration: one picture per part of the story (parts are split by blank lines). */
export const illustrationRequestSchema = z
  .object({
    storyText: z._default(text().check(z.trim(), z.maxLength(MAX_STORY, 'The story is too long')), ''),
    prompt: z._default(text().check(z.trim(), z.maxLength(MAX_PROMPT, 'The description is too long')), ''),
    language: z._default(language, 'en'),
    style: z._default(z.enum(ILLUSTRATION_STYLES), 'cartoon'),
    /** 'story' draws one picture per part; 'art' draws one picture of the description. */
    type: z._default(z.enum(['story', 'art']), 'story'),
  })
  .check(z.refine((v) => v.storyText.length > 0 || v.prompt.length > 0, { message: 'Write a story or a description first', path: ['prompt'] }));
export type IllustrationRequest = z.input<typeof illustrationRequestSchema>;

export const pictureSchema = z.object({ url: z.string(), altText: z.string() });
export type Picture = z.infer<typeof pictureSchema>;

export const illustrationResponseSchema = z.object({
  success: z.boolean(),
  /** The first picture (spec 001 §7). */
  imageUrl: z.string(),
  images: z.array(pictureSchema),
  quota: z.nullable(quotaSchema),
  /** The art generator's piece, saved to My Creations as type art. */
  creationId: z.nullable(z.string()),
});
export type IllustrationResponse = z.infer<typeof illustrationResponseSchema>;

const IMAGE_URL = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const imageUrl = text().check(
  z.regex(IMAGE_URL, 'Pictures must be ones made in Creative Lab'),
  z.meta({ examples: ['/api/images/6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b'] }),
);

const storyFields = {
  title: text({ error: 'Please give your story a title' }).check(
    z.trim(),
    z.minLength(1, 'Please give your story a title'),
    z.maxLength(MAX_TITLE, `The title must be at most ${MAX_TITLE} characters`),
  ),
  content: text({ error: 'There is no story to save yet' }).check(
    z.trim(),
    z.minLength(1, 'There is no story to save yet'),
    z.maxLength(MAX_STORY, 'The story is too long'),
  ),
  images: z._default(z.array(imageUrl).check(z.maxLength(MAX_IMAGES, `At most ${MAX_IMAGES} pictures`)), []),
  type: z._default(z.literal('story'), 'story'),
  language: z._default(language, 'en'),
};

/** POST /api/creative-lab/save-story (spec 001 §7: id, title, content, images, type, language; a new story has no id). */
export const saveStoryRequestSchema = z.object({ id: z.optional(z.nullable(idSchema)), ...storyFields });
export type SaveStoryRequest = z.input<typeof saveStoryRequestSchema>;

/** POST /api/creative-lab/update-story: the same shape, with the id of the story to change. */
export const updateStoryRequestSchema = z.object({ id: idSchema, ...storyFields });
export type UpdateStoryRequest = z.input<typeof updateStoryRequestSchema>;

export const storyIdRequestSchema = z.object({ id: idSchema });

export const creationSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  type: z.enum(CREATION_TYPES),
  language: z.string(),
  thumbnail: z.nullable(z.string()),
  sharedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The child's first name: the storybook's author. */
  author: z.string(),
  /** A game's intro, question and choices with their endings (type game); null for stories and art. */
  game: z.nullable(storyGameSchema),
});
export type Creation = z.infer<typeof creationSchema>;

export const storyResponseSchema = z.object({ success: z.literal(true), story: creationSchema });
export type StoryResponse = z.infer<typeof storyResponseSchema>;
export const deleteResponseSchema = z.object({ success: z.literal(true) });

export const creationsQuerySchema = z.object({
  childId: z.optional(text().check(z.regex(UUID, 'Unknown child'), z.meta({ examples: ['6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b'] }))),
});
export const creationsResponseSchema = z.object({ success: z.literal(true), stories: z.array(creationSchema) });
export type CreationsResponse = z.infer<typeof creationsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Game Builder (issue 15): a saved story becomes a choose-your-path game, then the child edits, plays and keeps it.

export const MAX_GAME_INTRO = 1500;
export const MAX_GAME_QUESTION = 200;
export const MAX_CHOICE = 120;
export const MAX_ENDING = 1500;

/** POST /api/creative-lab/generate-game: a game from one of the child's saved stories, in the story's language. */
export const generateGameRequestSchema = z.object({ storyId: idSchema });
export type GenerateGameRequest = z.input<typeof generateGameRequestSchema>;

export const generateGameResponseSchema = z.object({
  success: z.boolean(),
  /** The game, or null when its text was withheld (message says why). */
  game: z.nullable(storyGameSchema),
  title: z.string(),
  message: z.nullable(z.string()),
  quota: z.nullable(quotaSchema),
  engine: z.string(),
});
export type GenerateGameResponse = z.infer<typeof generateGameResponseSchema>;

const gameText = (what: string, max: number) =>
  text({ error: `${what} is required` }).check(z.trim(), z.minLength(1, `${what} is required`), z.maxLength(max, `${what} must be at most ${max} characters`));

/** The game as the child edited it. */
export const gameInputSchema = z.object({
  intro: gameText('The beginning of the game', MAX_GAME_INTRO),
  question: gameText('The question', MAX_GAME_QUESTION),
  choices: z
    .array(z.object({ text: gameText('Each choice', MAX_CHOICE), ending: gameText('Each ending', MAX_ENDING) }), { error: 'A game needs choices' })
    .check(
      z.minLength(STORY_GAME_MIN_CHOICES, `A game needs ${STORY_GAME_MIN_CHOICES} or ${STORY_GAME_MAX_CHOICES} choices`),
      z.maxLength(STORY_GAME_MAX_CHOICES, `A game needs ${STORY_GAME_MIN_CHOICES} or ${STORY_GAME_MAX_CHOICES} choices`),
    ),
});
export type GameInput = z.input<typeof gameInputSchema>;

/** POST /api/creative-lab/save-game: a new game (no id) from the story storyId, or the child's game `id` changed. */
export const saveGameRequestSchema = z
  .object({
    id: z.optional(z.nullable(idSchema)),
    /** The story the new game is made from (its pictures and language go with it); not needed to change a game. */
    storyId: z.optional(z.nullable(idSchema)),
    title: storyFields.title,
    game: gameInputSchema,
  })
  .check(z.refine((v) => Boolean(v.id || v.storyId), { message: 'Choose one of your stories first', path: ['storyId'] }));
export type SaveGameRequest = z.input<typeof saveGameRequestSchema>;

export const storyParamsSchema = z.object({
  id: text().check(z.meta({ examples: ['6f1c2a3b-1d2e-4f50-8a9b-0c1d2e3f4a5b'] })),
  file: z.enum(['book.html', 'book.pdf'], { error: 'Ask for book.html or book.pdf' }),
});

export const transcribeFieldsSchema = z.object({ language: z._default(language, 'en') });
export const transcribeResponseSchema = z.object({ success: z.literal(true), text: z.string(), engine: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** The parts of a story: paragraphs split by blank lines (beginning, problem, ending). */
export function storyParts(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
