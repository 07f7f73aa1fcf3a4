// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildChildSummary, stubFetch } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ChildCard } from './child-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const mia = (locked: boolean) => buildChildSummary({ locked });

/** The server: the unlock answers with the child, unlocked; the card's progress is left unanswered (404). */
function serverAnswers() {
  return stubFetch((url, init) =>
    init?.method === 'POST' && url === '/api/children/c1/unlock'
      ? { status: 200, body: { child: mia(false) } }
      : { status: 404, body: { message: 'Not found', code: 'not_found' } },
  );
}

describe('ChildCard', () => {
  it('a locked child shows it, and the parent unlocks the account with one press', async () => {
    const fetchMock = serverAnswers();
    const { user } = await renderWithProviders(<ChildCard child={mia(true)} />);
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.getByText(/Too many wrong PINs: Mia cannot sign in/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlock sign-in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/children/c1/unlock', expect.objectContaining({ method: 'POST' })));
  });

  it('a child who is not locked out has no unlock button', async () => {
    serverAnswers();
    await renderWithProviders(<ChildCard child={mia(false)} />);
    expect(screen.getByRole('group', { name: "Manage Mia's account" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlock sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('the unlock button speaks the parent’s language', async () => {
    serverAnswers();
    await renderWithProviders(<ChildCard child={mia(true)} />, { language: 'fr' });
    expect(screen.getByRole('button', { name: 'Débloquer la connexion' })).toBeInTheDocument();
  });

  it('in Arabic the username is kept whole, left to right, inside the right-to-left line', async () => {
    serverAnswers();
    await renderWithProviders(<ChildCard child={buildChildSummary({ username: 'demo-student' })} />, { language: 'ar' });
    const username = screen.getByText('demo-student');
    expect(username.tagName).toBe('BDI');
    expect(username).toHaveAttribute('dir', 'ltr');
    expect(username.parentElement).toHaveTextContent('اسم المستخدم: demo-student');
  });
});
