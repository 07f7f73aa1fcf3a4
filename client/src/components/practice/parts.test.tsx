// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { AchievementList } from './achievement-list.tsx';
import { PracticeLanguageSelect } from './language-select.tsx';
import { LoadState } from './load-state.tsx';
import { PracticeSection } from './section.tsx';
import { Stat, StatCard } from './stat.tsx';

describe('LoadState', () => {
  it('says it is loading while the content is on its way', async () => {
    await renderWithProviders(<LoadState error={false} onRetry={vi.fn()} message="Could not load" retryLabel="Try again" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what failed and retries on request', async () => {
    const onRetry = vi.fn();
    const { user } = await renderWithProviders(<LoadState error onRetry={onRetry} message="The sounds could not be loaded." retryLabel="Try again" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The sounds could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('PracticeLanguageSelect', () => {
  it('is named by its label, lists the module languages by name and reports a choice', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <PracticeLanguageSelect label="Practice language" languages={['en', 'ar', 'fr'] as const} value="en" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Practice language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Arabic', 'French']);
    await user.selectOptions(select, 'French');
    expect(onChange).toHaveBeenCalledWith('fr');
  });

  it('names the languages in Arabic, right to left', async () => {
    await renderWithProviders(<PracticeLanguageSelect label="لغة التدريب" languages={['en', 'ar'] as const} value="ar" onChange={vi.fn()} />, {
      language: 'ar',
    });
    expect(screen.getByRole('combobox', { name: 'لغة التدريب' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('العربية');
  });
});

describe('Stat and StatCard', () => {
  it('are found by their label with the figure inside', async () => {
    await renderWithProviders(
      <>
        <Stat label="Average score" value="72%" />
        <StatCard label="Words read" value="12" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Average score' })).toHaveTextContent('72%');
    expect(screen.getByRole('group', { name: 'Words read' })).toHaveTextContent('12');
  });
});

describe('PracticeSection and AchievementList', () => {
  it('lists the achievements with their points in a region named by its title', async () => {
    await renderWithProviders(
      <PracticeSection title="Achievements">
        <AchievementList
          achievements={[
            { title: 'First Letter', description: 'You wrote your first letter', points: 10 },
            { title: 'Word Writer', description: 'Five words', points: 25 },
          ]}
          emptyText="Keep writing"
          pointsText={(points) => `${points} points`}
        />
      </PracticeSection>,
    );
    // A practice section sits straight under the page's h1: its title is an h2, so the outline skips no level.
    expect(screen.getByRole('heading', { level: 2, name: 'Achievements' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Achievements' }).querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual(['First LetterYou wrote your first letter10 points', 'Word WriterFive words25 points']);
  });

  it('encourages the child while there is none', async () => {
    await renderWithProviders(<AchievementList achievements={[]} emptyText="Keep writing to earn your first achievement!" pointsText={String} />);
    expect(screen.getByText('Keep writing to earn your first achievement!')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
