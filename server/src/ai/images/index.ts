import type { AiRegistry } from '../registry.ts';
import type { AiConfig } from '../config.ts';
import { createRemoteClient } from '../remote/client.ts';
import { builtinImageEngine } from './builtin-engine.ts';
import { remoteImageEngine } from './remote-engine.ts';

/** The builtin SVG illustrator always; the OpenAI-compatible images API first when configured. */
export function registerImages(registry: AiRegistry, config: AiConfig): void {
  registry.register('images', builtinImageEngine());
  const remote = config.remote.has('images') ? createRemoteClient(config) : null;
  if (remote) registry.register('images', remoteImageEngine(remote, config));
}
