import { useRef } from 'react';
import { useQuery } from '@/lib/query.ts';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { useSession } from '@/lib/session.ts';
import { profileQuery } from '@/lib/account-queries.ts';
import { childProfileQuery } from './api/get-child-profile.ts';
import { AchievementsSection } from './components/achievements-section.tsx';
import { AssessmentReport } from './components/assessment-report.tsx';
import { SkillsAssessmentReport } from './components/skills-assessment-report.tsx';
import { LoadError } from '@/components/load-error.tsx';
import { ModulesSection } from './components/modules-section.tsx';
import { Overview } from './components/overview.tsx';
import { ParentNote } from './components/parent-note.tsx';
import { useHashFocus } from './use-hash-focus.ts';

/**
 * /my-progress (spec 000 §2): the signed-in account's own figures, achievements and assessment results; with
 * ?childId= a parent, teacher or administrator reads the same report for a child they may see (404 otherwise).
 */
export default function MyProgressPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const childId = new URLSearchParams(useSearch()).get('childId');
  const own = useQuery({ ...profileQuery, enabled: !childId });
  const child = useQuery({ ...childProfileQuery(childId ?? ''), enabled: Boolean(childId) });
  const profile = childId ? child : own;
  const achievementsHeading = useRef<HTMLHeadingElement>(null);
  useHashFocus('achievements', achievementsHeading, !profile.isPending);
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <PageHeader
        title={childId && child.data ? t('progress.report.childTitle', { name: `${child.data.firstName} ${child.data.lastName}`.trim() }) : t('progress.title')}
        subtitle={t('progress.subtitle')}
      />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        {user.role === 'parent' && !childId && <ParentNote />}
        {profile.isPending && (
          <p role="status" className="sr-only">
            {t('progress.loading')}
          </p>
        )}
        {profile.isError ? (
          <LoadError message={t('progress.errors.profile')} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        ) : (
          <>
            <Overview profile={profile.data} />
            <ModulesSection profile={profile.data} />
            <AchievementsSection ref={achievementsHeading} profile={profile.data} />
          </>
        )}
        <AssessmentReport childId={childId} />
        <SkillsAssessmentReport childId={childId} />
      </main>
    </div>
  );
}
