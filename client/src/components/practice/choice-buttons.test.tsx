// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { ChoiceButtons, DifficultyButtons } from './choice-buttons.tsx';

const GROUPS = [
  { value: 'single-sounds', label: 'Single sounds' },
  { value: 'digraphs', label: 'Digraphs' },
] as const;

describe('ChoiceButtons', () => {
  it('names the row, presses the chosen button, and reports another choice made with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <ChoiceButtons label="Sound groups" tourMark="groups" options={GROUPS} value="single-sounds" onChange={onChange} />,
    );
    const row = screen.getByRole('group', { name: 'Sound groups' });
    expect(row).toHaveAttribute('data-tour', 'groups');
    expect(within(row).getByRole('button', { name: 'Single sounds' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(row).getByRole('button', { name: 'Digraphs' })).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    await user.tab();
    expect(within(row).getByRole('button', { name: 'Digraphs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('digraphs');
  });

  it('presses nothing while no choice is known', async () => {
    await renderWithProviders(<ChoiceButtons label="Sound groups" options={GROUPS} value={undefined} onChange={vi.fn()} />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('DifficultyButtons', () => {
  it('colours the chosen difficulty only (spec 001 §9), in Arabic too', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <DifficultyButtons
        label="الصعوبة"
        options={[
          { value: 'beginner', label: 'مبتدئ' },
          { value: 'intermediate', label: 'متوسط' },
          { value: 'advanced', label: 'متقدّم' },
        ]}
        value="intermediate"
        onChange={onChange}
      />,
      { language: 'ar' },
    );
    const row = screen.getByRole('group', { name: 'الصعوبة' });
    const chosen = within(row).getByRole('button', { name: 'متوسط' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen.style.backgroundColor).toBe('var(--color-warning)');
    expect(within(row).getByRole('button', { name: 'مبتدئ' }).style.backgroundColor).toBe('');
    await user.click(within(row).getByRole('button', { name: 'متقدّم' }));
    expect(onChange).toHaveBeenCalledWith('advanced');
  });
});
