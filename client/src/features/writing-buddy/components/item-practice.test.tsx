// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { ItemPractice } from './item-practice.tsx';

type Props = Parameters<typeof ItemPractice>[0];

// jsdom draws nothing; the canvas is not under test here, only what surrounds it.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = () => null;
});

const noop = () => {};

/** A tab of English words with nothing loading and no cards beside the pad, but for what a test sets. */
function renderPractice(props: Partial<Props>, uiLanguage: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <ItemPractice
      type="word"
      items={[]}
      index={0}
      onIndexChange={noop}
      language="en"
      onLanguageChange={noop}
      loadError={false}
      onRetry={noop}
      aside={() => null}
      {...props}
    />,
    { language: uiLanguage },
  );
}

describe('ItemPractice', () => {
  it('asks for the letter shown, with the language, the counter and the canvas, and moves to the next', async () => {
    const onIndexChange = vi.fn();
    const { user } = await renderPractice({ type: 'letter', items: ['a', 'b', 'c'], index: 1, onIndexChange, aside: (letter) => <p>Guide for {letter}</p> });
    expect(screen.getByText('Write this letter')).toBeInTheDocument();
    expect(screen.getByText('b')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('2 / 3')).toBeVisible();
    expect(screen.getByText('Item 2 of 3')).toHaveClass('sr-only'); // what a screen reader hears instead of "2 / 3"
    expect(screen.getByRole('combobox', { name: 'Writing language' })).toHaveTextContent('English');
    expect(screen.getByLabelText('Writing canvas')).toBeInTheDocument();
    expect(screen.getByText('Guide for b')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onIndexChange).toHaveBeenCalledWith(2);
  });

  it('shows the last item when the list got shorter than the index', async () => {
    await renderPractice({ items: ['cat', 'dog'], index: 7 });
    expect(screen.getByText('dog')).toBeInTheDocument();
    expect(screen.getByText('Item 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps the controls above the load state, and retries on request', async () => {
    const onRetry = vi.fn();
    const { user } = await renderPractice({ loadError: true, onRetry, controls: <button type="button">Beginner</button> });
    expect(screen.getByRole('button', { name: 'Beginner' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Writing language' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the practice items.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks in Arabic for an Arabic word, with mirrored labels', async () => {
    await renderPractice({ items: ['قطة'], language: 'ar' }, 'ar');
    expect(screen.getByText('اكتب هذا')).toBeInTheDocument();
    expect(screen.getByText('قطة')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('combobox', { name: 'لغة الكتابة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeDisabled();
    expect(screen.getByText('1 / 1')).toBeVisible();
  });
});
