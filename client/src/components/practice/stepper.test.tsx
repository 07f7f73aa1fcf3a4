// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { PracticeStepper } from './stepper.tsx';

describe('PracticeStepper (spec 001 §4)', () => {
  it('shows the item and "n / total", and steps forward and back by one', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <PracticeStepper index={3} total={10} onChange={onChange} previousLabel="Previous" nextLabel="Next">
        <p>b</p>
      </PracticeStepper>,
    );
    expect(screen.getByText('b')).toBeInTheDocument();
    expect(screen.getByText('4 / 10')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('disables previous at the first item and next at the last', async () => {
    const { rerender } = await renderWithProviders(<PracticeStepper index={0} total={26} onChange={vi.fn()} previousLabel="Previous" nextLabel="Next" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<PracticeStepper index={25} total={26} onChange={vi.fn()} previousLabel="Previous" nextLabel="Next" />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('steps back into a list that got shorter than the index', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<PracticeStepper index={12} total={6} onChange={onChange} previousLabel="Previous" nextLabel="Next" />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('is used with the keyboard: Tab reaches next, Enter presses it', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<PracticeStepper index={0} total={3} onChange={onChange} previousLabel="Previous" nextLabel="Next" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('gives screen readers the counter label in place of the figures, in Arabic too', async () => {
    await renderWithProviders(
      <PracticeStepper index={1} total={6} onChange={vi.fn()} previousLabel="السابق" nextLabel="التالي" counterLabel="العنصر 2 من 6" />,
      { language: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'السابق' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeEnabled();
    expect(screen.getByText('العنصر 2 من 6')).toHaveClass('sr-only');
    expect(screen.getByText('2 / 6')).toHaveAttribute('aria-hidden', 'true');
  });
});
