// @vitest-environment jsdom
// The timed tests of spec 000 §4 on a fake clock: 8 s per letter, 1.5 s result, a timeout records an empty answer;
// the rhyme pair spoken after 1 s, 10 s per pair, 2 s result; answers by button, number keys and Y/N.
import '@/components/ui/jsdom-radix.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { sayOnce } from '@/lib/speech/say-once.ts';
import { LetterStep } from './letter-step.tsx';
import { RhymeStep } from './rhyme-step.tsx';

vi.mock('@/lib/speech/say-once.ts', () => ({ sayOnce: vi.fn(async () => true), stopSaying: vi.fn() }));

const items = [
  { letter: 'B', options: ['B', 'D', 'P', 'R'] },
  { letter: 'M', options: ['N', 'M', 'W', 'H'] },
  { letter: 'S', options: ['Z', 'C', 'S', 'G'] },
];
const pairs = [
  { word1: 'cat', word2: 'hat', rhymes: true },
  { word1: 'sun', word2: 'moon', rhymes: false },
];

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('LetterStep', () => {
  it('counts down 8 s, disables the buttons once answered, shows the result 1.5 s, and records a timeout as empty', async () => {
    const onDone = vi.fn();
    await renderWithProviders(<LetterStep items={items} language="en" onDone={onDone} />);
    expect(sayOnce).toHaveBeenCalledWith('B', 'en');
    expect(screen.getByRole('timer')).toHaveTextContent('8 s left');
    await advance(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('6 s left');

    fireEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    for (const option of items[0]!.options) expect(screen.getByRole('button', { name: option })).toBeDisabled();
    await advance(1499);
    expect(screen.getByText('Letter 1 of 3')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Letter 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('8 s left');
    expect(screen.getByRole('button', { name: 'M' })).toBeEnabled();

    // Number keys answer too: 1 is the first option, N — a wrong answer, with the right one named.
    await advance(500);
    fireEvent.keyDown(window, { key: '1' });
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. It was M.');
    await advance(1500);

    // The third runs out.
    await advance(7999);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent('Time is up.');
    expect(onDone).not.toHaveBeenCalled();
    await advance(1500);
    expect(onDone).toHaveBeenCalledWith([
      { letter: 'B', presented: ['B', 'D', 'P', 'R'], answer: 'B', responseTime: 2000 },
      { letter: 'M', presented: ['N', 'M', 'W', 'H'], answer: 'N', responseTime: 500 },
      { letter: 'S', presented: ['Z', 'C', 'S', 'G'], answer: '', responseTime: 8000 },
    ]);
  });

  it('takes no second answer to a question', async () => {
    const onDone = vi.fn();
    await renderWithProviders(<LetterStep items={items.slice(0, 1)} language="fr" onDone={onDone} />);
    expect(sayOnce).toHaveBeenCalledWith('B', 'fr');
    fireEvent.keyDown(window, { key: '2' });
    fireEvent.keyDown(window, { key: '1' });
    await advance(1500);
    expect(onDone).toHaveBeenCalledWith([{ letter: 'B', presented: ['B', 'D', 'P', 'R'], answer: 'D', responseTime: 0 }]);
  });
});

describe('RhymeStep', () => {
  it('speaks the pair after 1 s, gives 10 s, shows the result 2 s; Y and N answer', async () => {
    const onDone = vi.fn();
    await renderWithProviders(<RhymeStep pairs={pairs} language="en" onDone={onDone} />);
    expect(screen.getByText('cat – hat')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10 s left');
    await advance(999);
    expect(sayOnce).not.toHaveBeenCalled();
    await advance(1);
    expect(sayOnce).toHaveBeenCalledWith('cat, hat', 'en');

    await advance(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, they rhyme' }));
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await advance(1999);
    expect(screen.getByText('Pair 1 of 2')).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('sun – moon')).toBeInTheDocument();

    // No answer in 10 s: the pair records none.
    await advance(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('Time is up.');
    fireEvent.keyDown(window, { key: 'n' });
    await advance(2000);
    expect(onDone).toHaveBeenCalledWith([
      { word1: 'cat', word2: 'hat', expectedAnswer: true, userAnswer: true, responseTime: 2500 },
      { word1: 'sun', word2: 'moon', expectedAnswer: false, userAnswer: null, responseTime: 10_000 },
    ]);
  });
});
