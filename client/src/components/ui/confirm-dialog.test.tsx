// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function DeleteNotes({ pending = false, onConfirm }: { pending?: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>Delete notes</Button>}
      title="Delete the notes?"
      description="They cannot be brought back."
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>Three notes go with them.</p>
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('says what goes before the action runs, and Cancel closes it back to its button without running it', async () => {
    const onConfirm = vi.fn();
    const { user } = await renderWithProviders(<DeleteNotes onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete notes' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the notes?' });
    expect(dialog).toHaveAccessibleDescription('They cannot be brought back.');
    expect(screen.getByText('Three notes go with them.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action from its button, which is disabled and says so while the action is on its way', async () => {
    const onConfirm = vi.fn();
    const { user, rerender } = await renderWithProviders(<DeleteNotes onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete notes' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(<DeleteNotes pending onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
  });
});
