import { AiRegistry } from './registry.ts';
import type { AiConfig } from './config.ts';
import { registerText } from './text/index.ts';
import { registerImages } from './images/index.ts';
import { registerModeration } from './moderation/index.ts';
import { registerSpeech } from './speech/index.ts';

/** Every capability's engines: builtin always, the OpenAI-compatible provider when configured. */
export function createAiRegistry(config: AiConfig): AiRegistry {
  const registry = new AiRegistry();
  registerText(registry, config);
  registerImages(registry, config);
  registerModeration(registry, config);
  registerSpeech(registry, config);
  return registry;
}
