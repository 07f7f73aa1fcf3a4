import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * A non-success response. Its message follows spec 000 §8: the status code, ': ', then the body text (or the
 * status text when the body is empty). `body` keeps the server's {message, code, field} when it sent JSON.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { message?: string; code?: string; field?: string } | null,
  ) {
    super(message);
  }

  /** The server's own sentence, for showing a person; falls back to the spec's "status: body" text. */
  get userMessage(): string {
    return this.body?.message ?? this.message;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: ApiError['body'] = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  throw new ApiError(`${response.status}: ${text}`, response.status, body);
}

/** Every call sends cookies and the X-Requested-With header the server requires for state changes. */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'wren',
      ...(data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? response.json() : response.text()) as Promise<T>;
}

/** The default loader: GET the path made by joining the query key with '/'. A 401 throws or yields null. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', headers: { 'X-Requested-With': 'wren' } });
    if (on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
