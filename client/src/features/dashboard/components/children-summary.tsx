import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UserPlus } from 'lucide-react';
import type { ChildSummary } from '@common/contracts/children.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useChildren } from '@/lib/account-queries.ts';
import { LoadError } from '@/components/load-error.tsx';

function ChildRow({ child }: { child: ChildSummary }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const figures = [
    { label: t('dashboard.stats.level'), value: number(child.level) },
    { label: t('dashboard.stats.tokens'), value: number(child.tokens) },
    { label: t('dashboard.stats.streak'), value: t('dashboard.stats.streakDays', { count: child.missionStreak }) },
  ];
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-card border border-border bg-card p-4 text-card-fg">
      <div className="min-w-40 flex-1">
        <h3 className="font-semibold">
          {child.firstName} {child.lastName}
        </h3>
        {child.age !== null && <p className="text-sm text-muted-fg">{t('dashboard.children.age', { age: child.age })}</p>}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="text-xs text-muted-fg">{figure.label}</dt>
            <dd className="text-lg font-bold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A parent's banner: one row per child with the figures the child sees on their own dashboard. */
export function ChildrenSummary() {
  const { t } = useTranslation();
  const query = useChildren(true);

  if (query.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (query.isError) {
    return <LoadError message={t('dashboard.errors.children')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const children = query.data.children;
  return (
    <div className="space-y-2">
      <h2 className="text-lg font-semibold">{t('dashboard.children.title')}</h2>
      {children.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-4 text-card-fg">
          <p className="flex-1">{t('dashboard.children.empty')}</p>
          <Button asChild size="sm">
            <Link href="/my-children">
              <UserPlus aria-hidden="true" className="h-4 w-4" />
              {t('dashboard.children.add')}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="space-y-2">
          {children.map((child) => (
            <ChildRow key={child.id} child={child} />
          ))}
        </ul>
      )}
    </div>
  );
}
