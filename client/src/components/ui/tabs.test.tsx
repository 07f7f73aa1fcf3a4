// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { useId, useState } from 'react';
import { screen } from '@testing-library/react';
import type { Language } from '@common/domain/languages.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { TabPanel, Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function renderTabs(language: Language = 'en') {
  return renderWithProviders(
    <Tabs defaultValue="letters">
      <TabsList aria-label="Practice">
        <TabsTrigger value="letters">Letters</TabsTrigger>
        <TabsTrigger value="words">Words</TabsTrigger>
        <TabsTrigger value="progress">Progress</TabsTrigger>
      </TabsList>
      <TabsContent value="letters">Write this letter</TabsContent>
      <TabsContent value="words">Write this word</TabsContent>
      <TabsContent value="progress">Your progress</TabsContent>
    </Tabs>,
    { language },
  );
}

describe('Tabs', () => {
  it('shows the panel of the chosen tab', async () => {
    const { user } = await renderTabs();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Write this letter');
    await user.click(screen.getByRole('tab', { name: 'Words' }));
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Write this word');
  });

  it('moves with ArrowRight to the next tab, left to right', async () => {
    const { user } = await renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Write this word');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Progress' })).toHaveFocus();
  });

  it('in Arabic runs right to left: ArrowLeft is the next tab and ArrowRight the previous', async () => {
    const { user } = await renderTabs('ar');
    expect(screen.getByRole('tablist', { name: 'Practice' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveFocus();
  });
});

/** A page that draws the open panel itself (TabPanel), as parental controls does. */
function OwnPanel() {
  const group = useId();
  const [tab, setTab] = useState('letters');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Practice">
        <TabsTrigger group={group} value="letters">
          Letters
        </TabsTrigger>
        <TabsTrigger group={group} value="words">
          Words
        </TabsTrigger>
      </TabsList>
      <TabPanel key={tab} group={group} value={tab}>
        {tab === 'letters' ? 'Write this letter' : 'Write this word'}
      </TabPanel>
    </Tabs>
  );
}

describe('TabPanel', () => {
  it('is named by its tab, which points at it, and follows the keyboard', async () => {
    const { user } = await renderWithProviders(<OwnPanel />);
    expect(screen.getByRole('tabpanel', { name: 'Letters' })).toHaveTextContent('Write this letter');
    expect(screen.getByRole('tab', { name: 'Letters' })).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Words' })).toHaveTextContent('Write this word');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
