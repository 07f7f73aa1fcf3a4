// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Language } from '@common/domain/languages.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PracticeScreen } from './practice-screen.tsx';

// The header's language switcher saves to the account and the tour reads aloud: neither is under test here.
vi.mock('@/lib/preferences.ts', () => ({ useChangeLanguage: () => vi.fn() }));
vi.mock('@/lib/i18n.ts', () => ({ currentLanguage: () => 'en' }));
vi.mock('@/lib/speech/say-once.ts', () => ({ sayOnce: vi.fn(() => new Promise(() => {})), stopSaying: vi.fn() }));

const STEPS = ['tabs', 'canvas'] as const;

function renderScreen(language: Language = 'en') {
  return renderWithProviders(
    <Router hook={memoryLocation({ path: '/writing-buddy' }).hook}>
      <PracticeScreen
        title="Writing Buddy"
        subtitle="Practice letters"
        level={3}
        tour={{ label: 'Start tour', steps: STEPS, textFor: (step) => `Step: ${step}` }}
        tabsLabel="Writing Buddy sections"
        tabs={[
          { value: 'letters', label: 'Letters', content: <p>Write this letter</p> },
          { value: 'words', label: 'Words', content: <p>Write this word</p> },
          { value: 'progress', label: 'Progress', content: <p>Your progress</p> },
        ]}
      />
    </Router>,
    { language },
  );
}

describe('PracticeScreen', () => {
  it('shows the title, the level and the back link, and opens on the first tab', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Writing Buddy' })).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/i })).toHaveAttribute('href', '/dashboard');
    const tabs = within(screen.getByRole('tablist', { name: 'Writing Buddy sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Letters', 'Words', 'Progress']);
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Write this letter');
  });

  it('starts the guided tour on the first tab', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Progress' }));
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('dialog')).toHaveTextContent('Step: tabs');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in Arabic moves to the next tab with ArrowLeft', async () => {
    const { user } = await renderScreen('ar');
    await user.click(screen.getByRole('tab', { name: 'Letters' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Write this word');
  });
});
