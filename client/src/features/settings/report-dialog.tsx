import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Printer } from 'lucide-react';
import type { ReportEntry } from '@common/contracts/user-report.ts';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useReport } from './api/get-report.ts';
import { PersonReport } from './person-report.tsx';

/**
 * While the report is open, printing shows it alone: the app (in #root; the dialog is portalled outside it) and
 * the overlay are hidden, and the dialog drops its fixed, scrolling frame so a long report flows over sheets.
 */
const PRINT_CSS = `@media print {
  #root { display: none !important; }
  body * { visibility: hidden !important; }
  [role='dialog'], [role='dialog'] * { visibility: visible !important; }
  [role='dialog'] {
    position: absolute !important; inset: 0 auto auto 0 !important; width: 100% !important;
    max-height: none !important; overflow: visible !important; transform: none !important; translate: none !important;
    border: 0 !important; box-shadow: none !important;
  }
  [role='dialog'] button { display: none !important; }
}`;

/** A parent's own learning figures are only worth printing when they have used the learning modules themself. */
function hasActivity(entry: ReportEntry): boolean {
  return entry.tokens > 0 || entry.completedMissions > 0 || Object.values(entry.counts).some((count) => count > 0);
}

function ReportBody() {
  const { t, i18n } = useTranslation();
  const report = useReport(true);
  if (report.isLoading) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('settings.report.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!report.data) {
    return (
      <div role="alert" className="space-y-3">
        <p>{t('settings.report.failed')}</p>
        <Button variant="outline" onClick={() => void report.refetch()}>
          {t('settings.report.retry')}
        </Button>
      </div>
    );
  }
  const { self, children, generatedAt } = report.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(generatedAt));
  return (
    <div className="divide-y divide-border [&>*]:py-5 [&>*:first-child]:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-fg">{t('settings.report.generated', { date })}</p>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('settings.report.print')}
        </Button>
      </div>
      {self.role !== 'parent' || hasActivity(self) ? (
        <PersonReport entry={self} headingLevel={3} />
      ) : (
        <p className="font-semibold">{t('settings.report.preparedFor', { name: `${self.firstName} ${self.lastName}`.trim() })}</p>
      )}
      {self.role === 'parent' && (
        <section>
          <h3 className="text-xl font-bold">{t('settings.report.yourChildren')}</h3>
          {children.length === 0 ? (
            <p className="mt-2 text-muted-fg">{t('settings.report.noChildren')}</p>
          ) : (
            <div className="divide-y divide-border [&>*]:py-5 [&>*:last-child]:pb-0">
              {children.map((child) => (
                <PersonReport key={child.id} entry={child} headingLevel={4} />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}

export function ReportDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t('settings.actions.report')}
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent title={t('settings.report.title')} description={t('settings.report.description')} size="lg">
          <style>{PRINT_CSS}</style>
          <ReportBody />
        </DialogContent>
      )}
    </DialogRoot>
  );
}
