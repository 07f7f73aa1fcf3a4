// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { Language } from '@common/domain/languages.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { Slider } from './slider.tsx';

function Volume() {
  const [volume, setVolume] = useState(80);
  return (
    <>
      <Slider value={volume} onValueChange={setVolume} min={0} max={100} step={5} label="Volume" />
      <output>{volume}</output>
    </>
  );
}

const renderVolume = (language: Language = 'en') => renderWithProviders(<Volume />, { language });

// The keys (arrows, Home, End, and their direction right to left) are the browser's own: the E2E tests press them
// in Chromium (e2e/student/student-right-to-left.spec.ts, e2e/parent/parent-parental-controls.spec.ts).
describe('Slider', () => {
  it('is named by its label, holds its value and bounds, and is reached with Tab', async () => {
    const { user } = await renderVolume();
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider).toHaveValue('80');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '5');
    await user.tab();
    expect(slider).toHaveFocus();
  });

  it('reports a moved value as a number', async () => {
    await renderVolume();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '35' } });
    expect(screen.getByRole('status')).toHaveTextContent('35');
  });

  it('in Arabic sits in a right-to-left page', async () => {
    await renderVolume('ar');
    expect(screen.getByRole('slider').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
