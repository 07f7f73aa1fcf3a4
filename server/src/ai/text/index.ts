import type { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';
import { createRemoteClient } from '../remote/client.ts';
import { builtinTextEngine } from './builtin/index.ts';
import { remoteTextEngine } from './remote-engine.ts';
import { TextService } from './service.ts';

/** The builtin engine always; the OpenAI-compatible chat model first when AI_BASE_URL is set and text is remote. */
export function registerText(registry: AiRegistry, config: AiConfig): void {
  registry.register('text', builtinTextEngine());
  const remote = config.remote.has('text') ? createRemoteClient(config) : null;
  if (remote) registry.register('text', remoteTextEngine(remote, config));
}

const servicesByRegistry = new WeakMap<AiRegistry, TextService>();

/** What features call: `textFor(app.ai).generate(task, input, { language, seed })`. */
export function textFor(registry: AiRegistry): TextService {
  let service = servicesByRegistry.get(registry);
  if (!service) {
    service = new TextService(registry);
    servicesByRegistry.set(registry, service);
  }
  return service;
}
