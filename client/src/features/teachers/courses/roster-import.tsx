import { useState, type ChangeEvent } from 'react';
import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Course, RosterImport as Imported, RosterPreview } from '@common/contracts/courses.ts';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { ApiError } from '@/lib/api.ts';
import { useImportRoster, usePreviewRoster } from './api/import-roster.ts';

/**
 * Roster import: the teacher picks a CSV (first name, last name, grade, parent e-mail optional); the preview shows
 * each row's problems; import creates every account or none, and the PINs are shown once, to print.
 */
export function RosterImport({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<RosterPreview | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const previewRoster = usePreviewRoster(course.code);
  const importRoster = useImportRoster(course.code);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setImported(null);
    previewRoster.mutate(text, {
      onSuccess: setPreview,
      onError: (error) =>
        toast({ title: t('courses.roster.error'), description: error instanceof ApiError ? error.userMessage : undefined, variant: 'destructive' }),
    });
  };

  const run = () => {
    if (!csv) return;
    importRoster.mutate(csv, {
      onSuccess: (result) => {
        setImported(result);
        setPreview(null);
        toast({ title: t('courses.roster.done', { n: result.accounts.length }) });
      },
      onError: (error) =>
        toast({ title: t('courses.roster.error'), description: error instanceof ApiError ? error.userMessage : undefined, variant: 'destructive' }),
    });
  };

  const problems = preview?.rows.filter((r) => r.problems.length).length ?? 0;

  return (
    <section aria-labelledby="roster-heading" className="space-y-3">
      <h3 id="roster-heading" className="font-semibold">
        {t('courses.roster.title')}
      </h3>
      <p className="text-sm text-muted-fg">{t('courses.roster.help')}</p>
      <div className="space-y-1">
        <Label htmlFor="roster-file">{t('courses.roster.file')}</Label>
        <input id="roster-file" type="file" accept=".csv,text/csv" onChange={(e) => void pick(e)} className="block w-full text-sm" />
      </div>
      {preview ? (
        <div className="space-y-2">
          <p role="status">
            {problems
              ? t('courses.roster.problems', { n: problems })
              : preview.rows.length > preview.seatsLeft
                ? t('courses.roster.noSeats', { seats: preview.seatsLeft, n: preview.rows.length })
                : t('courses.roster.ready', { n: preview.rows.length })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('courses.roster.previewCaption')}</caption>
              <thead>
                <tr className="text-start">
                  <th className="p-1 text-start">{t('courses.roster.line')}</th>
                  <th className="p-1 text-start">{t('courses.roster.firstName')}</th>
                  <th className="p-1 text-start">{t('courses.roster.lastName')}</th>
                  <th className="p-1 text-start">{t('courses.roster.grade')}</th>
                  <th className="p-1 text-start">{t('courses.roster.parentEmail')}</th>
                  <th className="p-1 text-start">{t('courses.roster.rowProblems')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} className={r.problems.length ? 'text-danger' : undefined}>
                    <td className="p-1">{r.line}</td>
                    <td className="p-1">{r.firstName}</td>
                    <td className="p-1">{r.lastName}</td>
                    <td className="p-1">{r.grade}</td>
                    <td className="p-1">{r.parentEmail}</td>
                    <td className="p-1">{r.problems.length ? r.problems.join('; ') : t('courses.roster.ok')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button onClick={run} disabled={!preview.valid || importRoster.isPending}>
            {t('courses.roster.import', { n: preview.rows.length })}
          </Button>
        </div>
      ) : null}
      {imported ? (
        <div className="space-y-2">
          <p>{t('courses.roster.pinsHelp')}</p>
          <table className="w-full text-sm" id="roster-pins">
            <caption className="sr-only">{t('courses.roster.pinsCaption')}</caption>
            <thead>
              <tr>
                <th className="p-1 text-start">{t('courses.roster.name')}</th>
                <th className="p-1 text-start">{t('courses.roster.username')}</th>
                <th className="p-1 text-start">{t('courses.roster.pin')}</th>
                <th className="p-1 text-start">{t('courses.roster.parentEmail')}</th>
              </tr>
            </thead>
            <tbody>
              {imported.accounts.map((a) => (
                <tr key={a.id}>
                  <td className="p-1">{a.name}</td>
                  <td className="p-1 font-mono">{a.username}</td>
                  <td className="p-1 font-mono">{a.pin}</td>
                  <td className="p-1">{a.parentEmail}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="me-1 h-4 w-4" />
            {t('courses.roster.print')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
