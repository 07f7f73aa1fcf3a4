/**
 * The builtin story writer: a story grammar (beginning, middle, end) filled with the characters, place, things and
 * time of day the child asked for, and otherwise with seeded choices from the curated lexicon. It never repeats
 * the child's raw words, only lexicon entries it recognised, so nothing unvetted reaches the page.
 */
import type { Story, TextTaskParsedInput } from '@common/contracts/ai.ts';
import { lexicon, stories, type LexCharacter, type LexObject, type LexSetting, type StoryGrammar, type StoryLanguage, type TimeOfDay } from './content.ts';
import type { Random } from './random.ts';
import { extractScene, FRIENDLY_ANIMALS, type Scene } from './scene.ts';
import { fill, sentenceCase, titleCase, type Agreement, type Gender } from './text-tools.ts';

interface Cast {
  hero: LexCharacter;
  friend: LexCharacter;
  setting: LexSetting;
  object: LexObject;
  time: TimeOfDay;
  heroName: string;
  friendName: string;
  heroGender: Gender;
  friendGender: Gender;
}

/** French, Arabic and Italian nouns carry a gender; an English character may be a he or a she. */
const genderOf = (c: LexCharacter, language: StoryLanguage, random: Random): Gender => (language === 'en' ? random.pick(['m', 'f'] as const) : c[language].g);

function castFor(scene: Scene, language: StoryLanguage, grammar: StoryGrammar, random: Random): Cast {
  const lex = lexicon();
  const byId = (id: string) => lex.characters.find((c) => c.id === id)!;
  const named = [...scene.characters];
  if (named.length < 2 && scene.moods.has('animals')) {
    for (const id of random.shuffle(FRIENDLY_ANIMALS)) if (named.length < 2 && !named.some((c) => c.id === id)) named.push(byId(id));
  }
  const hero = named[0] ?? random.pick(lex.characters);
  const friend = named.find((c) => c.id !== hero.id) ?? random.pick(lex.characters.filter((c) => c.id !== hero.id));
  const heroGender = genderOf(hero, language, random);
  const friendGender = genderOf(friend, language, random);
  const heroName = random.pick(grammar.names[heroGender]);
  const friendPool = grammar.names[friendGender].filter((n) => n !== heroName);
  return {
    heroGender,
    friendGender,
    hero,
    friend,
    setting: scene.setting ?? random.pick(lex.settings),
    object: scene.objects[0] ?? random.pick(lex.objects),
    time: scene.time ?? (scene.setting?.id === 'space' ? 'night' : random.pick(['dawn', 'day', 'sunset', 'night'] as const)),
    heroName,
    friendName: random.pick(friendPool),
  };
}

function introduce(character: LexCharacter, language: StoryLanguage, random: Random, grammar: StoryGrammar): string {
  const adjective = random.pick(grammar.adjectives);
  if (language === 'en') return `a ${adjective.m} ${character.en.noun}`;
  return `${character[language].a} ${adjective[character[language].g]}`;
}

