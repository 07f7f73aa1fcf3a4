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
    // The menu loads when first wanted; it opens with focus on the first language, as from Radix's own trigger.
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toBeChecked();
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(4);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(changeLanguage).toHaveBeenCalledExactlyOnceWith('fr');
    expect(menu).not.toBeInTheDocument();
  });

  it('in Arabic opens its menu right to left', async () => {
    const { user } = await renderWithProviders(<LanguageSwitcher variant="compact" />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: /العربية/ }));
    expect((await screen.findByRole('menu')).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toBeChecked();
  });

  it('says so when the choice could not be kept on the account', async () => {
    changeLanguage.mockRejectedValueOnce(new Error('offline'));
    const { user } = await renderWithProviders(<LanguageSwitcher variant="compact" />);
    await user.click(screen.getByRole('button', { name: /English/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Français/ }));
    expect(changeLanguage).toHaveBeenCalledWith('fr');
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' })));
  });
  it('keeps the menu off the page until it is wanted, then closes back to its button', async () => {
    const { user } = await renderWithProviders(<LanguageSwitcher variant="compact" />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await screen.findByRole('menu');
    // The open menu is modal: the page behind it, its button included, is hidden from assistive technology.
    expect(screen.getByRole('button', { name: 'Language: English', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
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
