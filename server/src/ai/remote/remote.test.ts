import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storySchema } from '@common/contracts/ai.ts';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai-server.ts';
import { testAiConfig, textAndImagesRegistry } from '../testing/test-registry.ts';
import { textFor } from '../text/index.ts';
import { imagesFor } from '../images/index.ts';

const REMOTE_STORY = {
  title: 'The Moon Garden',
  content: 'Once upon a time a rabbit planted seeds on the moon. They grew into silver flowers. Everyone came to see.',
};
const storyInput = { prompt: 'a rabbit on the moon' };

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ chat: () => REMOTE_STORY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const setup = (timeoutMs = 2000) => textAndImagesRegistry(testAiConfig({ baseUrl: fake.url, timeoutMs }));
const chatCalls = () => fake.requests.filter((r) => r.path === '/v1/chat/completions');

describe('remote text provider against the fake OpenAI server', () => {
  it('answers with the remote JSON when it is valid, asking for a JSON object', async () => {
    const { registry, logger } = setup();
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en', seed: 1 });
    expect(result.engine).toBe('openai-compatible');
    expect(result.kind).toBe('remote');
    expect(result.output).toEqual(REMOTE_STORY);
    expect(logger.warnings).toHaveLength(0);
    const body = chatCalls()[0]!.body as { response_format: { type: string }; messages: { content: string }[]; model: string };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages[0]!.content).toContain('JSON Schema');
  });

  it('an Italian request asks the model for Italian, and the builtin engine that stands in for it writes Italian too', async () => {
    const { registry } = setup();
    await textFor(registry).generateDetailed('story', { prompt: 'un drago che ha paura del buio' }, { language: 'it', seed: 1 });
    const body = chatCalls()[0]!.body as { messages: { content: string }[] };
    expect(body.messages[0]!.content).toContain('Write every text field in Italian (it).');
    fake.failNext('http500', 2);
    const fallback = await textFor(registry).generateDetailed('story', { prompt: 'un drago che ha paura del buio' }, { language: 'it', seed: 1 });
    expect(fallback.engine).toBe('builtin');
    expect((fallback.output as { content: string }).content).toMatch(/drago[\s\S]*Fine\.$/);
  });

  it('a 500 is retried once, then the builtin engine answers and the fallback is logged', async () => {
    const { registry, logger } = setup();
    fake.failNext('http500', 2);
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en', seed: 1 });
    expect(chatCalls()).toHaveLength(2);
    expect(result.engine).toBe('builtin');
    expect(storySchema.safeParse(result.output).success).toBe(true);
    expect(result.fallbacks).toEqual([{ engine: 'openai-compatible', reason: expect.stringContaining('http 500') }]);
    expect(logger.warnings[0]).toMatchObject({ details: { capability: 'text', engine: 'openai-compatible', fallbackTo: 'builtin' } });
    expect(logger.warnings[0]!.details.reason).toMatch(/http 500 \(twice\)/);
  });

  it('one 500 then a good answer: the retry succeeds and nothing falls back', async () => {
    const { registry, logger } = setup();
    fake.failNext('http500', 1);
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en' });
    expect(chatCalls()).toHaveLength(2);
    expect(result.engine).toBe('openai-compatible');
    expect(logger.warnings).toHaveLength(0);
  });

  it('a server that never answers times out, is retried, and the builtin engine answers', async () => {
    const { registry, logger } = setup(300);
    fake.failNext('hang', 2);
    // The fake never answers, so reaching the builtin engine at all proves both calls timed out.
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en' });
    expect(result.engine).toBe('builtin');
    expect(chatCalls().map((r) => r.failure)).toEqual(['hang', 'hang']);
    await vi.waitFor(() => expect(chatCalls().map((r) => r.abandoned)).toEqual([true, true]));
    expect(logger.warnings[0]!.details.reason).toMatch(/timeout/);
  });

  it('malformed JSON from the model is retried once, then the builtin engine answers', async () => {
    const { registry, logger } = setup();
    fake.failNext('malformed-json', 2);
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en' });
    expect(chatCalls()).toHaveLength(2);
    expect(result.engine).toBe('builtin');
    expect(logger.warnings[0]!.details.reason).toMatch(/invalid json/);
  });

  it('JSON of the wrong shape is retried once, then the builtin engine answers', async () => {
    const { registry, logger } = setup();
    fake.failNext('schema-invalid', 2);
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en' });
    expect(chatCalls()).toHaveLength(2);
    expect(result.engine).toBe('builtin');
    expect(logger.warnings[0]!.details.reason).toMatch(/schema invalid/);
  });

  it('a broken HTTP body is treated like any other failure', async () => {
    const { registry } = setup();
    fake.failNext('malformed-body', 2);
    const result = await textFor(registry).generateDetailed('story', storyInput, { language: 'en' });
    expect(result.engine).toBe('builtin');
  });

  it('a recommendation naming a student who was not offered is refused and the builtin engine answers', async () => {
    const { registry } = setup();
    fake.set({ chat: () => ({ recommendations: [{ studentId: 'someone-else', studentName: 'X', reason: 'Because.', matchScore: 90 }] }) });
    const result = await textFor(registry).generateDetailed('studentRecommendations', {
      course: { code: 'LIT-2A', name: 'English', grade: 'Grade 2' },
      availableStudents: [{ id: 's1', name: 'Noor', age: 7, moduleProgress: { 'phonics-tutor': 30 } }],
    });
    expect(result.engine).toBe('builtin');
    expect(result.output.recommendations[0]!.studentId).toBe('s1');
    fake.set({ chat: () => REMOTE_STORY });
  });

  it('the remote check lists the models; health names the remote engine while it answers', async () => {
    const { registry } = setup();
    const health = await registry.health();
    expect(health.text).toEqual({ ok: true, engine: 'openai-compatible', kind: 'remote' });
    expect(health.images).toEqual({ ok: true, engine: 'openai-compatible', kind: 'remote' });
  });

  it('with the remote server gone, health says the builtin engine serves and why', async () => {
    const gone = await startFakeOpenAi();
    const url = gone.url;
    await gone.close();
    const { registry } = textAndImagesRegistry(testAiConfig({ baseUrl: url }));
    const health = await registry.health();
    expect(health.text).toMatchObject({ ok: true, engine: 'builtin', kind: 'builtin' });
    expect(health.text.message).toMatch(/openai-compatible: network/);
  });
});

