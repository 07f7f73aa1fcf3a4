// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { Switch } from './switch.tsx';

function Controlled({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Read aloud"
      description="Texts are read when they appear."
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is named by its label and toggles by clicking the label or pressing Space', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Controlled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Read aloud' });
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Read aloud'));
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does nothing while disabled', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Switch label="Read aloud" checked={false} onCheckedChange={onChange} disabled />);
    await user.click(screen.getByRole('switch', { name: 'Read aloud' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});
