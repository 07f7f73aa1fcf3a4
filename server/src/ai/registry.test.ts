import { describe, expect, it } from 'vitest';
import { EngineError } from './engine.ts';
import { AiRegistry } from './registry.ts';
import { createAiRegistry } from './setup.ts';
import { recordingLogger, testAiConfig } from './testing/test-registry.ts';
import { imagesFor } from './images/index.ts';

describe('AI registry', () => {
  it('createAiRegistry keeps the config, so files go to AiConfig.filesDir', async () => {
    const config = testAiConfig();
    const registry = createAiRegistry(config);
    expect(registry.config).toBe(config);
    expect(await imagesFor(registry).directory()).toBe(`${config.filesDir}/images`);
  });

  it('without AI_BASE_URL, text and images are served by the builtin engines', async () => {
    const health = await createAiRegistry(testAiConfig()).health();
    expect(health.text).toEqual({ ok: true, engine: 'builtin', kind: 'builtin' });
    expect(health.images).toEqual({ ok: true, engine: 'builtin-svg', kind: 'builtin' });
  });

  it('run() falls back in order, logs each fallback with its reason, and answers 503 when none is left', async () => {
    const logger = recordingLogger();
    const registry = new AiRegistry({ logger });
    const failing = { id: 'remote-a', kind: 'remote' as const, check: async () => ({ ok: true }) };
    const working = { id: 'local-b', kind: 'builtin' as const, check: async () => ({ ok: true }) };
    registry.register('handwriting', working);
    registry.register('handwriting', failing);
    expect(registry.enginesFor('handwriting').map((e) => e.id)).toEqual(['remote-a', 'local-b']);
    const result = await registry.run('handwriting', 'test', async (engine) => {
      if (engine.id === 'remote-a') throw new EngineError('timeout', 'too slow');
      return 'done';
    });
    expect(result).toMatchObject({ result: 'done', fallbacks: [{ engine: 'remote-a', reason: 'timeout: too slow' }] });
    expect(logger.warnings).toEqual([
      {
        details: expect.objectContaining({ capability: 'handwriting', engine: 'remote-a', fallbackTo: 'local-b', reason: 'timeout: too slow' }),
        message: 'AI fallback: remote-a failed, local-b answers',
      },
    ]);
    await expect(registry.run('handwriting', 'test', async () => Promise.reject(new Error('broken')))).rejects.toMatchObject({
      status: 503,
      code: 'ai_unavailable',
    });
    await expect(registry.run('pronunciation', 'test', async () => 'never')).rejects.toMatchObject({ status: 503 });
  });
});
