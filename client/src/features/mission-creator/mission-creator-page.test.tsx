// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import MissionCreatorPage from './mission-creator-page.tsx';

describe('Mission Creator', () => {
  it('edits the texts in the account’s language even when it arrives after the page opened', async () => {
    const { i18n } = await renderWithProviders(<MissionCreatorPage />);
    expect(screen.getByLabelText('Title (English)')).toBeVisible();

    // The signed-in account's preference (Arabic) is applied once the profile has loaded.
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByLabelText('العنوان (العربية)')).toHaveAttribute('dir', 'rtl');
  });

  it('keeps the language the teacher picked when the interface language changes', async () => {
    const { i18n, user } = await renderWithProviders(<MissionCreatorPage />);
    await user.click(screen.getByRole('button', { name: 'Arabic', pressed: false }));
    expect(screen.getByLabelText('Title (Arabic)')).toBeVisible();

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByLabelText(/^(titre|title) \((arabe|arabic)\)$/i)).toBeVisible();
  });
});
