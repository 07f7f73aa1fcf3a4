import type { Engine } from '../engine.ts';
import type { Language } from '@common/domain/languages.ts';
import type { TextTask, TextTaskParsedInput } from '@common/contracts/ai.ts';

export interface TextRequest {
  /** The language the answer is written in. */
  language: Language;
  /** Same seed, same input, same engine → same answer (for the builtin engines; remote models try their best). */
  seed: number;
  /** Told as each part of a long answer is written (a lesson plan: lesson n of N), for a screen's progress. */
  onProgress?: (done: number, total: number) => void;
}

/** An engine of the text capability. It returns its raw answer; the text service validates it with the task's schema. */
export interface TextEngine extends Engine {
  generate<T extends TextTask>(task: T, input: TextTaskParsedInput<T>, request: TextRequest): Promise<unknown>;
}
