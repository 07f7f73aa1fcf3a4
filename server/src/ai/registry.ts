/**
 * The AI capabilities of the product and the engines that serve them. Features ask the registry for a
 * capability; they never call a vendor client. The builtin engine is registered for every capability that has
 * one; a remote provider only when configured, and it is preferred while it answers.
 *
 * Every capability is reached the same way, through its service: `textFor(app.ai).generate(...)`,
 * `imagesFor(app.ai).create(...)`, `speechFor(app.ai).tts`, `handwritingFor(app.ai).analyze(...)`,
 * `pronunciationFor(app.ai).assess(...)`. A service walks the capability's engines in order through `run()`,
 * which falls back to the next engine when one fails and logs each fallback with its reason. The registry
 * knows no service, so nothing it imports imports it back.
 */
import pino from 'pino';
import type { AiConfig } from './config.ts';
import { HttpError } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import type { TextEngine } from './text/engine.ts';
import type { ImageEngine } from './images/engine.ts';
import { CAPABILITIES, reasonOf, type Capability, type Engine, type Fallback } from './engine.ts';

/**
 * The engine interface of each capability that has one. Other capabilities may add theirs by declaration merging:
 * `declare module '../registry.ts' { interface CapabilityEngines { 'text-to-speech': SpeechEngine } }`.
 */
export interface CapabilityEngines {
  text: TextEngine;
  images: ImageEngine;
}
export type EngineOf<C extends Capability> = C extends keyof CapabilityEngines ? CapabilityEngines[C] : Engine;

export interface CapabilityHealth {
  ok: boolean;
  engine: string | null;
  kind: 'builtin' | 'remote' | null;
  message?: string;
}

/** Where fallbacks are reported; pino and Fastify's logger both fit. */
export interface AiLogger {
  warn(details: object, message: string): void;
}

export interface RunResult<C extends Capability, R> {
  result: R;
  engine: EngineOf<C>;
  /** Engines tried before the one that answered, and why each failed. */
  fallbacks: Fallback[];
}

export interface AiRegistryOptions {
  config?: AiConfig;
  logger?: AiLogger;
}

const DEFAULT_CONFIG: AiConfig = {
  baseUrl: undefined,
  apiKey: undefined,
  models: { text: 'gpt-4o-mini', vision: undefined, stt: 'whisper-1', tts: 'tts-1', image: 'dall-e-3' },
  remote: new Set(),
  timeoutMs: 20_000,
  retryBackoffMs: 500,
  filesDir: null,
};

export class AiRegistry {
  private readonly engines = new Map<Capability, Engine[]>();
  readonly config: AiConfig;
  readonly logger: AiLogger;

  constructor(options: AiRegistryOptions = {}) {
    this.config = options.config ?? DEFAULT_CONFIG;
    this.logger = options.logger ?? pino({ name: 'ai', level: process.env.LOG_LEVEL ?? 'info' });
  }

  register<C extends Capability>(capability: C, engine: EngineOf<C>): void {
    const list = this.engines.get(capability) ?? [];
    // Remote providers first: they are preferred when configured; builtin engines are the fallback.
    list.push(engine);
    list.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'remote' ? -1 : 1));
    this.engines.set(capability, list);
  }

  enginesFor<C extends Capability>(capability: C): readonly EngineOf<C>[] {
    return (this.engines.get(capability) ?? []) as EngineOf<C>[];
  }

  /**
   * Calls `call` with each engine of the capability in turn until one answers. Every failure before the answer
   * is logged as a fallback with its reason; when none answers, a 503 says so (never a pretend result).
   */
  async run<C extends Capability, R>(
    capability: C,
    what: string,
    call: (engine: EngineOf<C>) => Promise<R>,
    accepts: (engine: EngineOf<C>) => boolean = () => true,
  ): Promise<RunResult<C, R>> {
    const engines = this.enginesFor(capability).filter(accepts);
    const fallbacks: Fallback[] = [];
    for (const [index, engine] of engines.entries()) {
      try {
        return { result: await call(engine), engine, fallbacks };
      } catch (error) {
        const reason = reasonOf(error);
        fallbacks.push({ engine: engine.id, reason });
        const next = engines[index + 1];
        this.logger.warn(
          { capability, what, engine: engine.id, kind: engine.kind, reason, fallbackTo: next?.id ?? null },
          next ? `AI fallback: ${engine.id} failed, ${next.id} answers` : `AI failure: ${engine.id} failed, no engine left`,
        );
      }
    }
    const reasons = fallbacks.map((f) => `${f.engine}: ${f.reason}`).join('; ');
    const named = { capability: message(`capabilities.${capability}`) };
    throw new HttpError(503, 'ai_unavailable', reasons ? message('ai.unavailableBecause', { ...named, reasons }) : message('ai.unavailable', named));
  }

  /** The engine that serves each capability now: the first that reports ok, else the reason none does. */
  async health(): Promise<Record<Capability, CapabilityHealth>> {
    const entries = await Promise.all(
      CAPABILITIES.map(async (capability): Promise<[Capability, CapabilityHealth]> => {
        const engines = this.enginesFor(capability);
        if (engines.length === 0) {
          return [capability, { ok: false, engine: null, kind: null, message: 'No engine is available for this capability.' }];
        }
        const problems: string[] = [];
        for (const engine of engines) {
          const status = await engine.check().catch((e: Error) => ({ ok: false, message: e.message }));
          if (status.ok) {
            const health: CapabilityHealth = { ok: true, engine: engine.id, kind: engine.kind };
            // A builtin that answers because the remote is down is healthy, but the admin should know why.
            if (problems.length) health.message = problems.join('; ');
            return [capability, health];
          }
          problems.push(`${engine.id}: ${status.message ?? 'not available'}`);
        }
        return [capability, { ok: false, engine: null, kind: null, message: problems.join('; ') }];
      }),
    );
    return Object.fromEntries(entries) as Record<Capability, CapabilityHealth>;
  }
}
