// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Button } from '@/components/ui/button.tsx';
import { answerWith, buildChildSummary, sentRequest } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AddChildDialog } from './add-child-dialog.tsx';
import { DeleteChildDialog } from './delete-child-dialog.tsx';
import { EditChildDialog } from './edit-child-dialog.tsx';
import { ResetPinDialog } from './reset-pin-dialog.tsx';

const mia = buildChildSummary({ id: 'child-1', username: 'mia-r', lastName: 'Rossi' });

/** Types each value into the field of that label, in the order given, as a user filling the form would. */
async function fillIn(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Renders a dialog and opens it with the button of that name, as the parent would. */
async function openDialog(ui: ReactElement, opener: string, language: 'en' | 'ar' = 'en') {
  const rendered = await renderWithProviders(ui, { language });
  await rendered.user.click(screen.getByRole('button', { name: opener }));
  // The open dialog's code loads on first use.
  await screen.findByRole('dialog');
  return rendered;
}

const openAddDialog = (language: 'en' | 'ar' = 'en') => openDialog(<AddChildDialog trigger={<Button>Open</Button>} />, 'Open', language);

describe('Add a child', () => {
  it('shows each field’s rule for bad input and moves focus to the first field in error', async () => {
    const fetchMock = answerWith(201, { child: mia });
    const { user } = await openAddDialog();
    await fillIn(user, { Username: 'A B', PIN: '12', 'Confirm PIN': '13' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter a first name of up to 60 characters.')).toBeVisible();
    expect(screen.getByText('Enter an age from 3 to 14, in whole years.')).toBeVisible();
    expect(screen.getByText('Use 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter or digit.')).toBeVisible();
    expect(screen.getByText('The PIN must be 4 to 8 letters or digits.')).toBeVisible();
    expect(screen.getByText('The two PINs do not match.')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name (optional)')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the contract’s body for a valid form', async () => {
    const fetchMock = answerWith(201, { child: mia });
    const { user } = await openAddDialog();
    await fillIn(user, { 'First name': ' Mia ', Age: '7', Username: 'Mia-R', PIN: '4321', 'Confirm PIN': '4321' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/children',
      method: 'POST',
      body: { firstName: 'Mia', lastName: '', age: 7, preferredLanguage: 'en', username: 'mia-r', pin: '4321' },
    });
  });

  it('shows a taken username from the server on the username field', async () => {
    answerWith(409, { message: 'Username already taken', field: 'username' });
    const { user } = await openAddDialog();
    await fillIn(user, { 'First name': 'Mia', Age: '7', Username: 'mia-r', PIN: '4321', 'Confirm PIN': '4321' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription(expect.stringContaining('That username is taken. Please choose another.'));
    expect(username).toHaveFocus();
  });

  it('reads right to left in Arabic, with the Arabic rule under the field', async () => {
    const { user } = await openAddDialog('ar');
    expect(screen.getByRole('dialog', { name: 'إضافة طفل' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    const firstName = screen.getByLabelText('الاسم الأول');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('أدخل اسمًا أول لا يزيد على 60 حرفًا.');
  });
});

describe('Edit a child', () => {
  const openEditDialog = () => openDialog(<EditChildDialog child={mia} />, 'Edit');

  it('starts from the account, checks the age and focuses it', async () => {
    const fetchMock = answerWith(200, { child: mia });
    const { user } = await openEditDialog();
    const age = screen.getByLabelText('Age');
    expect(age).toHaveValue(7);
    await user.clear(age);
    await user.type(age, '20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter an age from 3 to 14, in whole years.')).toBeVisible();
    expect(age).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends every detail with PATCH, and shows a server 400 on its field', async () => {
    const fetchMock = answerWith(400, { message: 'First name is too long', field: 'firstName' });
    const { user } = await openEditDialog();
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Mila');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription('Enter a first name of up to 60 characters.');
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/children/child-1',
      method: 'PATCH',
      body: { firstName: 'Mila', lastName: 'Rossi', age: 7, preferredLanguage: 'en' },
    });
  });
});

describe('Reset PIN', () => {
  const openPinDialog = () => openDialog(<ResetPinDialog child={mia} />, 'Reset PIN');

  it('asks for the same PIN twice and focuses the confirmation', async () => {
    const fetchMock = answerWith(200, { child: mia });
    const { user } = await openPinDialog();
    await fillIn(user, { 'New PIN': '4321', 'Confirm PIN': '4322' });
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByText('The two PINs do not match.')).toBeVisible();
    expect(screen.getByLabelText('Confirm PIN')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only the PIN', async () => {
    const fetchMock = answerWith(200, { child: mia });
    const { user } = await openPinDialog();
    await fillIn(user, { 'New PIN': 'abcd12', 'Confirm PIN': 'abcd12' });
    await user.click(screen.getByRole('button', { name: 'Change PIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentRequest(fetchMock)).toEqual({ url: '/api/children/child-1', method: 'PATCH', body: { pin: 'abcd12' } });
  });
});

describe('Delete a child', () => {
  it('sends nothing until the child’s first name is typed, then sends it for the server to check too', async () => {
    const fetchMock = answerWith(200, { ok: true });
    const { user } = await openDialog(<DeleteChildDialog child={mia} />, 'Delete');
    await user.type(screen.getByLabelText('Type Mia to confirm'), 'Mira');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Type Mia exactly to confirm.')).toBeVisible();
    expect(screen.getByLabelText('Type Mia to confirm')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Type Mia to confirm'));
    await user.type(screen.getByLabelText('Type Mia to confirm'), ' mia {Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock)).toEqual({ url: '/api/children/child-1', method: 'DELETE', body: { confirmName: ' mia ' } });
  });
});
