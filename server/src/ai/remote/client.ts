/**
 * The one place the `openai` client is built. Any OpenAI-compatible server works (OpenAI, Ollama, llama.cpp
 * server, vLLM, LocalAI, a Whisper server): only the base URL changes. The client's own retries are off: calls
 * go through `withRetry`, which retries once with a backoff and reports a short reason when it gives up, so the
 * registry can fall back to the builtin engine and log why.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { AiConfig } from '../config.ts';
import { EngineError } from '../engine.ts';

export interface RemoteOptions {
  /** Per-call timeout; AiConfig.timeoutMs by default. */
  timeoutMs: number;
  /** Wait before the single retry. */
  backoffMs: number;
}

export interface RemoteClient {
  openai: OpenAI;
  options: RemoteOptions;
}

/** Local servers (Ollama, llama.cpp) need no key, but the client insists on one. */
const PLACEHOLDER_KEY = 'not-needed';

export function createRemoteClient(config: AiConfig, overrides: Partial<RemoteOptions> = {}): RemoteClient | null {
  if (!config.baseUrl) return null;
  const options: RemoteOptions = { timeoutMs: config.timeoutMs, backoffMs: config.retryBackoffMs ?? 500, ...overrides };
  const openai = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey || PLACEHOLDER_KEY,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  return { openai, options };
}

/** A failure worth one more try: the server was busy, slow or broken, or the model answered badly. */
function isRetryable(error: EngineError): boolean {
  return !error.reason.startsWith('http 4') || error.reason === 'http 429' || error.reason === 'http 408';
}

/** Any failure of a remote call as an EngineError with a short reason for the logs. */
export function classify(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  if (error instanceof APIConnectionTimeoutError) return new EngineError('timeout', 'the server did not answer in time');
  if (error instanceof APIConnectionError) return new EngineError('network', error.message || 'could not reach the server');
  if (error instanceof APIError && typeof error.status === 'number') {
    return new EngineError(`http ${error.status}`, error.message.slice(0, 200));
  }
  if (error instanceof SyntaxError) return new EngineError('malformed response', error.message.slice(0, 200));
  const message = error instanceof Error ? error.message : String(error);
  if (/timed? ?out|aborted/i.test(message)) return new EngineError('timeout', message.slice(0, 200));
  return new EngineError('error', message.slice(0, 200));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` and, when it fails in a way worth retrying, once more after `backoffMs`. The second failure is
 * thrown as an EngineError whose reason names both attempts' causes.
 */
export async function withRetry<T>(remote: RemoteClient, attempt: (try_: number) => Promise<T>): Promise<T> {
  let first: EngineError;
  try {
    return await attempt(1);
  } catch (error) {
    first = classify(error);
    if (!isRetryable(first)) throw first;
  }
  await sleep(remote.options.backoffMs);
  try {
    return await attempt(2);
  } catch (error) {
    const second = classify(error);
    const reason = second.reason === first.reason ? `${second.reason} (twice)` : `${first.reason}, then ${second.reason}`;
    throw new EngineError(reason, second.message);
  }
}

/** A quick, honest health check: the models list, with a short timeout. */
export async function checkRemote(remote: RemoteClient, model: string): Promise<{ ok: boolean; message?: string }> {
  try {
    const page = await remote.openai.models.list({ timeout: Math.min(3000, remote.options.timeoutMs), maxRetries: 0 });
    const ids = page.data.map((m) => m.id);
    // Some servers (llama.cpp, Whisper servers) list one model or none; only a list that omits ours is a problem.
    if (ids.length > 1 && !ids.includes(model)) return { ok: false, message: `model ${model} is not offered by ${remote.openai.baseURL}` };
    return { ok: true };
  } catch (error) {
    const failure = classify(error);
    return { ok: false, message: `${failure.reason}: ${failure.message}` };
  }
}
