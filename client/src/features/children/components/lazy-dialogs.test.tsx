// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Button } from '@/components/ui/button.tsx';
import { buildChildSummary } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LazyAddChildDialog, LazyEditChildDialog } from './lazy-dialogs.tsx';

const mia = buildChildSummary({ id: 'child-1', username: 'mia-r', lastName: 'Rossi' });

describe('Child dialogs loaded on first use', () => {
  it('opens the edit form on the first press, and Escape gives focus back to its button', async () => {
    const { user } = await renderWithProviders(<LazyEditChildDialog child={mia} />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: /Mia/ });
    expect(await screen.findByLabelText('First name')).toHaveValue(mia.firstName);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('opens "Add a child" from the keyboard, right to left in Arabic', async () => {
    const { user } = await renderWithProviders(<LazyAddChildDialog trigger={<Button>Open</Button>} />, { language: 'ar' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
