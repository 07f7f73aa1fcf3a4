// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { ThemeCard } from './theme-card.tsx';

describe('Theme card', () => {
  it('names each theme by the words it shows (label in name), its hint read as the description', async () => {
    await renderWithProviders(<ThemeCard value="default" onChange={vi.fn()} />);
    const wcag = screen.getByRole('radio', { name: 'High Contrast' });
    expect(wcag).not.toHaveAttribute('aria-label');
    expect(wcag).toHaveAccessibleDescription(/.+/);
    // The visible name is the start of the radio's label, so a speech user saying it reaches the radio.
    expect(wcag.closest('label')?.textContent?.startsWith('High Contrast')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Professional' })).toBeChecked();
  });

  it('reads right to left in Arabic', async () => {
    await renderWithProviders(<ThemeCard value="wcag" onChange={vi.fn()} />, { language: 'ar' });
    expect(screen.getByRole('radiogroup')).toHaveAttribute('dir', 'rtl');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });
});

describe('Theme card by keyboard', () => {
  it('moves to the next theme with the arrow keys and chooses it', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<ThemeCard value="default" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Professional' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('colorful');
  });
});
