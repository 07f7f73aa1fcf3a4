/**
 * The curated content of the builtin text engines, read from content/ai/*.json and validated with zod when first
 * used, so a mistake in a content file fails loudly at start (and in tests), never halfway through a story.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { FOCUS_AREAS } from '@common/contracts/ai.ts';

export const CONTENT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
/** The Creative Lab's stories, titles, games and alt texts are written in Italian too (issue 15). */
export const STORY_LANGUAGES = ['en', 'fr', 'ar', 'it'] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

const CONTENT_DIR = new URL('../../../../../content/ai/', import.meta.url);

const gender = z.enum(['m', 'f']);
const line = z.string().min(1);
const lines = z.array(line).min(1);
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ en: schema, fr: schema, ar: schema });
const matchWords = perLanguage(z.array(line));
const perStoryLanguage = <T extends z.ZodType>(schema: T) => z.object({ en: schema, fr: schema, ar: schema, it: schema });
/** The words a child may type for a lexicon entry, in every language a story is written in. */
const storyMatchWords = perStoryLanguage(z.array(line));

// --- lexicon ---------------------------------------------------------------------------------------------------

const characterSchema = z.object({
  id: line,
  shape: line,
  accessory: z.string().optional(),
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  match: storyMatchWords,
  en: z.object({ a: line, noun: line }),
  fr: z.object({ a: line, g: gender }),
  ar: z.object({ a: line, g: gender }),
  it: z.object({ a: line, g: gender }),
});
const placeForms = z.object({ in: line, the: line, detail: line, a: z.string().optional() });
const settingSchema = z.object({ id: line, scene: line, match: storyMatchWords, en: placeForms, fr: placeForms, ar: placeForms, it: placeForms });
const objectForms = z.object({ a: line, the: line, g: gender });
const objectSchema = z.object({ id: line, shape: line, match: storyMatchWords, en: objectForms, fr: objectForms, ar: objectForms, it: objectForms });
const tagSchema = z.object({ id: line, match: storyMatchWords });

export const lexiconSchema = z.object({
  source: line,
  characters: z.array(characterSchema).min(10),
  settings: z.array(settingSchema).min(8),
  objects: z.array(objectSchema).min(10),
  times: z.array(tagSchema.extend({ id: z.enum(['dawn', 'day', 'sunset', 'night']) })).length(4),
  moods: z.array(tagSchema),
});
export type Lexicon = z.infer<typeof lexiconSchema>;
export type LexCharacter = Lexicon['characters'][number];
export type LexSetting = Lexicon['settings'][number];
export type LexObject = Lexicon['objects'][number];
export type TimeOfDay = Lexicon['times'][number]['id'];

// --- stories ---------------------------------------------------------------------------------------------------

const storyGrammarSchema = z.object({
  adjectives: z.array(z.object({ m: line, f: line })).min(3),
  names: z.object({ m: lines, f: lines }),
  titles: lines,
  openings: lines,
  times: z.object({ dawn: lines, day: lines, sunset: lines, night: lines }),
  traits: lines,
  moods: z.object({ magic: lines, talking: lines, invent: lines }),
  problems: lines,
  meetings: lines,
  friendship: lines,
  searches: lines,
  challenges: z.array(z.tuple([line, line])).min(1),
  twists: z.object({ magic: lines, invent: lines }),
  found: lines,
  endings: lines,
  morals: lines,
  closing: line,
  poem: z.array(z.tuple([line, line])).min(3),
});
export type StoryGrammar = z.infer<typeof storyGrammarSchema>;

export const storiesSchema = z.object({
  source: line,
  en: storyGrammarSchema,
  fr: storyGrammarSchema,
  ar: storyGrammarSchema,
  it: storyGrammarSchema,
  storyTitles: z.object({
    source: line,
    themes: z.record(z.string(), z.object({ match: storyMatchWords, en: lines, fr: lines, ar: lines, it: lines })),
    generic: perStoryLanguage(lines),
  }),
  illustration: z.object({
    times: z.object({ dawn: perStoryLanguage(line), day: perStoryLanguage(line), sunset: perStoryLanguage(line), night: perStoryLanguage(line) }),
    styles: z.object({ cartoon: line, watercolor: line, digital: line, sketch: line, fantasy: line }),
    alt: perStoryLanguage(line),
    and: perStoryLanguage(line),
    with: perStoryLanguage(line),
  }),
});
export type Stories = z.infer<typeof storiesSchema>;

// --- parenting plans -----------------------------------------------------------------------------------------

const focusName = z.enum(FOCUS_AREAS);
const activityText = z.object({
  title: line,
  description: line,
  content: line,
  parentGuidance: line,
  expectedOutcome: line,
  materials: z.array(line).min(1),
});
const planText = z.object({
  title: line,
  titleNoName: line,
  description: line,
  notes: line,
  ownGoal: line,
  review: line,
  reviewObjective: line,
});

