/**
 * The AI capabilities of the product and the engines that serve them. Features ask the registry for a
 * capability; they never call a vendor client. The builtin engine is registered for every capability that has
 * one; a remote provider only when configured, and it is preferred while it answers.
 */
export const CAPABILITIES = [
  'text',
  'speech-to-text',
  'text-to-speech',
  'images',
  'moderation',
  'handwriting',
  'pronunciation',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export interface EngineStatus {
  ok: boolean;
  message?: string;
}

export interface Engine {
  /** e.g. 'builtin', 'espeak-ng', 'pocketsphinx', 'openai-compatible'. */
  id: string;
  kind: 'builtin' | 'remote';
  check(): Promise<EngineStatus>;
}

export interface CapabilityHealth {
  ok: boolean;
  engine: string | null;
  kind: 'builtin' | 'remote' | null;
  message?: string;
}

export class AiRegistry {
  private readonly engines = new Map<Capability, Engine[]>();

  register(capability: Capability, engine: Engine): void {
    const list = this.engines.get(capability) ?? [];
    // Remote providers first: they are preferred when configured; builtin engines are the fallback.
    list.push(engine);
    list.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'remote' ? -1 : 1));
    this.engines.set(capability, list);
  }

  enginesFor(capability: Capability): readonly Engine[] {
    return this.engines.get(capability) ?? [];
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
          if (status.ok) return [capability, { ok: true, engine: engine.id, kind: engine.kind }];
          problems.push(`${engine.id}: ${status.message ?? 'not available'}`);
        }
        return [capability, { ok: false, engine: null, kind: null, message: problems.join('; ') }];
      }),
    );
    return Object.fromEntries(entries) as Record<Capability, CapabilityHealth>;
  }
}
