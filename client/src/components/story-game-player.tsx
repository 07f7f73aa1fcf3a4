import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { StoryGame } from '@common/contracts/ai.ts';
import { directionOf } from '@common/domain/languages.ts';
import { Button } from '@/components/ui/button.tsx';

/**
 * Plays a Creative Lab choose-your-path game (issue 15): the intro, the question, 2–3 choices, then the chosen
 * ending and Play again. Shared by the child's Creative Lab and the family's view of a child's creations. The game is
 * written in its story's language, so it carries its own lang and direction (Arabic right to left).
 */
export function StoryGamePlayer({ game, language, headingLevel = 3 }: { game: StoryGame; language: string; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;
  const choice = chosen === null ? null : game.choices[chosen];

  return (
    <section className="flex flex-col gap-4" aria-label={t('storyGame.label')} lang={language} dir={directionOf(language)} data-testid="story-game">
      <p className="whitespace-pre-line text-lg leading-relaxed">{game.intro}</p>
      {choice ? (
        <div className="flex flex-col gap-3" aria-live="polite">
          <Heading className="text-base font-semibold">{t('storyGame.yourChoice', { choice: choice.text })}</Heading>
          <p className="whitespace-pre-line rounded-md border border-border bg-muted p-4 text-lg leading-relaxed" data-testid="story-game-ending">
            {choice.ending}
          </p>
          <Button variant="outline" className="self-start" onClick={() => setChosen(null)}>
            <RotateCcw aria-hidden className="size-4" />
            {t('storyGame.again')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Heading className="text-base font-semibold">{game.question}</Heading>
          <ul className="flex flex-col gap-2" aria-label={t('storyGame.choices')}>
            {game.choices.map((c, index) => (
              <li key={index}>
                <Button variant="outline" className="h-auto w-full justify-start whitespace-normal py-3 text-start" onClick={() => setChosen(index)}>
                  {c.text}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
