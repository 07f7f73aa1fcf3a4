/**
 * The builtin story title (spec 001 §5): themed from the first sentence's keywords (magic, forest, royal, hero,
 * ocean, friendship, animals), otherwise a generic title.
 */
import type { StoryTitle, TextTaskParsedInput } from '@common/contracts/ai.ts';
import { stories, STORY_LANGUAGES, type StoryLanguage } from './content.ts';
import type { Random } from './random.ts';
import { findWord, normalize } from './text-tools.ts';

export function firstSentence(text: string): string {
  return text.trim().split(/(?<=[.!?؟])\s+|\n/)[0] ?? text;
}

export function composeStoryTitle(input: TextTaskParsedInput<'storyTitle'>, language: StoryLanguage, random: Random): StoryTitle {
  const { themes, generic } = stories().storyTitles;
  const haystack = normalize(firstSentence(input.content));
  const theme = Object.values(themes).find((t) => STORY_LANGUAGES.some((l) => t.match[l].some((w) => findWord(haystack, w) !== -1)));
  return { title: random.pick(theme ? theme[language] : generic[language]) };
}
