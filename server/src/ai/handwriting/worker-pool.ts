/**
 * Handwriting analyses run in worker threads (handwriting-worker.mjs), one drawing at a time per worker.
 *
 * Why: a letter takes 5–30 ms of synchronous CPU. On the server's own thread, each analysis stalls every other
 * request, and with the embedded database (one connection in this process) it also stalls whatever transaction is
 * open at that moment: a mission submit that is between two of its queries keeps the database locked for every
 * other request until the analyses queued before it have run. Under a classroom's load that turned into waits of
 * many seconds (issue 19). In a worker the analysis never holds the database.
 *
 * The queue is bounded: when every worker is busy and MAX_WAITING drawings are already waiting, a new one is refused
 * at once (the registry answers 503, and a save is kept without its analysis, as spec 001 §4 allows), rather than
 * waiting behind a queue that only grows. A worker that takes longer than JOB_TIMEOUT_MS is stopped and replaced.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { analyzeHandwriting } from './analyze.ts';
import { variedStrokes } from './synthetic.ts';
import type { HandwritingAnalysis, HandwritingRequest } from './types.ts';

/**
 * Drawings that may wait for a worker: a class of 200 with one drawing each in flight fits (at about 15 ms a letter,
 * the last waits about 3 s on one worker); past that the queue refuses instead of growing.
 */
export const MAX_WAITING = 256;
const JOB_TIMEOUT_MS = 10_000;

export class HandwritingBusyError extends Error {
  constructor() {
    super('Every handwriting worker is busy and the queue is full.');
  }
}

interface Job {
  request: HandwritingRequest;
  resolve: (analysis: HandwritingAnalysis) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

type Reply = { ready: true } | { id: number; ok: true; result: HandwritingAnalysis } | { id: number; ok: false; error: string };

export class HandwritingPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  /** Set when a worker could not start at all: analyses then run on this thread, as before the pool. */
  private inline = false;

  constructor(private readonly size: number) {}

  /**
   * Starts the workers and has each analyse a few drawings, so the first child does not wait for a worker to
   * start, read the fonts and warm up (about 0.5–2.5 s). The server calls it once at start.
   */
  async prepare(): Promise<void> {
    const probe: HandwritingRequest = { type: 'letter', target: 'A', language: 'en', strokes: variedStrokes('A', 7), candidates: ['A', 'B'] };
    await Promise.all(Array.from({ length: this.size * 10 }, () => this.analyze(probe)));
  }

  analyze(request: HandwritingRequest): Promise<HandwritingAnalysis> {
    if (this.inline) return Promise.resolve().then(() => analyzeHandwriting(request));
    if (this.waiting.length >= MAX_WAITING) return Promise.reject(new HandwritingBusyError());
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const slot = this.slots.find((s) => s.job === null) ?? (this.slots.length < this.size ? this.spawn() : null);
      if (!slot) return;
      this.start(slot, this.waiting.shift()!);
    }
  }

  private start(slot: Slot, job: Job): void {
    const id = this.nextId++;
    const timer = setTimeout(() => this.fail(slot, new Error(`The handwriting analysis took longer than ${JOB_TIMEOUT_MS / 1000} s.`)), JOB_TIMEOUT_MS);
    slot.job = { ...job, id, timer };
    // Referenced while it works, so a script waits for its answer; unreferenced when idle, so it never keeps a
    // finished process (a test run) alive.
    slot.worker.ref();
    slot.worker.postMessage({ id, request: job.request });
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./handwriting-worker.mjs', import.meta.url));
    const slot: Slot = { worker, job: null };
    let ready = false;
    worker.unref();
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        ready = true;
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      worker.unref();
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.error));
      this.dispatch();
    });
    worker.on('error', (error: Error) => {
      if (!ready) this.startInline(error);
      else this.fail(slot, error);
    });
    worker.on('exit', () => this.fail(slot, new Error('The handwriting worker stopped.')));
    this.slots.push(slot);
    return slot;
  }

  /** Ends a worker and fails its drawing; the next drawing starts a new worker. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    void slot.worker.terminate();
    this.dispatch();
  }

  /** No worker can start here (no tsx to load the analysis): every drawing, waiting or new, runs on this thread. */
  private startInline(error: Error): void {
    if (this.inline) return;
    this.inline = true;
    console.warn(`Handwriting analyses run on the main thread: the worker did not start (${error.message}).`);
    for (const slot of this.slots.splice(0)) {
      if (slot.job) {
        clearTimeout(slot.job.timer);
        this.waiting.unshift(slot.job);
      }
      void slot.worker.terminate();
    }
    for (const job of this.waiting.splice(0)) {
      try {
        job.resolve(analyzeHandwriting(job.request));
      } catch (failure) {
        job.reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
    }
  }
}

let pool: HandwritingPool | null = null;

/**
 * One pool per process, one worker per core (at most four). Measured with 200 children on two cores
 * (bench/README.md): one worker left the analyses queueing (p99 1.7 s) while the server's thread, mostly waiting,
 * did not need its core; two brought the class to p99 572 ms, the dashboard's reads staying near 135 ms.
 */
export function handwritingPool(): HandwritingPool {
  pool ??= new HandwritingPool(Math.max(1, Math.min(4, os.availableParallelism())));
  return pool;
}
