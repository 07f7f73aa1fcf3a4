import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import type { Creation } from '@common/contracts/creative-lab.ts';

/**
 * The child's saved stories as one choice (Game Builder, Presentation Maker): a radio group of their titles, or a
 * line saying there is none yet once the creations have loaded.
 */
export function StoryChoice({
  stories,
  loaded,
  chosenId,
  onChoose,
  label,
}: {
  stories: readonly Creation[];
  loaded: boolean;
  chosenId: string | null;
  onChoose: (id: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (loaded && stories.length === 0) return <p>{t('creativeLab.game.noStories')}</p>;
  return (
    <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={label}>
      {stories.map((s) => (
        <Button
          key={s.id}
          size="sm"
          role="radio"
          aria-checked={chosenId === s.id}
          variant={chosenId === s.id ? 'primary' : 'outline'}
          onClick={() => onChoose(s.id)}
        >
          {s.title}
        </Button>
      ))}
    </div>
  );
}
