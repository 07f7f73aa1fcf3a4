import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { api, ApiError, ContractError, forgetEarlyResponses, withQuery } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

function respondWith(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const ok = z.object({ ok: z.boolean() });

describe('API client errors (spec 000 §8)', () => {
  it('a non-success response becomes "status: body text"', async () => {
    respondWith(400, '{"message":"Age must be 3 to 14","code":"invalid","field":"age"}');
    const error = (await api({ method: 'POST', url: '/api/children', schema: ok, body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Age must be 3 to 14","code":"invalid","field":"age"}');
    expect(error.userMessage).toBe('Age must be 3 to 14');
    expect(error.body?.field).toBe('age');
  });

  it("sends the page's language as Accept-Language, so the server writes its refusals in it", async () => {
    const fetchMock = respondWith(200, '{"ok":true}');
    vi.stubGlobal('document', { documentElement: { lang: 'ar' } });
    await api({ url: '/api/health', schema: ok });
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('ar');
  });

  it('an empty body falls back to the status text', async () => {
    respondWith(503, '', 'Service Unavailable');
    const error = (await api({ url: '/api/health', schema: ok }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('every call sends cookies and X-Requested-With; bodies go as JSON', async () => {
    const fetchMock = respondWith(200, '{"ok":true}');
    await api({ method: 'POST', url: '/api/auth/logout', schema: ok, body: { a: 1 } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBeTruthy();
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('FormData goes as it is, with no JSON content type', async () => {
    const fetchMock = respondWith(200, '{"ok":true}');
    const form = new FormData();
    form.set('audio', new Blob(['x']), 'a.wav');
    await api({ method: 'POST', url: '/api/stt/transcribe', schema: ok, body: form });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('api(): the one fetch helper', () => {
  it('parses a success body with its contract', async () => {
    respondWith(200, '{"id":"a","extra":1}');
    await expect(api({ url: '/api/x', schema: z.object({ id: z.string() }) })).resolves.toEqual({ id: 'a' });
  });

  it('a body that breaks the contract throws ContractError naming the URL', async () => {
    respondWith(200, '{"id":3}');
    const error = await api({ url: '/api/x', schema: z.object({ id: z.string() }) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toContain('/api/x');
  });

  it('nullOn401 reads a 401 as "nobody"; other errors still throw ApiError', async () => {
    respondWith(401, '{"message":"Please sign in first.","code":"unauthenticated"}');
    await expect(api({ url: '/api/auth/me', schema: z.object({}), nullOn401: true })).resolves.toBeNull();
    respondWith(403, '{"message":"No.","code":"forbidden"}');
    await expect(api({ url: '/api/auth/me', schema: z.object({}), nullOn401: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('withQuery leaves out undefined parameters and encodes the rest', () => {
    expect(withQuery('/api/a', { language: 'fr CA', level: undefined, n: 2 })).toBe('/api/a?language=fr+CA&n=2');
    expect(withQuery('/api/a', {})).toBe('/api/a');
  });
});

describe('api() with a contract loader', () => {
  it('loads the contract only when there is a body to parse', async () => {
    const load = vi.fn(async () => z.object({ user: z.null() }));
    respondWith(401, '{"message":"Please sign in first.","code":"unauthenticated"}');
    await expect(api({ url: '/api/auth/me', schema: load, nullOn401: true })).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
    respondWith(200, '{"user":null}');
    await expect(api({ url: '/api/auth/me', schema: load, nullOn401: true })).resolves.toEqual({ user: null });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('api() and the browser', () => {
  it('reads the body of a 401 it turns into null, so the request does not stay open', async () => {
    const answer = new Response('{"message":"Please sign in first.","code":"unauthenticated"}', {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    await expect(api({ url: '/api/auth/me', schema: z.object({}), nullOn401: true })).resolves.toBeNull();
    expect(answer.bodyUsed).toBe(true);
  });
});

describe('answers app.html started before the app loaded (client/preload.js)', () => {
  const early = (body: string) => Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));

  it('a GET takes its early answer once; the next one, and other calls, fetch', async () => {
    const fetchMock = respondWith(200, '{"ok":false}');
    vi.stubGlobal('window', { __wrenEarly: { '/api/user/profile': early('{"ok":true}'), '/api/children': early('{"ok":true}') } });
    expect(await api({ url: '/api/user/profile', schema: ok })).toEqual({ ok: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api({ url: '/api/user/profile', schema: ok })).toEqual({ ok: false });
    expect(await api({ method: 'POST', url: '/api/children', schema: ok, body: {} })).toEqual({ ok: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('after sign-in or sign-out the early answers are forgotten', async () => {
    const fetchMock = respondWith(200, '{"ok":false}');
    vi.stubGlobal('window', { __wrenEarly: { '/api/user/profile': early('{"ok":true}') } });
    forgetEarlyResponses();
    expect(await api({ url: '/api/user/profile', schema: ok })).toEqual({ ok: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
