import { useTranslation } from 'react-i18next';
import { AI_TEST_CAPABILITIES } from '@common/contracts/ai.ts';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAiHealth } from './api/get-ai-health.ts';
import { CapabilityCard } from './components/capability-card.tsx';

/** /admin/ai: which engine serves each AI capability, and a test button for each (administrators). */
export default function AiAdminPage() {
  const { t } = useTranslation();
  const health = useAiHealth();
  return (
    <div className="min-h-screen bg-bg pb-28">
      <PageHeader title={t('aiAdmin.title')} subtitle={t('aiAdmin.subtitle')} />
      <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <p className="text-muted-fg">{t('aiAdmin.intro')}</p>
        {health.isPending && (
          <div className="grid gap-4 md:grid-cols-2">
            {AI_TEST_CAPABILITIES.map((c) => (
              <Skeleton key={c} className="h-40" />
            ))}
          </div>
        )}
        {health.isError && (
          <div role="alert" className="space-y-3">
            <p>{t('aiAdmin.loadError')}</p>
            <Button variant="outline" onClick={() => void health.refetch()}>
              {t('aiAdmin.retry')}
            </Button>
          </div>
        )}
        {health.data && (
          <div className="grid gap-4 md:grid-cols-2">
            {AI_TEST_CAPABILITIES.map((capability) => (
              <CapabilityCard key={capability} capability={capability} health={health.data.ai[capability]} />
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
