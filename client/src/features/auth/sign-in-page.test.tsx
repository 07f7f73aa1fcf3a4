// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildSessionUser } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import SignInPage from './sign-in-page.tsx';

const student = buildSessionUser({ username: 'mia-r', lastName: '' });

/** Stubs fetch: the sign-in answers `login`, anything else (the demo accounts) an empty list. */
function answerSignIn(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = url === '/api/auth/login' ? { status, body } : { status: 200, body: { accounts: [] } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signInCalls = (fetchMock: ReturnType<typeof answerSignIn>) =>
  fetchMock.mock.calls
    .map((call) => call as unknown as [string, RequestInit])
    .filter(([url]) => url === '/api/auth/login')
    .map(([url, init]) => ({ url, method: init.method, body: JSON.parse(init.body as string) }));

beforeEach(() => window.history.replaceState(null, '', '/login'));
afterEach(() => vi.unstubAllGlobals());

describe('Sign in', () => {
  it('names the first empty field, one at a time, and moves focus to it', async () => {
    const fetchMock = answerSignIn(200, { user: student });
    const { user } = await renderWithProviders(<SignInPage />);
    const username = screen.getByLabelText('Username or email');
    const password = screen.getByLabelText('Password or PIN');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your username or email.')).toBeVisible();
    expect(screen.queryByText('Enter your password or PIN.')).not.toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.type(username, '  mia-r ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password or PIN.')).toBeVisible();
    expect(screen.queryByText('Enter your username or email.')).not.toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(signInCalls(fetchMock)).toEqual([]);
  });

  it('sends the trimmed username and the password, then opens the dashboard', async () => {
    const fetchMock = answerSignIn(200, { user: student });
    const { user } = await renderWithProviders(<SignInPage />);
    await user.type(screen.getByLabelText('Username or email'), '  mia-r ');
    await user.type(screen.getByLabelText('Password or PIN'), '5791');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(signInCalls(fetchMock)).toEqual([{ url: '/api/auth/login', method: 'POST', body: { username: 'mia-r', password: '5791' } }]);
  });

  it('says so in the page’s language when the server refuses the credentials', async () => {
    answerSignIn(401, { message: 'Invalid username or password', code: 'invalid_credentials' });
    const { user } = await renderWithProviders(<SignInPage />);
    await user.type(screen.getByLabelText('Username or email'), 'mia-r');
    await user.type(screen.getByLabelText('Password or PIN'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username or password is not right. Please check them and try again.');
    expect(window.location.pathname).toBe('/login');
  });

  it('tells how long to wait when the account has had too many wrong tries', async () => {
    answerSignIn(429, { message: 'Too many failed sign-ins.', code: 'too_many_attempts', retryAfterSeconds: 95 });
    const { user } = await renderWithProviders(<SignInPage />);
    await user.type(screen.getByLabelText('Username or email'), 'mia-r');
    await user.type(screen.getByLabelText('Password or PIN'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please wait 2 minutes, or ask a parent or teacher to unlock the account.');
  });

  it('reads right to left in Arabic, with the Arabic message under the empty field', async () => {
    answerSignIn(200, { user: student });
    const { user } = await renderWithProviders(<SignInPage />, { language: 'ar' });
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول إلى Wren' })).toBeVisible();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const username = screen.getByLabelText('اسم المستخدم أو البريد الإلكتروني');
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('أدخل اسم المستخدم أو البريد الإلكتروني.');
  });
});
