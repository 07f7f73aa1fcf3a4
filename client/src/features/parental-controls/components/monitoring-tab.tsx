import { useTranslation } from 'react-i18next';
import { PROMPT_CATEGORIES, type PromptLog } from '@common/contracts/parental-controls.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePromptLogs } from '../api/get-prompt-logs.ts';
import { useSafetySummary } from '../api/get-safety-summary.ts';

/** Spec 002 §5: 80 or more green, 60 to 79 yellow, below 60 red. */
export function scoreTone(score: number): 'success' | 'warning' | 'danger' {
  return score >= 80 ? 'success' : score >= 60 ? 'warning' : 'danger';
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-card border border-border p-4">
      <dt className="text-sm text-muted-fg">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

function LogItem({ log }: { log: PromptLog }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="space-y-2 rounded-card border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="outline">{t(`parentalControls.categories.${log.category}`)}</Badge>
        <Badge tone={scoreTone(log.safetyScore)}>{t('parentalControls.monitoring.score', { score: log.safetyScore })}</Badge>
        {log.isApproved ? (
          <Badge tone="neutral">{t('parentalControls.monitoring.approved')}</Badge>
        ) : (
          <Badge tone="danger">{t('parentalControls.monitoring.flagged')}</Badge>
        )}
        <time dateTime={log.createdAt} className="ms-auto text-sm text-muted-fg">
          {new Date(log.createdAt).toLocaleString(i18n.language)}
        </time>
      </div>
      <p className="break-words">{log.prompt}</p>
      {log.flaggedWords.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">{t('parentalControls.monitoring.flaggedWords')}</span> {log.flaggedWords.join(', ')}
        </p>
      )}
    </li>
  );
}

/** Spec 002 §2 Monitoring: the safety summary and the prompt history (the first 20) of the chosen child. */
export function MonitoringTab({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const summary = useSafetySummary(childId);
  const logs = usePromptLogs(childId);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.monitoring.summaryTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {summary.isLoading ? (
            <Skeleton className="h-24" />
          ) : summary.isError || !summary.data ? (
            <p role="alert">{t('parentalControls.errors.summary')}</p>
          ) : (
            <div className="space-y-4">
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <Figure label={t('parentalControls.monitoring.total')} value={summary.data.totalPrompts} />
                <Figure label={t('parentalControls.monitoring.average')} value={summary.data.averageSafetyScore} />
                <Figure label={t('parentalControls.monitoring.flaggedCount')} value={summary.data.flaggedPrompts} />
                <Figure label={t('parentalControls.monitoring.recent')} value={summary.data.recentActivity} />
              </dl>
              <div>
                <h3 className="mb-2 font-semibold">{t('parentalControls.monitoring.categoriesTitle')}</h3>
                <ul className="flex flex-wrap gap-2">
                  {PROMPT_CATEGORIES.map((category) => (
                    <li key={category}>
                      <Badge tone="outline">
                        {t(`parentalControls.categories.${category}`)}: {summary.data.categories[category] ?? 0}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="mb-2 font-semibold">{t('parentalControls.monitoring.incidentsTitle')}</h3>
                {summary.data.recentIncidents.length === 0 ? (
                  <p className="text-muted-fg">{t('parentalControls.monitoring.noIncidents')}</p>
                ) : (
                  <ul className="space-y-2">
                    {summary.data.recentIncidents.map((log) => (
                      <LogItem key={log.id} log={log} />
                    ))}
                  </ul>
                )}
              </div>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.monitoring.historyTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          {logs.isLoading ? (
            <Skeleton className="h-24" />
          ) : logs.isError || !logs.data ? (
            <p role="alert">{t('parentalControls.errors.logs')}</p>
          ) : logs.data.length === 0 ? (
            <p className="text-muted-fg">{t('parentalControls.monitoring.noPrompts')}</p>
          ) : (
            <ul className="space-y-2" aria-label={t('parentalControls.monitoring.historyTitle')}>
              {logs.data.map((log) => (
                <LogItem key={log.id} log={log} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
