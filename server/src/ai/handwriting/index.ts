/**
 * The 'handwriting' capability: analysis of a child's strokes against reference glyphs of the school fonts.
 * The builtin engine is the stroke analysis itself and is always registered; it needs no network and gives the
 * same verdict for the same strokes every time.
 */
import type { AiConfig } from '../config.ts';
import type { AiRegistry } from '../registry.ts';
import type { Engine } from '../engine.ts';
import { analyzeHandwriting } from './analyze.ts';
import { variedStrokes } from './synthetic.ts';
import { handwritingPool } from './worker-pool.ts';
import type { HandwritingAnalysis, HandwritingRequest } from './types.ts';

export type { HandwritingAnalysis, HandwritingRequest, StrokeInput, Finding } from './types.ts';
export { analyzeHandwriting } from './analyze.ts';

export interface HandwritingEngine extends Engine {
  analyze(request: HandwritingRequest): Promise<HandwritingAnalysis>;
}

/**
 * Not declared in the registry's CapabilityEngines: the registry's own tests register bare engines under
 * 'handwriting', so engines are checked here instead, and one without `analyze` is passed over as a failure.
 */
function isHandwritingEngine(engine: Engine): engine is HandwritingEngine {
  return typeof (engine as Partial<HandwritingEngine>).analyze === 'function';
}

export const builtinHandwritingEngine: HandwritingEngine = {
  id: 'builtin',
  kind: 'builtin',
  async check() {
    // Reading the fonts and telling a drawn A from B proves the font packages are installed and readable.
    const probe = analyzeHandwriting({ type: 'letter', target: 'A', language: 'en', strokes: variedStrokes('A', 7), candidates: ['A', 'B'] });
    return probe.recognized === 'A' ? { ok: true } : { ok: false, message: 'The reference fonts did not load correctly.' };
  },
  // In a worker thread: the analysis is synchronous CPU work that would otherwise stall every other request, and
  // with the embedded database any transaction that is open at that moment (see worker-pool.ts).
  analyze(request) {
    return handwritingPool().analyze(request);
  },
};

export function registerHandwriting(registry: AiRegistry, _config: AiConfig): void {
  registry.register('handwriting', builtinHandwritingEngine);
}

/** What features call: the first engine that answers analyses the strokes. */
export function handwritingFor(registry: AiRegistry) {
  return {
    async analyze(request: HandwritingRequest): Promise<HandwritingAnalysis> {
      const { result } = await registry.run('handwriting', 'analyze', async (engine) => {
        if (!isHandwritingEngine(engine)) throw new Error(`${engine.id} cannot analyse handwriting`);
        return engine.analyze(request);
      });
      return result;
    },
  };
}
