/**
 * The builtin voice: espeak-ng compiled to WebAssembly (npm `espeak-ng`), run in worker threads of this process
 * (espeak-worker.mjs, which explains how one instance serves every call). The module is read and compiled once
 * per worker; a worker, because synthesis is synchronous CPU work (10–60 ms for a sentence, about 0.4 s for 500
 * characters) that would otherwise stall every other request. Measured figures are in bench/results/speech.json.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TtsLanguage, Voice } from '@common/contracts/speech.ts';
import type { EngineStatus } from '../engine.ts';
import type { SynthesisRequest, TtsEngine } from './types.ts';

/** espeak-ng voices. Canadian English is spoken with the American voice: its vowels and rhotic r are far closer than British. */
const ESPEAK_VOICES: Record<TtsLanguage, string> = { en: 'en-us', 'en-CA': 'en-us', fr: 'fr', ar: 'ar', it: 'it' };

/**
 * Words per minute. espeak's default of 175 is quick for a child who is learning to read; these follow the
 * rates the spec gives the browser's fallback voice (spec 001 §8: en 0.9, fr 0.8, ar 0.7 of normal speed).
 */
const RATES: Record<TtsLanguage, number> = { en: 158, 'en-CA': 158, fr: 140, ar: 122, it: 140 };

/** The OpenAI voice names mapped to espeak-ng variants: the female ones to female variants, the rest to male. */
const VARIANTS: Record<Voice, string> = {
  alloy: '',
  ash: '+m3',
  ballad: '+m2',
  coral: '+f2',
  echo: '+m1',
  fable: '+m4',
  nova: '+f3',
  onyx: '+m7',
  sage: '+f4',
  shimmer: '+f1',
  verse: '+m5',
};

type Reply = { id: number; ok: true; audio?: Uint8Array } | { id: number; ok: false; error: string };

interface Slot {
  worker: Worker;
  /** Jobs sent and not yet answered. */
  pending: number;
}

/**
 * One worker per core, at most two: two children asking at the same moment are served side by side. One pool
 * per process, shared by every engine object (and test).
 */
class EspeakPool {
  private readonly slots: Slot[] = [];
  private readonly size = Math.min(2, os.availableParallelism());
  private nextId = 1;
  private readonly calls = new Map<number, { slot: Slot; resolve: (audio: Uint8Array | undefined) => void; reject: (error: Error) => void }>();

  private spawn(): Slot {
    const worker = new Worker(new URL('./espeak-worker.mjs', import.meta.url));
    const slot: Slot = { worker, pending: 0 };
    // An idle worker must not keep a finished process (a test run, a script) alive.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const call = this.calls.get(reply.id);
      if (!call) return;
      this.calls.delete(reply.id);
      this.settled(slot);
      if (reply.ok) call.resolve(reply.audio);
      else call.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      // A crashed worker fails what it had; later calls go to the others or to a new one.
      const index = this.slots.indexOf(slot);
      if (index !== -1) this.slots.splice(index, 1);
      for (const [id, call] of this.calls) {
        if (call.slot !== slot) continue;
        this.calls.delete(id);
        call.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the espeak-ng worker stopped (exit ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  private settled(slot: Slot): void {
    slot.pending -= 1;
    if (slot.pending === 0) slot.worker.unref();
    // The second worker starts after the first answer, so it never slows the cold first call.
    if (this.slots.length < this.size) {
      const added = this.spawn();
      this.send(added, { type: 'prepare' }).catch(() => {});
    }
  }

  /** The worker with the fewest jobs waiting. */
  private pick(): Slot {
    return this.slots.reduce<Slot | undefined>((best, slot) => (best && best.pending <= slot.pending ? best : slot), undefined) ?? this.spawn();
  }

  private send(slot: Slot, message: { type: 'prepare' } | { type: 'synthesize'; args: string[]; files: Record<string, string>; output: string }) {
    const id = this.nextId++;
    return new Promise<Uint8Array | undefined>((resolve, reject) => {
      this.calls.set(id, { slot, resolve, reject });
      slot.pending += 1;
      // Referenced while a job is outstanding, so the process waits for the answer.
      slot.worker.ref();
      slot.worker.postMessage({ id, ...message });
    });
  }

  /** Compiles the module and prepares an instance (in the first worker). */
  async prepare(): Promise<void> {
    await this.send(this.slots[0] ?? this.spawn(), { type: 'prepare' });
  }

  async run(args: string[], files: Record<string, string>, output: string): Promise<Buffer> {
    const audio = await this.send(this.pick(), { type: 'synthesize', args, files, output });
    if (!audio) throw new Error('espeak-ng produced no audio');
    return Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength);
  }
}

const espeak = new EspeakPool();

/**
 * Runs the espeak-ng program in the pool with these arguments (after `espeak-ng`), the given files written to its
 * virtual file system first, and returns the file it wrote at `output`. For callers that need more than the
 * voice presets: the pronunciation engine renders references at several speeds and pitches, and reads phonemes.
 */
export function runEspeak(args: string[], files: Record<string, string>, output: string): Promise<Buffer> {
  return espeak.run(args, files, output);
}

export class EspeakTtsEngine implements TtsEngine {
  readonly id = 'espeak-ng';
  readonly kind = 'builtin' as const;
  readonly cacheId = 'espeak-ng-wasm-1';

  async check(): Promise<EngineStatus> {
    try {
      await espeak.prepare();
      return { ok: true };
    } catch (error) {
      return { ok: false, message: `The espeak-ng WebAssembly module did not load: ${(error as Error).message}` };
    }
  }

  synthesize({ text, language, voice }: SynthesisRequest): Promise<Buffer> {
    // Text goes through a file, never argv, so a text starting with "-" can never be read as an option.
    const args = ['-b', '1', '-v', `${ESPEAK_VOICES[language]}${VARIANTS[voice]}`, '-s', String(RATES[language]), '-f', '/input.txt', '-w', '/output.wav'];
    return espeak.run(args, { '/input.txt': text }, '/output.wav');
  }
}