describe('remote images provider against the fake OpenAI server', () => {
  it('stores the PNG the images API returns', async () => {
    const { registry } = setup();
    const { openDatabase } = await import('../../db/client.ts');
    const { buildChild } = await import('../../test/factories.ts');
    const database = await openDatabase({ dataDir: null });
    try {
      const child = await buildChild(database.db);
      const image = await imagesFor(registry).create(database.db, { ownerId: child.id, description: 'a whale in the ocean', style: 'watercolor' });
      expect(image).toMatchObject({ engine: 'openai-compatible', mime: 'image/png', url: `/api/images/${image.id}` });
      const request = fake.requests.find((r) => r.path === '/v1/images/generations')!;
      expect((request.body as { prompt: string }).prompt).toMatch(/whale/);
      const row = await imagesFor(registry).find(database.db, image.id);
      expect((await imagesFor(registry).read(row!))!.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await database.close();
    }
  });

  it('an images API that fails twice leaves the picture to the builtin illustrator', async () => {
    const { registry, logger } = setup();
    fake.failNext('http500', 2, '/v1/images/generations');
    const { output, engine } = await imagesFor(registry).render({ description: 'a fox in the snow' });
    expect(engine.id).toBe('builtin-svg');
    expect(output.mime).toBe('image/svg+xml');
    expect(logger.warnings[0]!.details).toMatchObject({ capability: 'images', engine: 'openai-compatible' });
  });
});
