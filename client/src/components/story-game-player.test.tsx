// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render.tsx';
import { StoryGamePlayer } from './story-game-player.tsx';

const game = {
  intro: 'A small dragon lived in a cave. One night the lantern went out.',
  question: 'What should the dragon do?',
  choices: [
    { text: 'Ask the owl', ending: 'The owl brought a light. The end.' },
    { text: 'Sing a song', ending: 'The song made the dark feel cosy. The end.' },
    { text: 'Count the stars', ending: 'There were so many stars that the night felt bright. The end.' },
  ],
};

describe('StoryGamePlayer', () => {
  it('plays to the chosen ending from the keyboard, and Play again goes back to the choices', async () => {
    const { user } = await renderWithProviders(<StoryGamePlayer game={game} language="en" />);
    expect(screen.getByText(game.intro)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What should the dragon do?' })).toBeVisible();
    const choices = screen.getByRole('list', { name: 'Choices' });
    expect(choices.querySelectorAll('button')).toHaveLength(3);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sing a song' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'You chose: Sing a song' })).toBeVisible();
    expect(screen.getByTestId('story-game-ending')).toHaveTextContent('The song made the dark feel cosy. The end.');
    expect(screen.queryByText('The owl brought a light. The end.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByRole('button', { name: 'Ask the owl' })).toBeVisible();
  });

  it('an Arabic game reads right to left inside an English page', async () => {
    await renderWithProviders(<StoryGamePlayer game={{ intro: 'كانت قطة صغيرة.', question: 'ماذا تفعل؟', choices: game.choices.slice(0, 2) }} language="ar" />);
    const section = screen.getByTestId('story-game');
    expect(section).toHaveAttribute('dir', 'rtl');
    expect(section).toHaveAttribute('lang', 'ar');
  });
});
