// @vitest-environment jsdom
import './jsdom-radix.ts';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import type { Language } from '@common/domain/languages.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { Slider } from './slider.tsx';

function Volume() {
  const [volume, setVolume] = useState(80);
  return <Slider value={volume} onValueChange={setVolume} min={0} max={100} step={5} label="Volume" />;
}

const renderVolume = (language: Language = 'en') => renderWithProviders(<Volume />, { language });

describe('Slider', () => {
  it('is named by its label and moves one step per arrow key, within its bounds', async () => {
    const { user } = await renderVolume();
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb).toHaveAttribute('aria-valuenow', '80');
    await user.tab();
    expect(thumb).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '85');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '75');
    await user.keyboard('{End}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
  });

  it('in Arabic grows towards the left: ArrowLeft raises the value', async () => {
    const { user } = await renderVolume('ar');
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '85');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '75');
  });
});
