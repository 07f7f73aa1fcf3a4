/**
 * The words the offline recogniser listens for when a child speaks a story idea: content/creative-lab's
 * idea-vocabulary.json plus every English word of the story lexicon (characters, places, things), so whatever the
 * story writer can draw from, the child can also say.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { lexicon } from '../../ai/text/builtin/content.ts';

const vocabularySchema = z.object({ source: z.string(), words: z.array(z.string().regex(/^[a-z']+$/)).min(50) });

let cached: string[] | null = null;

export function ideaVocabulary(): string[] {
  if (cached) return cached;
  const file = new URL('../../../../content/creative-lab/idea-vocabulary.json', import.meta.url);
  const own = vocabularySchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).words;
  const lex = lexicon();
  const fromLexicon = [...lex.characters, ...lex.settings, ...lex.objects].flatMap((entry) =>
    entry.match.en.flatMap((phrase) => phrase.toLowerCase().split(/\s+/)),
  );
  cached = [...new Set([...own, ...fromLexicon])].filter((w) => /^[a-z']+$/.test(w)).sort();
  return cached;
}
