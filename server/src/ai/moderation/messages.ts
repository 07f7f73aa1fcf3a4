/**
 * What a child (or adult) reads when a prompt or an output is refused, or a quota is reached. The client shows
 * the server's message as it is, so the texts live here, in content/moderation/messages.json, in en, fr, ar and it
 * (the interface's four complete languages); the others read the English text. Which words are refused is a separate
 * matter: the lexicons are en, fr and ar (moderationLanguage).
 */
import fs from 'node:fs';
import { z } from 'zod';
import { moderationContentPath } from './lexicon.ts';
import { moderationLanguage } from './engine.ts';
import { REASONS, type Reason } from './types.ts';

const languageMessages = z.object({
  // An enum-keyed record requires every key: each reason has its message.
  refused: z.record(z.enum([...REASONS, 'default']), z.string()),
  adult: z.string(),
  output: z.string(),
  quota: z.string(),
  /** A child's prompt let through at a lower safety level than high (parental controls): approved, with a warning. */
  warned: z.string(),
});
const messagesSchema = z.object({ en: languageMessages, fr: languageMessages, ar: languageMessages, it: languageMessages });
type Messages = z.infer<typeof messagesSchema>;

let loaded: Messages | null = null;
function messages(): Messages {
  loaded ??= messagesSchema.parse(JSON.parse(fs.readFileSync(moderationContentPath('messages.json'), 'utf8')));
  return loaded;
}

const forLanguage = (language: string | undefined) => {
  const base = (language ?? 'en').toLowerCase().split(/[-_]/)[0];
  return messages()[base === 'it' ? 'it' : moderationLanguage(language)];
};

/** The refusal for the most important reason found (reasons arrive in priority order). */
export function refusalMessage(language: string | undefined, reasons: readonly Reason[], audience: 'child' | 'adult'): string {
  const m = forLanguage(language);
  if (audience === 'adult') return m.adult;
  const reason = reasons[0];
  return reason ? m.refused[reason] : m.refused.default;
}

export const outputWithheldMessage = (language: string | undefined) => forLanguage(language).output;

export const quotaMessage = (language: string | undefined, limit: number) => forLanguage(language).quota.replace('{limit}', String(limit));

export const warnedMessage = (language: string | undefined) => forLanguage(language).warned;
