import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useStudentDetails } from './api/get-student-details.ts';
import { StudentDetailsView } from './components/student-details.tsx';

/**
 * /struggling-readers/print/:id: a one-page summary of one student for a meeting or a file. The print stylesheet
 * (print: variants, and the rule below) leaves out the app's chrome and the voice bar.
 */
export default function StrugglingReaderPrintPage({ params }: { params: { id: string } }) {
  const { t, i18n } = useTranslation();
  const details = useStudentDetails(params.id);
  const [printedOn] = useState(() => new Date());
  return (
    <div className="mx-auto max-w-3xl bg-card p-6 text-card-fg print:max-w-none print:p-0 print:text-[11pt]">
      <style>{'@media print { #voice-assistant { display: none !important; } @page { size: A4; margin: 12mm; } }'}</style>
      {details.isLoading ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton className="h-96" />
        </div>
      ) : details.data ? (
        <main className="space-y-4">
          <header className="flex items-start justify-between gap-4 border-b border-border pb-3">
            <div>
              <h1 className="text-2xl font-bold">
                {details.data.student.firstName} {details.data.student.lastName}
              </h1>
              <p className="text-sm text-muted-fg">{t('strugglingReaders.print.subtitle', { date: printedOn.toLocaleDateString(i18n.language) })}</p>
            </div>
            <Button onClick={() => window.print()} className="print:hidden">
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('strugglingReaders.print.button')}
            </Button>
          </header>
          <StudentDetailsView details={details.data} />
        </main>
      ) : (
        <p role="alert">{t('strugglingReaders.details.loadError')}</p>
      )}
    </div>
  );
}
