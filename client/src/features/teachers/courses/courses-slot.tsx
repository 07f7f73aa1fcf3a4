import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/**
 * The Teachers Hub's course tabs (issue 12), as the page shell renders them: Course Management, Student Progress and
 * Reports & Analytics. Each loads its data only while its tab is shown (the shell's tabs mount the active one).
 */
export { CoursesTab } from './courses-tab.tsx';
export { StudentProgressTab } from './progress-tab.tsx';

// Reports & Analytics draws its charts with recharts (~110 KB compressed, most of the hub's script): it loads when
// its tab is opened (or the pointer reaches for it), not with the hub's first tab (issue 16).
const loadAnalytics = () => import('./analytics-tab.tsx');
const LazyAnalyticsTab = lazy(() => loadAnalytics().then((module) => ({ default: module.AnalyticsTab })));

/** Starts downloading the analytics tab before it is opened (the tab trigger's hover). */
export const preloadAnalytics = () => void loadAnalytics();

/** Reports & Analytics: a placeholder of its shape, announced as loading, until its code has arrived. */
export function AnalyticsTab() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="space-y-4">
          <p role="status" className="sr-only">
            {t('common.loading')}
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      }
    >
      <LazyAnalyticsTab />
    </Suspense>
  );
}
