import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StaffStudent } from '@common/contracts/struggling-readers.ts';
import { DialogContent, DialogRoot } from '@/components/ui/dialog.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useStudentDetails } from '../api/get-student-details.ts';
import { studentName } from '../labels.ts';
import { OverrideForm } from './override-form.tsx';
import { StudentDetailsView } from './student-details.tsx';

/** Spec 000 §2: the details modal (skill scores, intervention recommendations, student info), plus evidence and overrides. */
export function DetailsDialog({ studentId, student, onClose }: { studentId: string | null; student: StaffStudent | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useStudentDetails(studentId);
  const name = studentName(student ?? details.data?.student, t('strugglingReaders.card.unknownStudent'));
  return (
    <DialogRoot open={studentId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={name} description={t('strugglingReaders.details.description')} size="lg">
        {details.isLoading ? (
          <div role="status" aria-label={t('common.loading')}>
            <Skeleton className="h-64" />
          </div>
        ) : details.data ? (
          <div className="space-y-6">
            <a
              href={`/struggling-readers/print/${details.data.student.id}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-2 rounded border border-border px-3 py-1.5 text-sm hover:bg-muted"
            >
              <Printer aria-hidden="true" className="h-4 w-4" />
              {t('strugglingReaders.print.open')}
            </a>
            <StudentDetailsView details={details.data} />
            {details.data.record && <OverrideForm record={details.data.record} />}
          </div>
        ) : (
          <p role="alert">{t('strugglingReaders.details.loadError')}</p>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