export function composeStory(input: TextTaskParsedInput<'story'>, language: StoryLanguage, random: Random): Story {
  const grammar = stories()[language];
  const scene = extractScene(input.prompt);
  const cast = castFor(scene, language, grammar, random);
  const slots = {
    heroName: cast.heroName,
    friendName: cast.friendName,
    heroA: introduce(cast.hero, language, random, grammar),
    friendA: introduce(cast.friend, language, random, grammar),
    placeIn: cast.setting[language].in,
    placeThe: cast.setting[language].the,
    placeDetail: cast.setting[language].detail,
    objA: cast.object[language].a,
    objThe: cast.object[language].the,
  };
  const agreement: Agreement = { h: cast.heroGender, f: cast.friendGender, o: cast.object[language].g };
  const say = (template: string) => sentenceCase(fill(template, slots, agreement));
  const title = titleCase(fill(random.pick(grammar.titles), slots, agreement), language);

  if (input.kind === 'poem') {
    const stanzas = grammar.poem.map((stanza) => stanza.map(say).join('\n'));
    return { title, content: stanzas.join('\n\n') };
  }

  const young = input.childAge !== undefined && input.childAge <= 5;
  const beginning = [say(random.pick(grammar.openings)), say(cast.setting[language].detail)];
  // Under the ground there is no sky to describe.
  if (cast.setting.id !== 'underground') beginning.push(say(random.pick(grammar.times[cast.time])));
  if (!young) beginning.push(say(random.pick(grammar.traits)));
  if (scene.moods.has('magic')) beginning.push(say(random.pick(grammar.moods.magic)));
  if (scene.moods.has('talking') || (scene.moods.has('animals') && scene.characters.length === 0)) beginning.push(say(random.pick(grammar.moods.talking)));
  if (scene.moods.has('invent') || cast.hero.id === 'inventor') beginning.push(say(random.pick(grammar.moods.invent)));

  const [trouble, answer] = random.pick(grammar.challenges);
  const middle = [say(random.pick(grammar.problems)), say(random.pick(grammar.meetings))];
  if (scene.moods.has('friendship') || scene.characters.length >= 2) middle.push(say(random.pick(grammar.friendship)));
  if (!young) middle.push(say(random.pick(grammar.searches)));
  middle.push(say(trouble), say(answer));
  if (scene.moods.has('magic')) middle.push(say(random.pick(grammar.twists.magic)));
  else if (scene.moods.has('invent') || cast.hero.id === 'inventor' || cast.hero.id === 'robot') middle.push(say(random.pick(grammar.twists.invent)));

  const end = [say(random.pick(grammar.found)), say(random.pick(grammar.endings)), say(random.pick(grammar.morals))];
  // Older readers get longer sentences: from 8, the first two sentences of each part are joined; from 10, every pair.
  const joins = input.childAge === undefined || input.childAge < 8 ? 1 : input.childAge < 10 ? 2 : Infinity;
  const grow = (sentences: string[]) => (joins === 1 ? sentences : joinSentences(sentences, language, joins, [cast.heroName, cast.friendName]));
  return { title, content: [grow(beginning).join(' '), grow(middle).join(' '), [...grow(end), grammar.closing].join(' ')].join('\n\n') };
}

const AND: Record<StoryLanguage, string> = { en: ', and ', fr: ', et ', ar: '، و', it: ', e ' };
/**
 * A sentence that already opens with "but" or "and" is not joined to the one before ("…, and but …"). Arabic joins
 * every sentence: one that opens with و ("and") keeps its own و instead of taking a second one.
 */
const OPENS_WITH_CONJUNCTION: Record<StoryLanguage, RegExp | null> = {
  en: /^(?:But|And)\b/,
  fr: /^(?:Mais|Et)\b/,
  ar: null,
  it: /^(?:Ma|E|Ed)\b/,
};

function conjunction(language: StoryLanguage, tail: string): string {
  // Italian says "ed" before a vowel e ("ed era una bella giornata").
  if (language === 'it' && /^e/i.test(tail)) return ', ed ';
  if (language === 'ar' && tail.startsWith('و')) return '، ';
  return AND[language];
}

/**
 * Joins pairs of sentences with "and" (up to `pairs - 1` joins from the start), so the sentences grow with the
 * reader's age. Only a sentence ending in a full stop is joined to the next, unless the next opens with "but" or
 * "and" (Arabic's و excepted); the next keeps its capital when it starts with a name.
 */
export function joinSentences(sentences: readonly string[], language: StoryLanguage, pairs: number, names: readonly string[]): string[] {
  const out: string[] = [];
  let joined = 0;
  for (let i = 0; i < sentences.length; i++) {
    const first = sentences[i]!;
    const next = sentences[i + 1];
    if (next !== undefined && joined < pairs - 1 && first.endsWith('.') && !first.endsWith('..') && !OPENS_WITH_CONJUNCTION[language]?.test(next)) {
      const keepCapital = language === 'ar' || names.some((name) => next.startsWith(name));
      const tail = keepCapital ? next : next.charAt(0).toLocaleLowerCase(language) + next.slice(1);
      out.push(`${first.slice(0, -1)}${conjunction(language, tail)}${tail}`);
      joined++;
      i++;
    } else out.push(first);
  }
  return out;
}
