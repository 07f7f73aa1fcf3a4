// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import type { PhonicsProgress } from '../api/types.ts';
import type { PhonicsPanel } from './panel.ts';
import { PracticeTab, type ShownItem } from './practice-tab.tsx';

const progress = { sounds_mastered: 12, words_read: 30, average_score: 84.6 } as PhonicsProgress;

function panelWith(changes: Partial<PhonicsPanel> = {}): PhonicsPanel {
  return {
    content: undefined,
    progress,
    contentLanguage: 'en',
    language: 'en',
    onLanguageChange: vi.fn(),
    uiLanguage: 'en',
    onRetry: null,
    ...changes,
  };
}

const item = (changes: Partial<ShownItem> = {}): ShownItem => ({ index: 1, total: 6, onIndexChange: vi.fn(), card: <p>Card for b</p>, ...changes });
const figure = { label: 'Mastered sounds', valueOf: (shown: PhonicsProgress) => shown.sounds_mastered };

describe('PracticeTab', () => {
  it('shows the choices, the language, the item with its counter and card, and the two figures', async () => {
    const shown = item();
    const { user } = await renderWithProviders(
      <PracticeTab panel={panelWith()} choices={<button type="button">Digraphs</button>} item={{ ...shown, caption: 'Digraphs' }} figure={figure} />,
    );
    expect(screen.getByRole('button', { name: 'Digraphs' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Practice language' })).toHaveTextContent('English');
    expect(screen.getByText('Item 2 of 6')).toHaveClass('sr-only');
    expect(screen.getByText('Card for b')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mastered sounds' })).toHaveTextContent('12');
    expect(screen.getByRole('group', { name: 'Average score' })).toHaveTextContent('85%');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown.onIndexChange).toHaveBeenCalledWith(2);
  });

  it('shows the load state in place of the item, with a retry when the lessons could not be loaded', async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithProviders(<PracticeTab panel={panelWith({ onRetry, progress: undefined })} choices={null} item={null} figure={figure} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The sounds and words could not be loaded.');
    expect(screen.getByRole('group', { name: 'Mastered sounds' })).toHaveTextContent('–');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks Arabic: labels, counter and figures', async () => {
    await renderWithProviders(
      <PracticeTab
        panel={panelWith({ language: 'ar', contentLanguage: 'ar', uiLanguage: 'ar' })}
        choices={null}
        item={item({ index: 0, total: 3 })}
        figure={{ label: 'الأصوات المتقنة', valueOf: (shown) => shown.sounds_mastered }}
      />,
      { language: 'ar' },
    );
    expect(screen.getByRole('combobox', { name: 'لغة التدريب' })).toHaveTextContent('العربية');
    expect(screen.getByRole('button', { name: 'السابق' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'التالي' })).toBeEnabled();
    expect(screen.getByText('العنصر 1 من 3')).toHaveClass('sr-only');
    expect(screen.getByRole('group', { name: 'متوسط النتيجة' })).toHaveTextContent('85%');
  });
});
