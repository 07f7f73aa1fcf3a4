// @vitest-environment jsdom
import './jsdom-radix.ts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { DialogContent, DialogRoot } from './dialog.tsx';
import Toaster, { toast } from './toast.tsx';

describe('Toaster', () => {
  it('shows a toast with its title and text in the notifications region, and closes it with its button', async () => {
    const { user } = await renderWithProviders(<Toaster />);
    act(() => toast({ title: 'Saved Successfully', description: 'Your sample is kept.' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Saved Successfully');
    expect(region).toHaveTextContent('Your sample is kept.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved Successfully')).not.toBeInTheDocument();
  });

  it('shows one toast at a time, the newest', async () => {
    await renderWithProviders(<Toaster />);
    act(() => toast({ title: 'First' }));
    act(() => toast({ title: 'Second', variant: 'destructive' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('names its region and close button in Arabic', async () => {
    await renderWithProviders(<Toaster />, { language: 'ar' });
    act(() => toast({ title: 'تم الحفظ' }));
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toHaveTextContent('تم الحفظ');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});

describe('Escape with a toast over a dialog', () => {
  it('closes the dialog the focus is in, and leaves the toast', async () => {
    function Screen() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Toaster />
          <DialogRoot open={open} onOpenChange={setOpen}>
            <DialogContent title="Students of Reading Circle">
              <button type="button" onClick={() => toast({ title: 'Enrollment updated' })}>
                Enroll Omar
              </button>
            </DialogContent>
          </DialogRoot>
        </>
      );
    }
    const { user } = await renderWithProviders(<Screen />);
    await user.click(await screen.findByRole('button', { name: 'Enroll Omar' }));
    // The dialog is modal, so the rest of the page (the toast's region too) is hidden from the accessibility tree.
    expect(await screen.findByText('Enrollment updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll Omar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Students of Reading Circle' })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveTextContent('Enrollment updated');
    // With no dialog left, the next Escape is the toast's.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Enrollment updated')).not.toBeInTheDocument());
  });
});
