import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api.ts';
import { sentenceForChild } from '@/lib/sentence-for-child.ts';

/**
 * What Wren says aloud when the server could not answer: the server's sentence when it is meant for the child (a
 * refusal, the quota). A 503 speaks to whoever runs the server (which engine, which setting), so the child hears one
 * of their own: that this language cannot be heard here yet, or to try again later. Anything else is the caller's
 * general trouble message (null).
 */
export function childFacingMessage(error: unknown, t: TFunction): string | null {
  const sentence = sentenceForChild(error);
  if (sentence !== null || !(error instanceof ApiError)) return sentence;
  if (error.body?.code === 'no_engine_for_language') return t('voice.cannotHearLanguage');
  if (error.status === 503) return t('voice.cannotAnswerNow');
  return null;
}
