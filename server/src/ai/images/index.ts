import type { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';
import { createRemoteClient } from '../remote/client.ts';
import { builtinImageEngine } from './builtin-engine.ts';
import { remoteImageEngine } from './remote-engine.ts';
import { ImageService } from './service.ts';

/** The builtin SVG illustrator always; the OpenAI-compatible images API first when configured. */
export function registerImages(registry: AiRegistry, config: AiConfig): void {
  registry.register('images', builtinImageEngine());
  const remote = config.remote.has('images') ? createRemoteClient(config) : null;
  if (remote) registry.register('images', remoteImageEngine(remote, config));
}

// One service per registry: it remembers its temporary folder when AiConfig.filesDir is not set.
const servicesByRegistry = new WeakMap<AiRegistry, ImageService>();

/** What features call: `imagesFor(app.ai).create(db, { ownerId, description, style })`. */
export function imagesFor(registry: AiRegistry): ImageService {
  let service = servicesByRegistry.get(registry);
  if (!service) {
    service = new ImageService(registry);
    servicesByRegistry.set(registry, service);
  }
  return service;
}
