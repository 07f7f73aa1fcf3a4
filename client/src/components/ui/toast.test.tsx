// @vitest-environment jsdom
import './jsdom-radix.ts';
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
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
