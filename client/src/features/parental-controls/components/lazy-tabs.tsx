import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { i18n, useNamespaces } from '@/lib/i18n.ts';

// Parental controls open on the overview; the other tabs' code and the plans' strings are not what the parent came
// for first, so they load once the overview is drawn, or as soon as a tab is reached for (issue 16: Lighthouse's
// LCP counts every byte and task before the overview's text is painted).
const load = () => import('./later-tabs.ts');

/** Starts loading the later tabs and the plans' strings (a tab hovered or focused); loading twice costs nothing. */
export function preloadLaterTabs(): void {
  void load();
  void i18n.loadNamespaces('parentingPlans');
}

export const TimeTab = lazy(() => load().then((module) => ({ default: module.TimeTab })));
export const ContentTab = lazy(() => load().then((module) => ({ default: module.ContentTab })));
export const MonitoringTab = lazy(() => load().then((module) => ({ default: module.MonitoringTab })));
export const ReportsTab = lazy(() => load().then((module) => ({ default: module.ReportsTab })));
const PlansStrings = ({ children }: { children: ReactNode }) => {
  useNamespaces(['parentingPlans']);
  return children;
};
const LoadedPlanBuilderTab = lazy(() => load().then((module) => ({ default: module.PlanBuilderTab })));
const LoadedMyPlansTab = lazy(() => load().then((module) => ({ default: module.MyPlansTab })));

export const PlanBuilderTab = (props: ComponentProps<typeof LoadedPlanBuilderTab>) => (
  <PlansStrings>
    <LoadedPlanBuilderTab {...props} />
  </PlansStrings>
);
export const MyPlansTab = (props: ComponentProps<typeof LoadedMyPlansTab>) => (
  <PlansStrings>
    <LoadedMyPlansTab {...props} />
  </PlansStrings>
);

/** A later tab's content: a placeholder of its room while its code arrives. */
export function LaterTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="mt-4 h-64" />}>{children}</Suspense>;
}