export const parentingSchema = z.object({
  source: line,
  goals: z.record(z.string(), z.object({ focus: z.array(focusName).min(1), label: perLanguage(line), en: line, fr: line, ar: line })),
  styles: z.record(z.string(), perLanguage(z.object({ name: line, tips: lines }))),
  focusAreas: z.record(focusName, perLanguage(z.object({ label: line, themes: lines, objectives: lines, tips: lines }))),
  activities: z
    .array(
      z.object({
        id: line,
        focus: focusName.nullable(),
        type: z.enum(['lesson', 'story', 'conversation', 'worksheet', 'other']),
        minutes: z.number().int().min(5).max(90),
        ages: z.tuple([z.number().int().min(1), z.number().int().max(18)]).refine(([a, b]) => a <= b, 'ages must be [min, max]'),
        en: activityText,
        fr: activityText,
        ar: activityText,
      }),
    )
    .min(12),
  text: perLanguage(planText),
});
export type Parenting = z.infer<typeof parentingSchema>;
export type ParentingActivity = Parenting['activities'][number];

// --- lesson plans --------------------------------------------------------------------------------------------

const phonicsFocusSchema = z.object({
  id: line,
  label: line,
  sound: line,
  keywords: lines,
  minAge: z.number().int().min(3).max(12),
  words: z.array(line).min(8),
  sentences: lines,
});
export type PhonicsFocus = z.infer<typeof phonicsFocusSchema>;
const activityTemplate = z.object({ name: line, minutes: z.number().int().min(5), description: line });
const named = z.object({ name: line, description: line });
const lessonText = z.object({
  planTitle: line,
  planDescription: line,
  planDescriptionFocus: line,
  lessonTitle: line,
  lessonDescription: line,
  levels: z.object({ easy: line, medium: line, hard: line }),
  styles: z.object({ interactive: line, structured: line, exploratory: line, mixed: line }),
  assessments: z.object({ formative: line, summative: line, 'project-based': line, mixed: line }),
  subjects: z.object({ writing: line, phonics: line, stem: line, creative: line }),
  topics: z.object({ writing: line, stem: line, creative: line }),
  objectives: z.object({ phonics: lines, writing: lines, stem: lines, creative: lines }),
  differentiation: line,
  activities: z.object({
    opening: named,
    closing: z.object({ formative: named, summative: named, 'project-based': named, mixed: named }),
    phonics: z.array(activityTemplate).min(1),
    writing: z.array(activityTemplate).min(1),
    stem: z.array(activityTemplate).min(1),
    creative: z.array(activityTemplate).min(1),
  }),
  exercises: z.record(z.string(), line),
});
export type LessonText = z.infer<typeof lessonText>;

export const lessonsSchema = z.object({
  source: line,
  phonics: perLanguage(z.array(phonicsFocusSchema).min(3)),
  text: perLanguage(lessonText),
});
export type Lessons = z.infer<typeof lessonsSchema>;

// --- assistant and recommendations -----------------------------------------------------------------------------

const ROUTES = ['/dashboard', '/writing-buddy', '/phonics-tutor', '/creative-lab', '/stem-mission-coach', '/my-progress', '/settings'] as const;
const intent = z.object({ match: matchWords, reply: perLanguage(line) });
export const assistantSchema = z.object({
  source: line,
  pages: z.array(z.object({ route: z.enum(ROUTES), name: perLanguage(line), keywords: matchWords, help: perLanguage(line) })).min(4),
  questionWords: matchWords,
  intents: z.object({ greeting: intent, thanks: intent, feeling: intent, about: intent }),
  navigate: perLanguage(line),
  unknown: perLanguage(line),
});
export type AssistantContent = z.infer<typeof assistantSchema>;

const MODULES = ['phonics-tutor', 'writing-buddy', 'stem-mission-coach', 'creative-lab'] as const;
const reasonText = z.object({
  sameGrade: line,
  nearGrade: line,
  needs: line,
  strong: line,
  interest: line,
  seats: line,
  full: line,
  fallback: line,
  join: line,
});
export const recommendationsSchema = z.object({
  source: line,
  subjects: z.record(z.string(), z.object({ modules: z.array(z.enum(MODULES)).min(1), interests: lines })),
  moduleInterests: z.record(z.enum(MODULES), line),
  moduleStyles: z.record(z.enum(MODULES), z.enum(['visual', 'auditory', 'kinesthetic', 'reading-writing'])),
  interestLabels: z.record(z.string(), perLanguage(line)),
  reasons: perLanguage(reasonText),
  modules: z.record(z.enum(MODULES), perLanguage(line)),
});
export type RecommendationsContent = z.infer<typeof recommendationsSchema>;

// --- loading ---------------------------------------------------------------------------------------------------

const cache = new Map<string, unknown>();

export function loadContent<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  if (!cache.has(file)) {
    const raw = JSON.parse(fs.readFileSync(new URL(file, CONTENT_DIR), 'utf8'));
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`content/ai/${file} is invalid at ${issue?.path.join('.')}: ${issue?.message}`);
    }
    cache.set(file, parsed.data);
  }
  return cache.get(file) as z.output<S>;
}

export const lexicon = (): Lexicon => loadContent('lexicon.json', lexiconSchema);
export const stories = (): Stories => loadContent('stories.json', storiesSchema);
export const parenting = (): Parenting => loadContent('parenting.json', parentingSchema);
export const lessons = (): Lessons => loadContent('lessons.json', lessonsSchema);
export const assistant = (): AssistantContent => loadContent('assistant.json', assistantSchema);
export const recommendations = (): RecommendationsContent => loadContent('recommendations.json', recommendationsSchema);

/** Loads and validates every content file now (at start-up and in tests) instead of on first use. */
export function loadAllContent(): void {
  lexicon();
  stories();
  parenting();
  lessons();
  assistant();
  recommendations();
}
