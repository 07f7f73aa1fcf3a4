// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyScreen, routeFor } from './routes.ts';

/** A screen with state of its own: a counter the reader has moved. */
function Counter({ params }: { params?: Record<string, string | undefined> }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {params?.id ?? 'screen'} {count}
    </button>
  );
}

/** A load the test finishes when it likes, as the network would. */
function controlledLoad() {
  let finish = () => {};
  const loaded = new Promise<{ default: typeof Counter }>((resolve) => (finish = () => resolve({ default: Counter })));
  return { load: () => loaded, finish: async () => act(async () => finish()) };
}

describe('a screen whose code loads on first use', () => {
  it('draws at once, without the loading fallback, once its code was preloaded', async () => {
    const { load, finish } = controlledLoad();
    const Screen = lazyScreen(load);
    const preloaded = Screen.preload();
    await finish();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen params={{ id: 'home' }} />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'home 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until its code arrives, and keeps its state when drawn again after that', async () => {
    const { load, finish } = controlledLoad();
    const Screen = lazyScreen(load);
    const page = (id: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <Screen params={{ id }} />
      </Suspense>
    );
    const { rerender } = render(page('a'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await finish();
    await userEvent.click(await screen.findByRole('button', { name: 'a 0' }));
    expect(screen.getByRole('button', { name: 'a 1' })).toBeInTheDocument();

    // The router draws the screen again (new params, a language change): the same screen, not a new one.
    rerender(page('b'));
    expect(screen.getByRole('button', { name: 'b 1' })).toBeInTheDocument();
  });

  it('loads only once however often it is asked for', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads += 1;
      return { default: Counter };
    });
    await Promise.all([Screen.preload(), Screen.preload()]);
    await Screen.preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Counter };
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBeDefined();
    expect(attempts).toBe(2);
  });
});

describe('the route an address opens', () => {
  it('matches paths and their parameters as the head script does', () => {
    expect(routeFor('/dashboard')?.path).toBe('/dashboard');
    expect(routeFor('/dashboard/')?.path).toBe('/dashboard');
    expect(routeFor('/assessment/grade1')?.path).toBe('/assessment/:grade');
    expect(routeFor('/my-children/42/creations')?.path).toBe('/my-children/:childId/creations');
    expect(routeFor('/dashboard/extra')).toBeUndefined();
    expect(routeFor('/nowhere')).toBeUndefined();
  });
});
