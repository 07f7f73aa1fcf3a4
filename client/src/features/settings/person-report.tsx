import { useTranslation } from 'react-i18next';
import { PROGRESS_TOTALS } from '@common/domain/progress.ts';
import type { ReportEntry } from '@common/contracts/user-report.ts';
import { Progress } from '@/components/ui/progress.tsx';

type CountKey = keyof ReportEntry['counts'];

/** Counts that have a fixed total (26 letters, 50 sounds…) are shown "n of total". */
const COUNT_TOTALS: Partial<Record<CountKey, number>> = {
  lettersMastered: PROGRESS_TOTALS.letters,
  soundsMastered: PROGRESS_TOTALS.sounds,
  missionsCompleted: PROGRESS_TOTALS.builtInMissions,
  storiesCreated: PROGRESS_TOTALS.stories,
};

const COUNT_KEYS = [
  'lettersMastered',
  'wordsPracticed',
  'soundsMastered',
  'phonicsWords',
  'missionsCompleted',
  'storiesCreated',
] as const satisfies readonly CountKey[];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-[calc(var(--radius)*0.75)] border border-border px-3 py-2">
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

/** One person's part of the printed report; `headingLevel` keeps the outline right under the dialog's h2. */
export function PersonReport({ entry, headingLevel }: { entry: ReportEntry; headingLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const Name = headingLevel === 3 ? 'h3' : 'h4';
  const Part = headingLevel === 3 ? 'h4' : 'h5';
  const name = `${entry.firstName} ${entry.lastName}`.trim();
  const details = [t(`roles.${entry.role}`), entry.age === null ? null : t('settings.profile.ageValue', { count: entry.age })].filter(Boolean).join(' · ');
  const count = (key: CountKey) => {
    const total = COUNT_TOTALS[key];
    const done = entry.counts[key];
    return total ? t('settings.report.outOf', { done, total }) : String(done);
  };

  return (
    <article className="break-inside-avoid space-y-4">
      <header>
        <Name className="text-lg font-bold">{name}</Name>
        <p className="text-sm text-muted-fg">{details}</p>
      </header>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t('settings.report.level')} value={String(entry.level)} />
        <Figure label={t('settings.report.tokens')} value={String(entry.tokens)} />
        <Figure label={t('settings.report.streak')} value={String(entry.missionStreak)} />
        <Figure label={t('settings.report.completedMissions')} value={String(entry.completedMissions)} />
      </dl>
      <section className="space-y-2">
        <Part className="font-semibold">{t('settings.report.modules')}</Part>
        <div className="flex items-center justify-between text-sm font-medium">
          <span>{t('settings.report.overall')}</span>
          <span>{t('settings.report.percent', { value: entry.overallProgress })}</span>
        </div>
        <Progress value={entry.overallProgress} label={t('settings.report.overall')} />
        <ul className="space-y-2">
          {entry.modules.map((module) => (
            <li key={module.id} className="space-y-1">
              <div className="flex items-center justify-between text-sm">
                <span>{t(`modules.${module.id}.name`)}</span>
                <span>{t('settings.report.percent', { value: module.progress })}</span>
              </div>
              <Progress value={module.progress} label={t(`modules.${module.id}.name`)} />
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-2">
        <Part className="font-semibold">{t('settings.report.activity')}</Part>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {COUNT_KEYS.map((key) => (
            <div key={key} className="flex justify-between gap-3 border-b border-border py-1">
              <dt>{t(`settings.report.counts.${key}`)}</dt>
              <dd className="font-semibold">{count(key)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="space-y-2">
        <Part className="font-semibold">{t('settings.report.achievements')}</Part>
        {entry.achievements.length === 0 ? (
          <p className="text-sm text-muted-fg">{t('settings.report.noAchievements')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {entry.achievements.map((id) => (
              <li key={id} className="rounded-full border border-border px-3 py-0.5 text-sm">
                {t(`settings.report.achievementNames.${id}`, { defaultValue: id })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
