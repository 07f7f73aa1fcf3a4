import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import type { ContentLanguage, PhonicsContent, PhonicsProgress } from '../api/types.ts';
import { scorePercent, type PracticeLanguage } from '../phonics-model.ts';
import { LanguageSelect } from './language-select.tsx';
import { LoadState } from './load-state.tsx';
import { PracticeCard } from './practice-card.tsx';
import { Stat } from './stat.tsx';
import { Stepper } from './stepper.tsx';

/** Spec 001 §2 sounds tab: group buttons, language, previous/next with counter, the sound to practise, two cards. */
export function SoundsTab({
  content,
  progress,
  contentLanguage,
  language,
  onLanguageChange,
  groupId,
  onGroupChange,
  index,
  onIndexChange,
  uiLanguage,
  onRetry,
}: {
  content: PhonicsContent | undefined;
  progress: PhonicsProgress | undefined;
  contentLanguage: ContentLanguage;
  language: PracticeLanguage;
  onLanguageChange: (language: PracticeLanguage) => void;
  groupId: string | null;
  onGroupChange: (groupId: string) => void;
  index: number;
  onIndexChange: (index: number) => void;
  uiLanguage: string;
  onRetry: (() => void) | null;
}) {
  const { t } = useTranslation();
  const group = content?.groups.find((g) => g.id === groupId) ?? content?.groups[0];
  const sounds = group?.sounds ?? [];
  const sound = sounds[Math.min(index, sounds.length - 1)];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label={t('phonicsTutor.groups.label')} className="flex flex-wrap gap-2" data-tour="groups">
          {(content?.groups ?? []).map((g) => (
            <Button
              key={g.id}
              size="sm"
              variant={g.id === group?.id ? 'primary' : 'outline'}
              aria-pressed={g.id === group?.id}
              onClick={() => onGroupChange(g.id)}
            >
              {t(`phonicsTutor.groups.${g.id as 'single-sounds'}`)}
            </Button>
          ))}
        </div>
        <LanguageSelect value={language} onChange={onLanguageChange} />
      </div>
      {!content || !sound ? (
        <LoadState error={onRetry !== null} onRetry={() => onRetry?.()} />
      ) : (
        <>
          <Stepper index={index} total={sounds.length} onChange={onIndexChange}>
            <span className="text-sm text-muted-fg">{t(`phonicsTutor.groups.${group!.id as 'single-sounds'}`)}</span>
          </Stepper>
          <PracticeCard
            key={`${contentLanguage}:${sound.id}`}
            kind="sound"
            target={sound.text}
            language={contentLanguage}
            uiLanguage={uiLanguage}
            hint={sound.hint}
            examples={sound.examples}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Stat label={t('phonicsTutor.stats.soundsMastered')} value={progress ? String(progress.sounds_mastered) : '–'} />
        <Stat label={t('phonicsTutor.stats.averageScore')} value={progress ? `${scorePercent(progress.average_score)}%` : '–'} />
      </div>
    </div>
  );
}
