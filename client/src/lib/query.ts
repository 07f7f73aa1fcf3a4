import { useDeferredValue, useMemo } from 'react';
import {
  useInfiniteQuery as useTanstackInfiniteQuery,
  useQuery as useTanstackQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/**
 * A screen's data (issue 16: total blocking time). TanStack Query hands each answer to React through
 * `useSyncExternalStore`, which renders at once and in one piece: when a screen's first answer arrives, the whole
 * screen with its data is drawn in a single task, 20–40 ms of CPU on a school laptop and four times that on a phone.
 * Here the answer goes through `useDeferredValue`: React first renders what was already on screen (the loading
 * state, cheap), then renders the answer in the background, yielding to the browser every few milliseconds and
 * starting over if the reader types or clicks meanwhile. What is drawn is the same; it arrives in short tasks.
 *
 * The session (`lib/session.ts`) keeps TanStack's own hook: who is signed in decides which screen is drawn, so it must
 * never lag behind a sign-in. Everything else imports `useQuery` (and `useInfiniteQuery`) from here (lint rule
 * `wren/deferred-queries`).
 */
export function useQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useDeferredValue(useSameWhileUnchanged(useTanstackQuery(options)));
}

/** A list read page by page (`fetchNextPage`), its pages drawn in the background as `useQuery`'s answers are. */
export function useInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): UseInfiniteQueryResult<TData, TError> {
  return useDeferredValue(useSameWhileUnchanged(useTanstackInfiniteQuery(options)));
}

/**
 * The same result object while what a screen shows of it is unchanged. TanStack returns a new object on every render
 * (it tracks which fields are read), and `useDeferredValue` would take each for a new answer and render the
 * component a second time after any render at all.
 */
function useSameWhileUnchanged<R extends UseQueryResult<unknown, unknown>>(result: R): R {
  const { data, error, status, fetchStatus, isPlaceholderData } = result;
  // Keyed on those fields, not on `result` itself, which is new each render: that is the point.
  // oxlint-disable-next-line react/exhaustive-deps
  return useMemo(() => result, [data, error, status, fetchStatus, isPlaceholderData]);
}
