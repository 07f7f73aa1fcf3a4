/** The builtin text engine: every task composed offline from grammars and curated content, seeded. */
import type { TextTask, TextTaskParsedInput } from '@common/contracts/ai.ts';
import type { Language } from '@common/domain/languages.ts';
import type { TextEngine, TextRequest } from '../engine.ts';
import { loadAllContent, type ContentLanguage, type StoryLanguage } from './content.ts';
import { createRandom } from './random.ts';
import { composeStory } from './story.ts';
import { composeStoryTitle } from './title.ts';
import { composeStoryGame } from './game.ts';
import { composeIllustrationPrompt } from './illustration.ts';
import { composeAssistantReply } from './assistant.ts';
import { composeParentingPlan } from './parenting.ts';
import { composeLessonPlan } from './lesson.ts';
import { composeCourseRecommendations, composeStudentRecommendations } from './recommendations.ts';
import { canadianSpelling } from './text-tools.ts';

/** The builtin content is written in en, fr and ar; other languages are answered in English, honestly labelled. */
export function contentLanguageOf(language: Language): ContentLanguage {
  return language === 'fr' || language === 'ar' ? language : 'en';
}

/** The Creative Lab's stories, titles, games and alt texts are written in Italian as well (issue 15). */
export function storyLanguageOf(language: Language): StoryLanguage {
  return language === 'it' ? 'it' : contentLanguageOf(language);
}

/** Only the story tasks have Italian content; the others answer an Italian reader in English. */
const english = (language: StoryLanguage): ContentLanguage => (language === 'it' ? 'en' : language);

const STORY_TASKS: ReadonlySet<TextTask> = new Set(['story', 'storyTitle', 'storyGame', 'illustrationPrompt']);

function compose(task: TextTask, input: unknown, language: StoryLanguage, seed: number, onProgress?: TextRequest['onProgress']): unknown {
  const random = createRandom(seed);
  switch (task) {
    case 'story':
      return composeStory(input as TextTaskParsedInput<'story'>, language, random);
    case 'storyTitle':
      return composeStoryTitle(input as TextTaskParsedInput<'storyTitle'>, language, random);
    case 'storyGame':
      return composeStoryGame(input as TextTaskParsedInput<'storyGame'>, language, random);
    case 'illustrationPrompt':
      return composeIllustrationPrompt(input as TextTaskParsedInput<'illustrationPrompt'>, language, random);
    case 'assistantReply':
      return composeAssistantReply(input as TextTaskParsedInput<'assistantReply'>, english(language));
    case 'parentingPlan':
      return composeParentingPlan(input as TextTaskParsedInput<'parentingPlan'>, english(language), random);
    case 'lessonPlan':
      // A lesson plan carries its own language (en, fr or ar), chosen in the teacher's form.
      return composeLessonPlan(input as TextTaskParsedInput<'lessonPlan'>, random, onProgress);
    case 'studentRecommendations':
      return composeStudentRecommendations(input as TextTaskParsedInput<'studentRecommendations'>, english(language));
    case 'courseRecommendations':
      return composeCourseRecommendations(input as TextTaskParsedInput<'courseRecommendations'>, english(language));
  }
}

/** Applies Canadian spelling to every string of an answer. */
function canadian(value: unknown): unknown {
  if (typeof value === 'string') return canadianSpelling(value);
  if (Array.isArray(value)) return value.map(canadian);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, canadian(v)]));
  return value;
}

export function builtinTextEngine(): TextEngine {
  loadAllContent();
  return {
    id: 'builtin',
    kind: 'builtin',
    check: async () => ({ ok: true }),
    async generate<T extends TextTask>(task: T, input: TextTaskParsedInput<T>, request: TextRequest) {
      const language = STORY_TASKS.has(task) ? storyLanguageOf(request.language) : contentLanguageOf(request.language);
      const output = compose(task, input, language, request.seed, request.onProgress);
      return request.language === 'en-CA' ? canadian(output) : output;
    },
  };
}
