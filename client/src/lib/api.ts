import { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiHeaders } from './api-headers.ts';

/**
 * A non-success response. Its message follows spec 000 §8: the status code, ': ', then the body text (or the
 * status text when the body is empty). `body` keeps the server's {message, code, field} when it sent JSON.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; code?: string; messageKey?: string; field?: string; retryAfterSeconds?: number } | null,
  ) {
    super(message);
  }

  /** The server's own sentence, for showing a person; falls back to the spec's "status: body" text. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

/** A success response whose body does not match its contract: a client and server out of step, never shown raw. */
export class ContractError extends Error {
  constructor(
    readonly url: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`The answer of ${url} does not match its contract`);
  }
}

/**
 * Dispatched on window when the server answers 423: parental controls say the child must rest now (daily limit or
 * outside the allowed hours). The screen-time guard listens and shows the rest screen at once.
 */
export const RESTING_EVENT = 'wren:resting';
/** Sent on window when the server answers "sign in first" to a call made signed in (lib/session.ts takes it). */
export const SESSION_ENDED_EVENT = 'wren:session-ended';

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  if (response.status === 423 && typeof window !== 'undefined') window.dispatchEvent(new Event(RESTING_EVENT));
  const text = (await response.text()) || response.statusText;
  let body: ApiError['body'] = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.status === 401 && body?.code === 'unauthenticated' && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  throw new ApiError(`${response.status}: ${text}`, response.status, body);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A contract loaded when an answer needs it: modules on the public pages' path (the session, the preferences) pass
 * one, so a signed-out visitor, whose session call answers 401, never downloads the validator.
 */
export type SchemaLoader<S extends z.ZodMiniType> = () => Promise<S>;

export interface ApiCall<S extends z.ZodMiniType> {
  method?: Method;
  url: string;
  /** The response contract from `common/contracts/` (or its loader); the body is parsed with it before anyone reads it. */
  schema: S | SchemaLoader<S>;
  /** JSON-serialisable data, or FormData for uploads. */
  body?: unknown;
  /** A 401 answers null instead of throwing: "nobody is signed in" is an answer, not an error. */
  nullOn401?: boolean;
  signal?: AbortSignal;
}

declare global {
  interface Window {
    /** Requests client/preload.js started before the app loaded, by URL; each is taken once. */
    __wrenEarly?: Record<string, Promise<Response> | undefined>;
  }
}

/** How long after the page started an early answer may still be taken: later, the data may have changed. */
const EARLY_FOR_MS = 30_000;

/**
 * The answer of a GET that app.html's head already started (client/preload.js: the session and the screen's first
 * queries, before the app loaded), taken once; later calls, and calls after sign-in or sign-out, fetch anew.
 */
function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window.__wrenEarly) return undefined;
  const response = window.__wrenEarly[url];
  delete window.__wrenEarly[url];
  return performance.now() < EARLY_FOR_MS ? response : undefined;
}

/** Drops the early answers: they were asked for as whoever was signed in then (lib/session.ts). */
export function forgetEarlyResponses(): void {
  if (typeof window !== 'undefined') delete window.__wrenEarly;
}

/**
 * The one way the client calls the API. Every call sends cookies, the X-Requested-With header the server
 * requires for state changes and the page's language; a non-success status throws ApiError; a success body is parsed with its contract.
 */
export async function api<S extends z.ZodMiniType>(call: ApiCall<S> & { nullOn401: true }): Promise<z.infer<S> | null>;
export async function api<S extends z.ZodMiniType>(call: ApiCall<S>): Promise<z.infer<S>>;
export async function api<S extends z.ZodMiniType>(call: ApiCall<S>): Promise<z.infer<S> | null> {
  const { method = 'GET', url, schema, body, nullOn401 = false, signal } = call;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const early = method === 'GET' && body === undefined && !signal ? takeEarlyResponse(url) : undefined;
  const response = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      signal,
      headers: {
        ...apiHeaders(),
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    }));
  if (nullOn401 && response.status === 401) {
    // Read the short body all the same: an unread body keeps the request open in the browser.
    await response.text();
    return null;
  }
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  const data: unknown = type.includes('application/json') ? await response.json() : undefined;
  const contract = typeof schema === 'function' ? await schema() : schema;
  const parsed = contract.safeParse(data);
  if (!parsed.success) throw new ContractError(url, parsed.error.issues);
  return parsed.data;
}

/** Joins a path and query parameters, leaving out the undefined ones. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** One client per page load; components reach it with `useQueryClient()`, never by import. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
