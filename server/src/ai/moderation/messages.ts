/**
 * What a child (or adult) reads when a prompt or an output is refused, or a quota is reached. The client shows the
 * server's message as it is, so the texts are the server's messages (content/messages/, group `moderation`), in en,
 * fr, ar and it; the others read English. They are written in the language of the conversation the prompt belongs
 * to, not the page's: a child practising French on an English page is answered in French. Which words are refused
 * is a separate matter: the lexicons are en, fr and ar (moderationLanguage).
 */
import { type Message, message, messageLanguage } from '../../http/messages.ts';
import type { Reason } from './types.ts';

/** The refusal for the most important reason found (reasons arrive in priority order), for a 422 to send. */
export function refusalMessage(language: string | undefined, reasons: readonly Reason[], audience: 'child' | 'adult'): Message {
  const said = audience === 'adult' ? message('moderation.adult') : message(`moderation.refused.${reasons[0] ?? 'default'}`);
  return said.fixedIn(messageLanguage(language));
}

export const outputWithheldMessage = (language: string | undefined) => message('moderation.output').in(messageLanguage(language));

export const quotaMessage = (language: string | undefined, limit: number) => message('moderation.quota', { limit }).fixedIn(messageLanguage(language));

export const warnedMessage = (language: string | undefined) => message('moderation.warned').in(messageLanguage(language));
