// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';

// The module keeps one flag per visit: each test imports a fresh copy.
async function load() {
  vi.resetModules();
  return import('./first-screen.ts');
}

describe('the extras that follow the first screen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('wait until a screen has been drawn and the browser has painted it', async () => {
    const { FirstScreenDrawn, useFirstScreenDrawn } = await load();
    function Extras() {
      return <p>{useFirstScreenDrawn() ? 'voice bar' : 'not yet'}</p>;
    }
    const { rerender } = render(<Extras />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('not yet')).toBeInTheDocument();

    rerender(
      <>
        <Extras />
        <FirstScreenDrawn />
      </>,
    );
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('voice bar')).toBeInTheDocument();
  });

  it('load anyway when no screen draws within a few seconds', async () => {
    const { useFirstScreenDrawn } = await load();
    function Extras() {
      return <p>{useFirstScreenDrawn() ? 'voice bar' : 'not yet'}</p>;
    }
    render(<Extras />);
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('voice bar')).toBeInTheDocument();
  });
});
