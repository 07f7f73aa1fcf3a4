/** Registries for tests: real engines, a temporary files folder, and a logger that remembers what it was told. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AiConfig } from '../config.ts';
import { AiRegistry, type AiLogger } from '../registry.ts';
import { registerText } from '../text/index.ts';
import { registerImages } from '../images/index.ts';

export interface RecordingLogger extends AiLogger {
  warnings: { details: Record<string, unknown>; message: string }[];
}

export function recordingLogger(): RecordingLogger {
  const warnings: RecordingLogger['warnings'] = [];
  return { warnings, warn: (details, message) => warnings.push({ details: details as Record<string, unknown>, message }) };
}

export function testAiConfig(overrides: Partial<AiConfig> = {}): AiConfig {
  return {
    baseUrl: undefined,
    apiKey: undefined,
    models: { text: 'gpt-4o-mini', vision: undefined, stt: 'whisper-1', tts: 'tts-1', image: 'dall-e-3' },
    remote: new Set(overrides.baseUrl ? ['text', 'speech-to-text', 'text-to-speech', 'images'] : []),
    timeoutMs: 2000,
    retryBackoffMs: 20,
    filesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'wren-ai-test-')),
    ...overrides,
  };
}

/** Text and images engines only (no speech or moderation), as the tests of this layer need. */
export function textAndImagesRegistry(config: AiConfig = testAiConfig()): { registry: AiRegistry; logger: RecordingLogger } {
  const logger = recordingLogger();
  const registry = new AiRegistry({ config, logger });
  registerText(registry, config);
  registerImages(registry, config);
  return { registry, logger };
}
