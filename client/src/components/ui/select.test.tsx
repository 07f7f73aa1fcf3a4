// @vitest-environment jsdom
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
  it('with nothing chosen reads Choose…, and its first option is a choice like the others', async () => {
    const onChange = vi.fn();
    function Unchosen() {
      const [value, setValue] = useState('');
      return (
        <Select
          label="Belongs to"
          value={value}
          options={OPTIONS}
          onValueChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const { user } = await renderWithProviders(<Unchosen />);
    const select = screen.getByRole('combobox', { name: 'Belongs to' });
    expect(screen.getByRole('option', { name: 'Choose…', selected: true })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'English' })).not.toHaveProperty('selected', true);
    await user.selectOptions(select, 'English');
    expect(onChange).toHaveBeenCalledWith('en');
    expect(select).toHaveValue('en');
    expect(screen.queryByRole('option', { name: 'Choose…' })).toBeNull();
  });

  it('is named by its label and shows the chosen option', async () => {
    await renderSelect();
    const select = screen.getByRole('combobox', { name: 'Writing language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'English', selected: true })).toBeInTheDocument();
  });

  it('lists its options in order and reports a choice', async () => {
    const onChange = vi.fn();
    const { user } = await renderSelect(onChange);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Arabic', 'French']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Writing language' }), 'Arabic');
    expect(onChange).toHaveBeenCalledWith('ar');
    expect(screen.getByRole('combobox')).toHaveValue('ar');
  });

  it('is reached with Tab and changed from the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = await renderSelect(onChange);
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox'), 'fr');
    expect(onChange).toHaveBeenLastCalledWith('fr');
  });

  it('in Arabic sits in a right-to-left page, its chevron at the end', async () => {
    await renderSelect(vi.fn(), 'ar');
    expect(screen.getByRole('combobox').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('combobox').parentElement?.querySelector('svg')).toHaveClass('end-3');
  });
});
