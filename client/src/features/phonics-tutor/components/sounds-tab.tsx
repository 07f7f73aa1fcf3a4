import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { PracticeLanguageSelect } from '@/components/practice/language-select.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { StatCard } from '@/components/practice/stat.tsx';
import { PracticeStepper } from '@/components/practice/stepper.tsx';
import { PRACTICE_LANGUAGES, scorePercent } from '../phonics-model.ts';
import type { PhonicsPanel } from './panel.ts';
import { PracticeCard } from './practice-card.tsx';

/** Spec 001 §2 sounds tab: group buttons, language, previous/next with counter, the sound to practise, two cards. */
export function SoundsTab({
  panel,
  groupId,
  onGroupChange,
  index,
  onIndexChange,
}: {
  panel: PhonicsPanel;
  groupId: string | null;
  onGroupChange: (groupId: string) => void;
  index: number;
  onIndexChange: (index: number) => void;
}) {
  const { t } = useTranslation();
  const group = panel.content?.groups.find((g) => g.id === groupId) ?? panel.content?.groups[0];
  const sounds = group?.sounds ?? [];
  const sound = sounds[Math.min(index, sounds.length - 1)];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div role="group" aria-label={t('phonicsTutor.groups.label')} className="flex flex-wrap gap-2" data-tour="groups">
          {(panel.content?.groups ?? []).map((g) => (
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
        <PracticeLanguageSelect
          label={t('phonicsTutor.practiceLanguage')}
          languages={PRACTICE_LANGUAGES}
          value={panel.language}
          onChange={panel.onLanguageChange}
        />
      </div>
      {!panel.content || !sound ? (
        <LoadState
          error={panel.onRetry !== null}
          onRetry={() => panel.onRetry?.()}
          message={t('phonicsTutor.errors.content')}
          retryLabel={t('phonicsTutor.errors.retry')}
        />
      ) : (
        <>
          <PracticeStepper
            index={index}
            total={sounds.length}
            onChange={onIndexChange}
            previousLabel={t('phonicsTutor.navigation.previous')}
            nextLabel={t('phonicsTutor.navigation.next')}
            counterLabel={t('phonicsTutor.navigation.counter', { index: Math.min(index + 1, sounds.length), total: sounds.length })}
          >
            <span className="text-sm text-muted-fg">{t(`phonicsTutor.groups.${group!.id as 'single-sounds'}`)}</span>
          </PracticeStepper>
          <PracticeCard
            key={`${panel.contentLanguage}:${sound.id}`}
            kind="sound"
            target={sound.text}
            language={panel.contentLanguage}
            uiLanguage={panel.uiLanguage}
            hint={sound.hint}
            examples={sound.examples}
          />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label={t('phonicsTutor.stats.soundsMastered')} value={panel.progress ? String(panel.progress.sounds_mastered) : '–'} />
        <StatCard label={t('phonicsTutor.stats.averageScore')} value={panel.progress ? `${scorePercent(panel.progress.average_score)}%` : '–'} />
      </div>
    </div>
  );
}
