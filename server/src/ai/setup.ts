import { AiRegistry, type AiLogger } from './registry.ts';
import type { AiConfig } from './config.ts';
import { registerText } from './text/index.ts';
import { registerImages } from './images/index.ts';
import { registerModeration } from './moderation/index.ts';
import { registerSpeech } from './speech/index.ts';
import { registerHandwriting } from './handwriting/index.ts';
import { registerPronunciation } from './pronunciation/index.ts';

/** Every capability's engines: builtin always, the OpenAI-compatible provider when configured. */
export function createAiRegistry(config: AiConfig, options: { logger?: AiLogger } = {}): AiRegistry {
  // The registry keeps the config: services read filesDir and timeouts from it.
  const registry = new AiRegistry({ config, logger: options.logger });
  registerText(registry, config);
  registerImages(registry, config);
  registerModeration(registry, config);
  registerSpeech(registry, config);
  registerHandwriting(registry, config);
  registerPronunciation(registry, config);
  return registry;
}
