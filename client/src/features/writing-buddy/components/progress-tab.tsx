import { useTranslation } from 'react-i18next';
import { AchievementList } from '@/components/practice/achievement-list.tsx';
import { LoadState } from '@/components/practice/load-state.tsx';
import { PracticeSection } from '@/components/practice/section.tsx';
import { Stat } from '@/components/practice/stat.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { useWritingProgress } from '../api/get-progress.ts';
import { useSamples } from '../api/get-samples.ts';
import type { WritingSample } from '../api/types.ts';
import { ACHIEVEMENTS_SHOWN, FOCUS_LETTERS, RECENT_SAMPLES_SHOWN, TRY_THESE_WORDS, scorePercent } from '../writing-model.ts';

function SampleRow({ sample }: { sample: WritingSample }) {
  const { t, i18n } = useTranslation();
  const date = new Date(sample.savedAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-muted p-3">
      <div className="flex items-center gap-3">
        <span lang={sample.language} dir="auto" className="text-2xl font-bold">
          {sample.letter}
        </span>
        <div className="text-sm">
          <div>{t(`languages.${sample.language as 'en'}`, { defaultValue: sample.language })}</div>
          <time dateTime={sample.savedAt} className="text-muted-fg">
            {Number.isNaN(date.getTime()) ? sample.savedAt : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(date)}
          </time>
        </div>
      </div>
      {sample.analysis ? (
        <Badge tone="primary">{`${scorePercent(sample.analysis.overall_score)}%`}</Badge>
      ) : (
        <Badge tone="outline">{t('writingBuddy.progress.saved')}</Badge>
      )}
    </li>
  );
}

/** Spec 001 §2 progress tab: the figures, 3 achievements, 5 recent samples, focus letters and words to try. */
export function ProgressTab() {
  const { t } = useTranslation();
  const progress = useWritingProgress();
  const samples = useSamples();
  const recent = (samples.data?.samples ?? []).slice(0, RECENT_SAMPLES_SHOWN);
  const achievements = (progress.data?.achievements ?? []).slice(0, ACHIEVEMENTS_SHOWN);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PracticeSection title={t('writingBuddy.progress.title')}>
        {progress.data ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Stat label={t('writingBuddy.progress.lettersMastered')} value={String(progress.data.letters_completed)} />
            <Stat label={t('writingBuddy.progress.wordsPracticed')} value={String(progress.data.words_completed)} />
            <Stat label={t('writingBuddy.stats.averageScore')} value={`${scorePercent(progress.data.average_score)}%`} />
          </div>
        ) : (
          <LoadState
            error={progress.isError}
            onRetry={() => void progress.refetch()}
            message={t('writingBuddy.errors.content')}
            retryLabel={t('writingBuddy.errors.retry')}
            shape="line"
          />
        )}
      </PracticeSection>

      <PracticeSection title={t('writingBuddy.progress.achievements')}>
        <AchievementList
          achievements={achievements}
          emptyText={t('writingBuddy.progress.noAchievements')}
          pointsText={(count) => t('writingBuddy.progress.points', { count })}
        />
      </PracticeSection>

      <PracticeSection title={t('writingBuddy.progress.recent')}>
        {samples.isPending || samples.isError ? (
          <LoadState
            error={samples.isError}
            onRetry={() => void samples.refetch()}
            message={t('writingBuddy.errors.content')}
            retryLabel={t('writingBuddy.errors.retry')}
            shape="line"
          />
        ) : recent.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('writingBuddy.progress.noSamples')}</p>
        ) : (
          <ul aria-label={t('writingBuddy.progress.recent')} className="space-y-2">
            {recent.map((sample) => (
              <SampleRow key={sample.id} sample={sample} />
            ))}
          </ul>
        )}
      </PracticeSection>

      <PracticeSection title={t('writingBuddy.progress.focusTitle')} description={t('writingBuddy.progress.focusDescription')}>
        <ul className="flex flex-wrap gap-2" lang="en">
          {FOCUS_LETTERS.map((letter) => (
            <li key={letter} className="flex h-14 w-14 items-center justify-center rounded-card bg-muted text-3xl font-bold">
              {letter}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold">{t('writingBuddy.progress.tryThese')}</h3>
        <ul className="mt-2 flex flex-wrap gap-2" lang="en">
          {TRY_THESE_WORDS.map((word) => (
            <li key={word} className="rounded-card bg-muted px-3 py-1.5 text-lg font-semibold">
              {word}
            </li>
          ))}
        </ul>
      </PracticeSection>
    </div>
  );
}
