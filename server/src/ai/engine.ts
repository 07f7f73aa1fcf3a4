/**
 * What every engine of every capability is, and how one fails. A leaf: it imports nothing from the rest of ai/,
 * so the registry, the services and the engines can all import it without forming a cycle.
 */

export const CAPABILITIES = ['text', 'speech-to-text', 'text-to-speech', 'images', 'moderation', 'handwriting', 'pronunciation'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export interface EngineStatus {
  ok: boolean;
  message?: string;
}

export interface Engine {
  /** e.g. 'builtin', 'espeak-ng', 'pocketsphinx', 'openai-compatible'. */
  id: string;
  kind: 'builtin' | 'remote';
  check(): Promise<EngineStatus>;
}

/** An engine that failed before the one that answered, and why. */
export interface Fallback {
  engine: string;
  reason: string;
}

/** An engine failure with a short, loggable reason ('timeout', 'http 500', 'invalid json', …). */
export class EngineError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

export function reasonOf(error: unknown): string {
  if (error instanceof EngineError) return `${error.reason}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
