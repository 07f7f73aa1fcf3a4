import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import type { Incident, UsageWeek } from '@common/contracts/parental-controls.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useReport } from '../api/get-report.ts';

const SEVERITY_TONE = { low: 'info', medium: 'warning', high: 'danger' } as const;

function useFormat() {
  const { t, i18n } = useTranslation();
  const duration = (total: number) => t('parentalControls.time.duration', { hours: Math.floor(total / 60), minutes: total % 60 });
  const day = (date: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return { t, i18n, duration, day };
}

function IncidentText({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  switch (incident.kind) {
    case 'flagged-prompt':
      return <>{t('parentalControls.reports.kinds.flagged-prompt', { prompt: incident.detail })}</>;
    case 'limit-reached':
      return <>{t('parentalControls.reports.kinds.limit-reached')}</>;
    case 'app-blocked':
      return <>{t('parentalControls.reports.kinds.app-blocked', { app: t(`parentalControls.apps.${incident.detail}`, { defaultValue: incident.detail }) })}</>;
    case 'extra-time': {
      const [status = 'pending', minutes = '0'] = incident.detail.split(':');
      return <>{t(`parentalControls.reports.extraTime.${status as 'granted' | 'declined' | 'pending'}`, { count: Number(minutes) })}</>;
    }
  }
}

/** One week's screen time per day, drawn as bars and given as a table, so it reads the same to everyone. */
function WeekChart({ week }: { week: UsageWeek }) {
  const { t, duration, day } = useFormat();
  const most = Math.max(60, ...week.days.map((d) => d.minutes));
  const title = t('parentalControls.reports.weekOf', {
    start: day(week.start, { day: 'numeric', month: 'short' }),
    end: day(week.end, { day: 'numeric', month: 'short' }),
  });
  return (
    <section className="break-inside-avoid space-y-3 rounded-card border border-border p-4">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted-fg">{t('parentalControls.reports.total')}</dt>
          <dd className="text-xl font-bold">{duration(week.totalMinutes)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-fg">{t('parentalControls.reports.learningShare')}</dt>
          <dd className="text-xl font-bold">{week.learningShare === null ? '—' : t('parentalControls.reports.percent', { value: week.learningShare })}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted-fg">{t('parentalControls.reports.violations')}</dt>
          <dd className="text-xl font-bold">{week.violations}</dd>
        </div>
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('parentalControls.reports.chartCaption', { week: title })}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-28 text-start font-medium">
              {t('parentalControls.reports.day')}
            </th>
            <th scope="col" className="text-start font-medium">
              {t('parentalControls.reports.screenTime')}
            </th>
            <th scope="col" className="w-32 text-end font-medium">
              {t('parentalControls.reports.learning')}
            </th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((d) => (
            <tr key={d.date}>
              <th scope="row" className="py-1 text-start font-normal">
                {day(d.date, { weekday: 'short', day: 'numeric' })}
              </th>
              <td className="py-1">
                <div className="flex items-center gap-2">
                  <div aria-hidden="true" className="h-3 flex-1 rounded-full bg-muted">
                    <div className="h-3 rounded-full bg-primary" style={{ width: `${(d.minutes / most) * 100}%` }} />
                  </div>
                  <span className="w-20 text-end">{duration(d.minutes)}</span>
                </div>
              </td>
              <td className="py-1 text-end">{duration(d.learningMinutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The Reports tab: incidents with severity and the last 4 weeks of usage, all from the child's real activity. */
export function ReportsTab({ childId, childName }: { childId: string; childName: string }) {
  const { t, i18n } = useFormat();
  const report = useReport(childId);
  if (report.isLoading) return <Skeleton className="h-48" />;
  if (report.isError || !report.data) return <p role="alert">{t('parentalControls.errors.report')}</p>;
  const { incidents, weeks } = report.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-fg">{t('parentalControls.reports.intro', { name: childName, zone: report.data.timeZone })}</p>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="me-2 h-4 w-4" />
          {t('parentalControls.reports.print')}
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.reports.incidentsTitle')}</CardTitle>
          <CardDescription>{t('parentalControls.reports.incidentsText')}</CardDescription>
        </CardHeader>
        <CardContent>
          {incidents.length === 0 ? (
            <p className="text-muted-fg">{t('parentalControls.reports.noIncidents')}</p>
          ) : (
            <ul className="space-y-2">
              {incidents.map((incident) => (
                <li key={`${incident.kind}-${incident.id}`} className="flex flex-wrap items-center gap-2 rounded-card border border-border p-3">
                  <Badge tone={SEVERITY_TONE[incident.severity]}>{t(`parentalControls.reports.severity.${incident.severity}`)}</Badge>
                  <span className="min-w-0 flex-1 break-words">
                    <IncidentText incident={incident} />
                  </span>
                  <time dateTime={incident.at} className="text-sm text-muted-fg">
                    {new Date(incident.at).toLocaleString(i18n.language)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('parentalControls.reports.usageTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {weeks.map((week) => (
            <WeekChart key={week.start} week={week} />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
