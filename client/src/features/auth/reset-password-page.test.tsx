// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

/** Stubs fetch: the reset answers `status` and `body`; the page sends nothing else. */
function answerReset(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const resetCalls = (fetchMock: ReturnType<typeof answerReset>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/auth/password-reset').map(([, init]) => JSON.parse(init!.body as string));

async function openPage(address: string) {
  window.history.replaceState(null, '', address);
  const rendered = await renderWithProviders(<ResetPasswordPage />);
  return { ...rendered, password: screen.getByLabelText('New password'), confirm: screen.getByLabelText('Type the new password again') };
}

afterEach(() => vi.unstubAllGlobals());

describe('Reset password (the form every new-password link shares)', () => {
  it("checks the contract's length and the copy in the browser, focusing the first problem, and sends nothing", async () => {
    const fetchMock = answerReset(200, { ok: true });
    const { user, password, confirm } = await openPage('/reset-password?token=t0ken-of-the-link');
    await user.type(password, 'short');
    await user.type(confirm, 'shorter');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Your password must be at least 10 characters long.')).toBeVisible();
    expect(screen.getByText('The two passwords are not the same.')).toBeVisible();
    expect(password).toHaveFocus();
    expect(resetCalls(fetchMock)).toEqual([]);
  });

  it("reads the server's refusal of the password by its rule, in the page's words, on the field", async () => {
    const fetchMock = answerReset(400, {
      code: 'bad_request',
      field: 'newPassword',
      messageKey: 'account.commonPassword',
      message: 'Ce mot de passe est trop courant.',
    });
    const { user, password, confirm } = await openPage('/reset-password?token=t0ken-of-the-link');
    await user.type(password, 'password1234');
    await user.type(confirm, 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This password is one of the most common ones and easy to guess. Please choose another.')).toBeVisible();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(resetCalls(fetchMock)).toEqual([{ token: 't0ken-of-the-link', newPassword: 'password1234' }]);
  });

  it('says a spent link or an address without one is not valid, and offers a new one', async () => {
    answerReset(400, { code: 'bad_request', field: 'token', messageKey: 'account.resetLinkInvalid', message: 'This link is not valid' });
    const spent = await openPage('/reset-password?token=spent');
    await spent.user.type(spent.password, 'amber-meadow-92');
    await spent.user.type(spent.confirm, 'amber-meadow-92');
    await spent.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/This reset link is not valid any more/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    spent.unmount();

    const fetchMock = answerReset(200, { ok: true });
    const bare = await openPage('/reset-password');
    await bare.user.type(bare.password, 'amber-meadow-92');
    await bare.user.type(bare.confirm, 'amber-meadow-92');
    await bare.user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/This reset link is not valid any more/)).toBeVisible();
    expect(resetCalls(fetchMock)).toEqual([]);
  });
});
