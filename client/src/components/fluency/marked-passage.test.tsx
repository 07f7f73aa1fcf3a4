// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FluencyReading } from '@common/contracts/fluency.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MarkedPassage } from './marked-passage.tsx';

const TEXT = ['The', 'cat', 'sat', 'on', 'a', 'mat'];

function reading(overrides: Partial<FluencyReading> = {}): FluencyReading {
  const marks = ['correct', 'substituted', 'correct', 'omitted', 'correct', 'correct'] as const;
  return {
    id: '00000000-0000-4000-8000-000000000001',
    childId: '00000000-0000-4000-8000-000000000002',
    passageId: 'en-k-1',
    language: 'en',
    durationSeconds: 30,
    engine: 'alignment',
    notice: null,
    words: TEXT.map((text, index) => ({ index, text, mark: marks[index]!, heard: index === 1 ? 'hat' : null, flipped: false })),
    lastWordIndex: 4,
    insertions: 0,
    wordsRead: 5,
    wordsCorrect: 3,
    errors: 2,
    wcpm: 6,
    accuracy: 60,
    expression: { suggested: 3, chosen: null, evidence: { sentenceEndPauses: null, midPhrasePausesPer100: null, pitchRangeSemitones: null } },
    hasAudio: true,
    adjustedBy: null,
    adjustedAt: null,
    createdAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

const figure = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('MarkedPassage', () => {
  it('names each word with its mark (not colour alone) and flips it with the keyboard, the figures following', async () => {
    const onAdjust = vi.fn(async () => undefined);
    const { user } = await renderWithProviders(<MarkedPassage reading={reading()} onAdjust={onAdjust} audioUrl="/api/fluency/readings/x/audio" />);
    const passage = screen.getByRole('group', { name: 'The passage, word by word' });
    const cat = within(passage).getByRole('button', { name: 'word 2, "cat", marked misread (heard "hat")' });
    expect(cat).toHaveAttribute('aria-pressed', 'true');
    expect(within(passage).getByRole('button', { name: 'word 4, "on", marked omitted' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(passage).getByRole('button', { name: 'word 6, "mat", marked not read' })).toHaveAttribute('aria-pressed', 'false');
    expect(figure('Errors')).toBe('2');
    expect(figure('Words correct per minute')).toBe('6');
    expect(figure('Accuracy')).toBe('60 %');

    cat.focus();
    await user.keyboard('{Enter}');
    expect(onAdjust).toHaveBeenCalledWith({ flips: [1] });
    expect(within(passage).getByRole('button', { name: 'word 2, "cat", marked correct' })).toHaveAttribute('aria-pressed', 'false');
    expect(figure('Errors')).toBe('1');
    expect(figure('Words correct per minute')).toBe('8');
    expect(figure('Accuracy')).toBe('80 %');
    expect(screen.getByText('Listen to the reading')).toBeInTheDocument();
  });

  it('sets where the reading stopped, and the manual engine starts with nothing read', async () => {
    const onAdjust = vi.fn(async () => undefined);
    const manual = reading({
      engine: 'manual',
      notice: 'No transcription server',
      lastWordIndex: null,
      words: TEXT.map((text, index) => ({ index, text, mark: 'correct', heard: null, flipped: false })),
    });
    const { user } = await renderWithProviders(<MarkedPassage reading={manual} onAdjust={onAdjust} />);
    expect(screen.getByRole('note')).toHaveTextContent('could not be listened to automatically');
    expect(figure('Words read')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Mark where the reading stopped' }));
    await user.click(screen.getByRole('button', { name: 'word 3, "sat", marked not read' }));
    expect(onAdjust).toHaveBeenCalledWith({ lastWordIndex: 2 });
    expect(figure('Words read')).toBe('3');
    expect(figure('Words correct per minute')).toBe('6');
    expect(screen.queryByText('Listen to the reading')).not.toBeInTheDocument();
  });

  it('is read only without onAdjust, and works right to left in Arabic', async () => {
    await renderWithProviders(<MarkedPassage reading={reading({ language: 'ar' })} showExpression />, { language: 'ar' });
    expect(screen.queryAllByRole('button', { pressed: true }).filter((b) => !b.hasAttribute('disabled'))).toHaveLength(0);
    const passage = screen.getByRole('group', { name: 'النص كلمةً كلمة' });
    expect(passage).toHaveAttribute('dir', 'rtl');
    expect(within(passage).getByRole('img', { name: 'الكلمة 2، «cat»، علامتها: قُرئت خطأً (سُمعت «hat»)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-pressed', 'true');
  });
});
