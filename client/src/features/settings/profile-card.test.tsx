// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@common/contracts/user.ts';
import { answerWith, sentRequest } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import NameForm from './name-form.tsx';

// The name form reads only the names of the profile.
const parent = { firstName: 'Alex', lastName: 'Rivera' } as Profile;

afterEach(() => vi.unstubAllGlobals());

describe('Change your name', () => {
  it('names what is wrong with each name, focuses the first, and clears a message when its field is typed in', async () => {
    const fetchMock = answerWith(200, {});
    const { user } = await renderWithProviders(<NameForm profile={parent} />);
    const firstName = screen.getByLabelText('First name');
    const lastName = screen.getByLabelText('Last name');
    await user.clear(firstName);
    await user.type(lastName, 'x'.repeat(60));
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Enter your first name.')).toBeVisible();
    expect(screen.getByText('The last name can have at most 60 characters.')).toBeVisible();
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');

    await user.type(firstName, 'A');
    expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument();
    expect(screen.getByText('The last name can have at most 60 characters.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both trimmed names with PATCH', async () => {
    const fetchMock = answerWith(200, { user: {} });
    const { user } = await renderWithProviders(<NameForm profile={parent} />);
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, ' Alexandra ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/user/profile',
      method: 'PATCH',
      body: { firstName: 'Alexandra', lastName: 'Rivera' },
    });
  });

  it('shows a name the server refuses on its field', async () => {
    answerWith(400, { message: 'Last name is too long', field: 'lastName' });
    const { user } = await renderWithProviders(<NameForm profile={parent} />);
    const lastName = screen.getByLabelText('Last name');
    await user.type(lastName, 's');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    expect(lastName).toHaveAccessibleDescription('Check this name and try again.');
    expect(lastName).toHaveFocus();
  });

  it('reads right to left in Arabic, with the Arabic message', async () => {
    answerWith(200, {});
    const { user } = await renderWithProviders(<NameForm profile={parent} />, { language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const firstName = screen.getByLabelText('الاسم الأول');
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'حفظ الاسم' }));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('أدخل اسمك الأول.');
  });
});
