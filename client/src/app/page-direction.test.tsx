// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { testI18n } from '@/test/render.tsx';
import { PageDirection } from './page-direction.tsx';

describe('PageDirection', () => {
  it('gives Radix primitives the direction of the interface language, and follows a change of language', async () => {
    const i18n = await testI18n('en');
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <PageDirection>
          <Tabs defaultValue="letters">
            <TabsList aria-label="Practice">
              <TabsTrigger value="letters">Letters</TabsTrigger>
              <TabsTrigger value="words">Words</TabsTrigger>
            </TabsList>
          </Tabs>
        </PageDirection>
      </I18nextProvider>,
    );
    const row = () => screen.getByRole('tablist').closest('[dir]');
    expect(row()).toHaveAttribute('dir', 'ltr');

    await act(() => i18n.changeLanguage('ar'));
    expect(row()).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('tab', { name: 'Letters' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Words' })).toHaveFocus();

    await act(() => i18n.changeLanguage('fr'));
    expect(row()).toHaveAttribute('dir', 'ltr');
  });
});
