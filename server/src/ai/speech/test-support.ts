/** Shared by the speech tests: a registry with only the speech engines, a temporary files directory, captured logs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';
import { registerSpeech, speechFor, type SpeechServices } from './index.ts';

export interface LoggedWarning {
  details: Record<string, unknown>;
  message: string;
}

export interface SpeechTestKit {
  registry: AiRegistry;
  config: AiConfig;
  speech: SpeechServices;
  warnings: LoggedWarning[];
}

export function tempFilesDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'wren-speech-test-'));
}

export function speechConfig(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: undefined,
    apiKey: undefined,
    models: { text: 'gpt-4o-mini', vision: undefined, stt: 'whisper-1', tts: 'tts-1', image: 'dall-e-3' },
    remote: new Set(overrides.baseUrl ? ['text-to-speech', 'speech-to-text'] : []),
    timeoutMs: 2_000,
    retryBackoffMs: 10,
    filesDir: null,
    ...overrides,
  };
}

export function speechKit(overrides: Partial<AiConfig> = {}): SpeechTestKit {
  const config = speechConfig(overrides);
  const warnings: LoggedWarning[] = [];
  const registry = new AiRegistry({ config, logger: { warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }) } });
  registerSpeech(registry, config);
  return { registry, config, speech: speechFor(registry), warnings };
}
