// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import type { PhonicsPanel } from './panel.ts';
import { SoundsTab } from './sounds-tab.tsx';

const panel: PhonicsPanel = {
  content: undefined,
  progress: undefined,
  contentLanguage: 'en',
  language: 'en',
  onLanguageChange: vi.fn(),
  uiLanguage: 'en',
  onRetry: null,
};

describe('SoundsTab', () => {
  it('holds the group buttons’ room while the groups load, hidden from everyone', async () => {
    await renderWithProviders(<SoundsTab panel={panel} groupId={null} onGroupChange={vi.fn()} index={0} onIndexChange={vi.fn()} />);
    const placeholder = screen.getByTestId('groups-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('invisible');
    expect(placeholder.querySelectorAll('button')).toHaveLength(4);
    expect(screen.queryByRole('group', { name: 'Sound groups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Digraphs' })).not.toBeInTheDocument();
  });
});
