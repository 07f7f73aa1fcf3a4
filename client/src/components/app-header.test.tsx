// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Profile } from '@common/contracts/user.ts';
import { buildSessionUser } from '@/test/fixtures.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { AppHeader } from './app-header.tsx';

const child = buildSessionUser();
const profile: Profile = {
  ...child,
  tokens: 350,
  level: 3,
  missionStreak: 5,
  completedMissions: 12,
  modules: [],
  overallProgress: 40,
  achievements: [],
  counts: { lettersMastered: 0, wordsPracticed: 0, soundsMastered: 0, phonicsWords: 0, missionsCompleted: 0, differentMissions: 0, storiesCreated: 0 },
};

/** The session answers at once; the profile when `release` is called. */
function serverWithSlowProfile() {
  let release = () => {};
  const profileSent = new Promise<void>((resolve) => (release = resolve));
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/user/profile' ? profileSent.then(() => json(profile)) : json({ user: child }))),
  );
  return { release: () => release() };
}

afterEach(() => vi.unstubAllGlobals());

describe('App header', () => {
  it('holds the token count’s place while the profile loads, so the header does not re-wrap', async () => {
    const server = serverWithSlowProfile();
    await renderWithProviders(<AppHeader />);
    expect(await screen.findByText('Mia')).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Mia Rivera');
    const placeholder = screen.getByTestId('token-count-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveClass('invisible');

    server.release();
    expect(await screen.findByText('350 tokens')).toBeVisible();
    expect(screen.queryByTestId('token-count-placeholder')).not.toBeInTheDocument();
  });
});
