import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResponse } from '@common/contracts/people.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api.ts';
import { useImportPeople } from './api/import-people.ts';

/** Bulk import from a school's CSV: preview every row's problems, then create all rows or none. */
export function ImportCard() {
  const { t } = useTranslation();
  const run = useImportPeople();
  const headingId = useId();
  const fileId = useId();
  const textId = useId();
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<ImportResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = result?.rows.filter((r) => r.problems.length > 0).length ?? 0;

  const send = (commit: boolean) => {
    setFailure(null);
    run.mutate(
      { csv, commit },
      {
        onSuccess: setResult,
        onError: (error) => setFailure(error instanceof ApiError && error.status === 400 ? error.userMessage : t('staff.people.import.failed')),
      },
    );
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId}>
            {t('staff.people.import.title')}
          </CardTitle>
          <CardDescription>{t('staff.people.import.description')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={fileId}>{t('staff.people.import.file')}</Label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="block w-full text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file)
                  void file.text().then((content) => {
                    setCsv(content);
                    setResult(null);
                  });
              }}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={textId}>{t('staff.people.import.text')}</Label>
            <Textarea
              id={textId}
              dir="ltr"
              rows={5}
              value={csv}
              placeholder="name,email,role,school code,grade"
              onChange={(e) => {
                setCsv(e.target.value);
                setResult(null);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!csv.trim() || run.isPending} onClick={() => send(false)}>
              {t('staff.people.import.preview')}
            </Button>
            <Button disabled={!result || problems > 0 || result.imported || run.isPending} onClick={() => send(true)}>
              {t('staff.people.import.submit', { count: result?.rows.length ?? 0 })}
            </Button>
          </div>
          {failure && (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          )}
          {result && (
            <div className="space-y-3" role="status">
              <p>
                {result.imported
                  ? t('staff.people.import.done', { count: result.created })
                  : problems > 0
                    ? t('staff.people.import.problems', { count: problems })
                    : t('staff.people.import.ready', { count: result.rows.length })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{t('staff.people.import.previewCaption')}</caption>
                  <thead>
                    <tr className="text-start">
                      <th scope="col" className="p-2 text-start">
                        {t('staff.people.import.line')}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t('staff.people.fields.name')}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t('staff.people.fields.role')}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t('staff.people.import.schoolCode')}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t('staff.people.import.problemsHeading')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.rows.map((row) => (
                      <tr key={row.line} className="border-t border-border">
                        <td className="p-2">{row.line}</td>
                        <td className="p-2">{row.name}</td>
                        <td className="p-2">{row.role}</td>
                        <td className="p-2">{row.schoolCode}</td>
                        <td className="p-2">
                          {row.problems.length ? <span className="text-danger">{row.problems.join(' ')}</span> : t('staff.people.import.ok')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {result.accounts.length > 0 && (
                <ul className="space-y-1 text-sm" aria-label={t('staff.people.import.accounts')}>
                  {result.accounts.map((a) => (
                    <li key={a.username}>
                      <span className="font-semibold">{a.name}</span>:{' '}
                      <span dir="ltr">{a.link ?? t('staff.people.import.studentLogin', { username: a.username, pin: a.pin })}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
