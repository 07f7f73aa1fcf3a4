import { expect, it } from 'vitest';
import { AiRegistry } from '../registry.ts';
import { loadAiConfig } from '../config.ts';
import { registerModeration } from './index.ts';

it('registers a builtin moderation engine that reports healthy without any network', async () => {
  const registry = new AiRegistry();
  registerModeration(registry, loadAiConfig({}, null));
  const health = await registry.health();
  expect(health.moderation).toEqual({ ok: true, engine: 'builtin', kind: 'builtin' });
});
