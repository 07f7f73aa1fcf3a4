// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery as useImmediateQuery } from '@tanstack/react-query';
import { createQueryClient } from './api.ts';
import { useInfiniteQuery, useQuery } from './query.ts';

/** An answer the test gives when it likes, as the server would. */
function controlledAnswer() {
  let give: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const answer = new Promise<string>((resolve, reject) => {
    give = resolve;
    fail = reject;
  });
  return { queryFn: () => answer, give: (value: string) => act(async () => give(value)), fail: (error: Error) => act(async () => fail(error)) };
}

/** A screen that notes what each of its renders drew, with a button that re-renders it for a reason of its own. */
function Screen({ queryFn, drawn, hook = useQuery }: { queryFn: () => Promise<string>; drawn: string[]; hook?: typeof useQuery }) {
  const [clicks, setClicks] = useState(0);
  const answer = hook({ queryKey: ['greeting'], queryFn });
  const text = answer.isError ? `error: ${answer.error.message}` : (answer.data ?? 'loading');
  drawn.push(text);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {text} {clicks}
    </button>
  );
}

function renderScreen(queryFn: () => Promise<string>, hook?: typeof useQuery) {
  const drawn: string[] = [];
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Screen queryFn={queryFn} drawn={drawn} hook={hook} />
    </QueryClientProvider>,
  );
  return drawn;
}

describe('useQuery: a screen’s answers are drawn in a background render', () => {
  it('draws the answer in a render of its own, after a render that keeps what was on screen', async () => {
    const { queryFn, give } = controlledAnswer();
    const drawn = renderScreen(queryFn);
    expect(screen.getByRole('button', { name: 'loading 0' })).toBeInTheDocument();
    await give('hello');
    expect(await screen.findByRole('button', { name: 'hello 0' })).toBeInTheDocument();
    // The urgent render the answer causes draws the loading state again (cheap); the answer comes in the deferred one.
    expect(drawn).toEqual(['loading', 'loading', 'hello']);
  });

  it('differs from TanStack’s own hook, which draws the answer in the urgent render', async () => {
    const { queryFn, give } = controlledAnswer();
    const drawn = renderScreen(queryFn, useImmediateQuery);
    await give('hello');
    expect(await screen.findByRole('button', { name: 'hello 0' })).toBeInTheDocument();
    expect(drawn).toEqual(['loading', 'hello']);
  });

  it('draws an error the same way', async () => {
    const { queryFn, fail } = controlledAnswer();
    const drawn = renderScreen(queryFn);
    await fail(new Error('Server unavailable'));
    expect(await screen.findByRole('button', { name: 'error: Server unavailable 0' })).toBeInTheDocument();
    expect(drawn.at(-1)).toBe('error: Server unavailable');
  });

  it('re-renders once, not twice, when the screen changes for a reason of its own', async () => {
    const { queryFn, give } = controlledAnswer();
    const drawn = renderScreen(queryFn);
    await give('hello');
    await screen.findByRole('button', { name: 'hello 0' });
    const before = drawn.length;
    await userEvent.click(screen.getByRole('button', { name: 'hello 0' }));
    expect(screen.getByRole('button', { name: 'hello 1' })).toBeInTheDocument();
    expect(drawn.slice(before)).toEqual(['hello']);
  });
});

describe('useInfiniteQuery: a list read page by page', () => {
  function List({ drawn }: { drawn: string[] }) {
    const pages = useInfiniteQuery({
      queryKey: ['list'],
      queryFn: async ({ pageParam }) => ({ items: [`item ${pageParam}`], next: pageParam < 2 ? pageParam + 1 : undefined }),
      initialPageParam: 1,
      getNextPageParam: (page) => page.next,
    });
    const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
    drawn.push(items.join(', ') || 'loading');
    return (
      <>
        <p>{items.join(', ') || 'loading'}</p>
        <button type="button" disabled={!pages.hasNextPage} onClick={() => void pages.fetchNextPage()}>
          More
        </button>
      </>
    );
  }

  it('draws each page in a background render after a render that keeps what was on screen', async () => {
    const drawn: string[] = [];
    render(
      <QueryClientProvider client={createQueryClient()}>
        <List drawn={drawn} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('item 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('item 1, item 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeDisabled();
    expect(drawn.slice(0, 3)).toEqual(['loading', 'loading', 'item 1']);
    expect(drawn.at(-1)).toBe('item 1, item 2');
  });
});
