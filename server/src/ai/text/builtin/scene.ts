/**
 * Finds the characters, place, things, time of day and mood named in a child's words, in any of en, fr, ar and it
 * (a child may type English with a French interface). The story grammar and the SVG illustrator both build on it.
 */
import { lexicon, STORY_LANGUAGES, type LexCharacter, type LexObject, type LexSetting, type TimeOfDay } from './content.ts';
import { findWord, normalize } from './text-tools.ts';

export interface Scene {
  /** In the order the text names them. */
  characters: LexCharacter[];
  setting: LexSetting | null;
  objects: LexObject[];
  time: TimeOfDay | null;
  moods: Set<string>;
}

type Matchable = { id: string; match: Record<(typeof STORY_LANGUAGES)[number], string[]> };

/** Each entry found in the text, with the position of its first mention. */
function mentions<T extends Matchable>(text: string, entries: readonly T[]): { entry: T; at: number }[] {
  const found: { entry: T; at: number }[] = [];
  for (const entry of entries) {
    let first = -1;
    for (const language of STORY_LANGUAGES) {
      for (const word of entry.match[language]) {
        const at = findWord(text, word);
        if (at !== -1 && (first === -1 || at < first)) first = at;
      }
    }
    if (first !== -1) found.push({ entry, at: first });
  }
  return found.sort((a, b) => a.at - b.at);
}

export function extractScene(text: string): Scene {
  const haystack = normalize(text);
  const lex = lexicon();
  const characters = mentions(haystack, lex.characters).map((m) => m.entry);
  const settings = mentions(haystack, lex.settings);
  const objects = mentions(haystack, lex.objects).map((m) => m.entry);
  const times = mentions(haystack, lex.times);
  const moods = new Set(mentions(haystack, lex.moods).map((m) => m.entry.id));
  // "a magical forest where animals can talk": the first place named is where the story happens.
  return {
    characters,
    setting: settings[0]?.entry ?? null,
    // A setting's own word ("space" also names a rocket) is not also an object of the scene.
    objects: objects.filter((o) => !settings.some((s) => s.entry.id === o.id)),
    time: times[0]?.entry.id ?? null,
    moods,
  };
}

/** Animals a story may add when the child asked for "animals" without naming any. */
export const FRIENDLY_ANIMALS = ['rabbit', 'owl', 'fox', 'bear', 'mouse', 'turtle', 'bird', 'cat', 'dog', 'elephant', 'frog', 'monkey', 'penguin'];
