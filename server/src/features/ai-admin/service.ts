/**
 * The admin screen's "Test" button: a small real request through one capability, timed, with the engine that
 * served it. Capabilities whose engines belong to other parts of the layer (speech, moderation…) are exercised
 * through the services those parts offer; when no engine serves one, the result says so.
 */
import type { FastifyInstance } from 'fastify';
import type { AiTestResult } from '@common/contracts/ai.ts';
import { type Capability, reasonOf } from '../../ai/engine.ts';
import { speechFor } from '../../ai/speech/index.ts';
import { textFor } from '../../ai/text/index.ts';
import { imagesFor } from '../../ai/images/index.ts';
import { moderateText } from '../../ai/moderation/index.ts';

/** Short, safe sample requests through the services the other parts of the layer give features. */
const PROBES: Partial<Record<Capability, (app: FastifyInstance) => Promise<{ summary: string; engine: string }>>> = {
  'text-to-speech': async (app) => {
    const out = await speechFor(app.ai).tts.speak({ text: 'Hello from Wren.', language: 'en' });
    return { summary: `${out.audio.length} bytes of WAV audio${out.cached ? ' (from the cache)' : ''}`, engine: out.engine };
  },
  'speech-to-text': async (app) => {
    // A real round trip: the word spoken by the speech engine, recognised among three.
    const spoken = await speechFor(app.ai).tts.speak({ text: 'hello', language: 'en' });
    const heard = await speechFor(app.ai).stt.transcribe({ audio: spoken.audio, language: 'en', words: ['hello', 'robot', 'garden'] });
    return { summary: `said "hello", heard "${heard.text}"`, engine: heard.engine };
  },
  moderation: async (app) => {
    const engine = app.ai.enginesFor('moderation')[0];
    const safe = moderateText('A friendly dragon shares apples with a mouse.', { language: 'en' });
    const unsafe = moderateText('my phone number is 555 123 4567', { language: 'en' });
    return {
      summary: `safe sample approved: ${safe.isApproved} (score ${safe.safetyScore}); personal data refused: ${!unsafe.isApproved}`,
      engine: engine?.id ?? 'builtin',
    };
  },
};

export async function testCapability(app: FastifyInstance, capability: Capability, ownerId: string): Promise<AiTestResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const base = { capability, imageUrl: null, fallbacks: [] as AiTestResult['fallbacks'] };
  try {
    if (capability === 'text') {
      const result = await textFor(app.ai).generateDetailed(
        'story',
        { prompt: 'a friendship between a dragon and a mouse', childAge: 7 },
        { language: 'en', seed: 'admin-test' },
      );
      return {
        ...base,
        ok: true,
        engine: result.engine,
        kind: result.kind,
        durationMs: elapsed(),
        summary: `${result.output.title}: ${result.output.content.slice(0, 280)}`,
        fallbacks: result.fallbacks,
      };
    }
    if (capability === 'images') {
      const image = await imagesFor(app.ai).create(app.db, {
        ownerId,
        description: 'a fox and an owl in a forest at night with a lantern',
        style: 'cartoon',
        seed: 'admin-test',
      });
      return {
        ...base,
        ok: true,
        engine: image.engine,
        kind: image.kind,
        durationMs: elapsed(),
        summary: image.altText,
        imageUrl: image.url,
        fallbacks: image.fallbacks,
      };
    }
    const engines = app.ai.enginesFor(capability);
    if (engines.length === 0) {
      return { ...base, ok: false, engine: null, kind: null, durationMs: elapsed(), summary: '', message: 'No engine serves this capability yet.' };
    }
    const probe = PROBES[capability];
    if (probe) {
      const { summary, engine } = await probe(app);
      const kind = engines.find((e) => e.id === engine)?.kind ?? null;
      return { ...base, ok: true, engine, kind, durationMs: elapsed(), summary };
    }
    // For the rest, the honest test the registry offers is each engine's own check.
    const health = (await app.ai.health())[capability];
    return {
      ...base,
      ok: health.ok,
      engine: health.engine,
      kind: health.kind,
      durationMs: elapsed(),
      summary: health.ok ? 'The engine reports it is ready.' : '',
      message: health.message,
    };
  } catch (error) {
    return { ...base, ok: false, engine: null, kind: null, durationMs: elapsed(), summary: '', message: reasonOf(error) };
  }
}
