// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ChildSummary } from '@common/contracts/children.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ChildCard } from './child-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const mia = (locked: boolean): ChildSummary => ({
  id: 'c1',
  username: 'mia',
  firstName: 'Mia',
  lastName: '',
  age: 7,
  preferredLanguage: 'en',
  isActive: true,
  tokens: 0,
  level: 1,
  missionStreak: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  locked,
});

/** The server: the unlock answers with the child, unlocked; the card's progress is left unanswered (404). */
function serverAnswers() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const unlock = init?.method === 'POST' && url === '/api/children/c1/unlock';
    const [status, body] = unlock ? [200, { child: mia(false) }] : [404, { message: 'Not found', code: 'not_found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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
});
