import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { AppHeader } from '@/components/app-header.tsx';
import { useProfile } from '@/lib/account-queries.ts';
import { useScreenTime } from '@/lib/screen-time.ts';
import { WelcomeBanner } from './components/welcome-banner.tsx';
import { ModulesGrid } from './components/modules-grid.tsx';
import { AssessmentsSection } from './components/assessments-section.tsx';
import { ManagementSection } from './components/management-section.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { LoadError } from '@/components/load-error.tsx';

/** /dashboard (spec 000 §2): every figure comes from the signed-in account's own data. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const profile = useProfile();
  const screenTime = useScreenTime(user?.role === 'child');
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;

  return (
    <div className="min-h-screen bg-bg pb-28 text-fg">
      <AppHeader />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <WelcomeBanner user={user} profile={profile.data} failed={profile.isError} />
        {profile.isError && (
          <LoadError message={t('dashboard.errors.profile')} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
        )}
        <ModulesGrid profile={profile.data} failed={profile.isError} allowedApps={screenTime.data?.allowedApps} />
        <AssessmentsSection />
        <ManagementSection role={user.role} />
        <QuickActions role={user.role} />
      </main>
    </div>
  );
}
