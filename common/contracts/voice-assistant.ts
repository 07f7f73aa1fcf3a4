import { z } from 'zod';
import { text } from './text.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { ASSISTANT_TARGETS } from './ai.ts';

/** POST /api/prompting-bar/respond (spec 000 §7). */
export const assistantRequestSchema = z.object({
  userInput: text().trim().min(1, 'Please say or type something first').max(500, 'That message is too long'),
  currentPage: text().max(100).default('/dashboard'),
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]).default('en'),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;

export const assistantResponseSchema = z.object({
  response: z.string(),
  /** A screen the assistant suggests opening, when the person asked to go somewhere. */
  navigateTo: z.enum(ASSISTANT_TARGETS).nullable(),
  engine: z.string(),
});
export type AssistantResponse = z.infer<typeof assistantResponseSchema>;
