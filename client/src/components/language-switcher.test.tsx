// @vitest-environment jsdom
import '@/components/ui/jsdom-radix.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { toast } from '@/components/ui/toast-store.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const changeLanguage = vi.fn<(language: string) => Promise<void>>();
vi.mock('@/lib/preferences.ts', () => ({ useChangeLanguage: () => changeLanguage }));
vi.mock('@/components/ui/toast-store.ts', () => ({ toast: vi.fn() }));

beforeEach(() => {
  changeLanguage.mockReset().mockResolvedValue(undefined);
  vi.mocked(toast).mockReset();
});

describe('LanguageSwitcher, compact', () => {
  it('opens a menu from the keyboard, marks the current language and switches with Enter', async () => {
    const { user } = await renderWithProviders(<LanguageSwitcher variant="compact" />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(4);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(changeLanguage).toHaveBeenCalledExactlyOnceWith('fr');
    expect(menu).not.toBeInTheDocument();
  });

  it('in Arabic opens its menu right to left', async () => {
    const { user } = await renderWithProviders(<LanguageSwitcher variant="compact" />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: /العربية/ }));
    expect(screen.getByRole('menu').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toBeChecked();
  });

  it('says so when the choice could not be kept on the account', async () => {
    changeLanguage.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderWithProviders(<LanguageSwitcher variant="compact" />);
    await user.click(screen.getByRole('button', { name: /English/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /Français/ }));
    expect(changeLanguage).toHaveBeenCalledWith('fr');
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' })));
  });
});

describe('LanguageSwitcher, full', () => {
  it('is a labelled select that switches the language and marks a right-to-left one', async () => {
    const { user } = await renderWithProviders(<LanguageSwitcher variant="full" />, { language: 'ar' });
    const select = screen.getByRole('combobox');
    expect(select).toHaveValue('ar');
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toBeInTheDocument();
    expect(screen.getByText('اتجاه العرض من اليمين إلى اليسار')).toBeInTheDocument();
    await user.selectOptions(select, 'en');
    expect(changeLanguage).toHaveBeenCalledWith('en');
  });
});
