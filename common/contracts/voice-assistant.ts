import { z } from 'zod/mini';
import { text } from './text.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { ASSISTANT_TARGETS } from './ai.ts';

/** POST /api/prompting-bar/respond (spec 000 §7). */
export const assistantRequestSchema = z.object({
  userInput: text().check(z.trim(), z.minLength(1, 'Please say or type something first'), z.maxLength(500, 'That message is too long')),
  currentPage: z._default(text().check(z.maxLength(100)), '/dashboard'),
  language: z._default(z.enum(LANGUAGE_CODES as [string, ...string[]]), 'en'),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;

export const assistantResponseSchema = z.object({
  response: z.string(),
  /** A screen the assistant suggests opening, when the person asked to go somewhere. */
  navigateTo: z.nullable(z.enum(ASSISTANT_TARGETS)),
  engine: z.string(),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;
