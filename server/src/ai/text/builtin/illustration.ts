/**
 * The builtin illustration prompt: the scene the words describe (characters, place, things, time of day), in a
 * chosen style, as one paragraph an image model can draw from, plus alt text in the reader's language. Image
 * models read English best, so the prompt itself is always English.
 */
import type { IllustrationPrompt, TextTaskParsedInput } from '@common/contracts/ai.ts';
import { lexicon, stories, type StoryLanguage } from './content.ts';
import type { Random } from './random.ts';
import { extractScene, FRIENDLY_ANIMALS, type Scene } from './scene.ts';
import { fill, joinList } from './text-tools.ts';

/** The scene to draw; what the words leave open is chosen with the seed so the picture is never empty. */
export function completeScene(text: string, random: Random): Scene & { setting: NonNullable<Scene['setting']>; time: NonNullable<Scene['time']> } {
  const scene = extractScene(text);
  const lex = lexicon();
  const characters = scene.characters.length
    ? scene.characters.slice(0, 3)
    : scene.moods.has('animals')
      ? random.sample(FRIENDLY_ANIMALS, 2).map((id) => lex.characters.find((c) => c.id === id)!)
      : [random.pick(lex.characters)];
  return {
    ...scene,
    characters,
    setting: scene.setting ?? random.pick(lex.settings),
    objects: scene.objects.slice(0, 3),
    time: scene.time ?? (scene.setting?.id === 'space' ? 'night' : 'day'),
  };
}

export function composeIllustrationPrompt(input: TextTaskParsedInput<'illustrationPrompt'>, language: StoryLanguage, random: Random): IllustrationPrompt {
  const content = stories().illustration;
  const scene = completeScene(`${input.prompt} ${input.storyText}`, random);
  const englishSubjects = joinList(
    scene.characters.map((c) => c.en.a),
    'en',
  );
  const englishObjects = joinList(
    scene.objects.map((o) => o.en.a),
    'en',
  );
  const mood = scene.moods.has('magic') ? ' Gentle magical sparkles float in the air.' : '';
  const prompt =
    `A ${content.styles[input.style]} illustration for a children's picture book: ${englishSubjects} ${scene.setting.en.in}, ` +
    `${content.times[scene.time].en}${englishObjects ? `, with ${englishObjects}` : ''}. ${scene.setting.en.detail}${mood} ` +
    'Friendly faces, soft rounded shapes, bright but calm colours, no text, nothing scary.';

  // Arabic alt text names things with their definite forms (the indefinite object forms are accusative).
  const subjects = joinList(
    scene.characters.map((c) => (language === 'en' ? c.en.a : c[language].a)),
    language,
  );
  const objects = joinList(
    scene.objects.map((o) => (language === 'ar' ? o.ar.the : o[language].a)),
    language,
  );
  const altText =
    fill(content.alt[language], { subjects, placeIn: scene.setting[language].in, time: content.times[scene.time][language] }).replace(/[.。]$/, '') +
    (objects ? fill(content.with[language], { objects }) : '') +
    (language === 'ar' ? '.' : '.');
  return { prompt: prompt.slice(0, 1000), altText: altText.slice(0, 300) };
}
