import { z } from 'zod';

const schema = z.object({
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_TEXT_MODEL: z.string().default('gpt-4o-mini'),
  AI_VISION_MODEL: z.string().optional(),
  AI_STT_MODEL: z.string().default('whisper-1'),
  AI_TTS_MODEL: z.string().default('tts-1'),
  AI_IMAGE_MODEL: z.string().default('dall-e-3'),
  /** Capabilities that use the remote provider when AI_BASE_URL is set; a comma list, default all. */
  AI_REMOTE_CAPABILITIES: z.string().default('text,speech-to-text,text-to-speech,images'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Wait before the one retry of a failed remote call. */
  AI_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).default(500),
  /** Where generated files (speech cache, images) are kept; defaults under DATA_DIR. */
  AI_FILES_DIR: z.string().optional(),
});

/** The AI variables the server reads; README and .env.example list each. */
export const AI_SETTINGS = Object.keys(schema.shape);

export interface AiConfig {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  models: { text: string; vision: string | undefined; stt: string; tts: string; image: string };
  remote: Set<string>;
  timeoutMs: number;
  /** Optional so configs written before it existed still type-check; 500 ms when absent. */
  retryBackoffMs?: number;
  filesDir: string | null;
}

/** AI settings from the environment. Without AI_BASE_URL every capability is served by its builtin engine. */
export function loadAiConfig(env: NodeJS.ProcessEnv, dataDir: string | null): AiConfig {
  const e = schema.parse(env);
  return {
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    models: { text: e.AI_TEXT_MODEL, vision: e.AI_VISION_MODEL, stt: e.AI_STT_MODEL, tts: e.AI_TTS_MODEL, image: e.AI_IMAGE_MODEL },
    remote: new Set(e.AI_BASE_URL ? e.AI_REMOTE_CAPABILITIES.split(',').map((s) => s.trim()) : []),
    timeoutMs: e.AI_TIMEOUT_MS,
    retryBackoffMs: e.AI_RETRY_BACKOFF_MS,
    filesDir: e.AI_FILES_DIR ?? (dataDir ? `${dataDir}/files` : null),
  };
}
