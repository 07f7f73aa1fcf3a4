import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

function respondWith(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API client errors (spec 000 §8)', () => {
  it('a non-success response becomes "status: body text"', async () => {
    respondWith(400, '{"message":"Age must be 3 to 14","code":"invalid","field":"age"}');
    const error = (await apiRequest('POST', '/api/children', {}).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: {"message":"Age must be 3 to 14","code":"invalid","field":"age"}');
    expect(error.userMessage).toBe('Age must be 3 to 14');
    expect(error.body?.field).toBe('age');
  });

  it('an empty body falls back to the status text', async () => {
    respondWith(503, '', 'Service Unavailable');
    const error = (await apiRequest('GET', '/api/health').catch((e) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('every call sends cookies and X-Requested-With; bodies go as JSON', async () => {
    const fetchMock = respondWith(200, '{"ok":true}');
    await apiRequest('POST', '/api/auth/logout', { a: 1 });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['X-Requested-With']).toBeTruthy();
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('the default loader GETs the query key joined with "/", and can read a 401 as "nobody"', async () => {
    const fetchMock = respondWith(401, '{"message":"Please sign in first.","code":"unauthenticated"}');
    const load = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(load({ queryKey: ['/api/children', 'abc', 'profile'] } as never)).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/children/abc/profile');
    const strict = getQueryFn<unknown>({ on401: 'throw' });
    await expect(strict({ queryKey: ['/api/auth/me'] } as never)).rejects.toThrow(/^401: /);
  });
});
