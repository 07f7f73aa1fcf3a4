import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useChildren } from '@/lib/account-queries.ts';
import { LazyAddChildDialog } from './components/lazy-dialogs.tsx';
import { ChildCard } from './components/child-card.tsx';
import { EmptyState } from './components/empty-state.tsx';

function LoadingList() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-6 md:grid-cols-2">
      <Skeleton className="h-96" />
      <Skeleton className="h-96" />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
      <p>{t('children.loadError')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('children.retry')}
      </Button>
    </Card>
  );
}

function ChildList({ list }: { list: ChildSummary[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="children-heading">
      <h2 id="children-heading" className="mb-4 text-lg font-semibold">
        {t('children.listHeading')}
      </h2>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {list.map((child) => (
          <li key={child.id}>
            <ChildCard child={child} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /my-children: a parent's children, their progress, and their accounts. */
export default function MyChildrenPage() {
  const { t } = useTranslation();
  const children = useChildren();
  const list = children.data?.children;
  // One "Add a child" button at a time: in the header once there are children, in the empty state before. While the
  // list loads the header keeps its place (disabled), so the page does not move down when the list arrives.
  const addButton = children.isLoading ? (
    <Button disabled>
      <UserPlus aria-hidden="true" className="h-4 w-4" />
      {t('children.add.button')}
    </Button>
  ) : list && list.length > 0 ? (
    <LazyAddChildDialog
      trigger={
        <Button>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t('children.add.button')}
        </Button>
      }
    />
  ) : undefined;

  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={t('children.title')} subtitle={t('children.subtitle')} actions={addButton} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        {children.isLoading ? (
          <LoadingList />
        ) : !list ? (
          <LoadError onRetry={() => void children.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState />
        ) : (
          <ChildList list={list} />
        )}
      </main>
    </div>
  );
}
