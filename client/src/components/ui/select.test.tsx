// @vitest-environment jsdom
import './jsdom-radix.ts';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { Language } from '@common/domain/languages.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { Select } from './select.tsx';

const OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'ar', label: 'Arabic' },
  { value: 'fr', label: 'French' },
];

function Language({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('en');
  return (
    <Select
      label="Writing language"
      value={value}
      options={OPTIONS}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const renderSelect = (onChange = vi.fn(), language: Language = 'en') => renderWithProviders(<Language onChange={onChange} />, { language });

describe('Select', () => {
  it('is named by its label and shows the chosen option', async () => {
    await renderSelect();
    expect(screen.getByRole('combobox', { name: 'Writing language' })).toHaveTextContent('English');
  });

  it('opens with the keyboard, moves with the arrows and chooses with Enter', async () => {
    const onChange = vi.fn();
    const { user } = await renderSelect(onChange);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ar');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Writing language' })).toHaveTextContent('Arabic');
  });

  it('closes with Escape and keeps its value', async () => {
    const onChange = vi.fn();
    const { user } = await renderSelect(onChange);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveTextContent('English');
  });

  it('in Arabic opens its list right to left', async () => {
    const { user } = await renderSelect(vi.fn(), 'ar');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
