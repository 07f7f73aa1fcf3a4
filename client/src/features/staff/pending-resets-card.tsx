import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingReset } from '@common/contracts/account.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useIssueResetLink } from './api/issue-reset-link.ts';
import { usePendingResets } from './api/get-pending-resets.ts';

function ResetRow({ reset }: { reset: PendingReset }) {
  const { t, i18n } = useTranslation();
  const issue = useIssueResetLink();
  const [link, setLink] = useState<string | null>(null);
  const linkId = useId();
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li className="space-y-2 rounded-card border border-border p-4">
      <p className="font-semibold">{reset.name}</p>
      <p className="text-sm text-muted-fg">
        {t('staff.resets.who', { email: reset.email ?? reset.username, role: t(`roles.${reset.role}` as 'roles.parent') })}
      </p>
      <p className="text-sm">{t('staff.resets.when', { requested: time(reset.requestedAt), expires: time(reset.expiresAt) })}</p>
      {link ? (
        <div className="space-y-1">
          <label htmlFor={linkId} className="text-sm font-medium">
            {t('staff.resets.linkLabel', { name: reset.name })}
          </label>
          <input id={linkId} readOnly value={link} dir="ltr" className="w-full rounded border border-border bg-muted px-2 py-1 font-mono text-sm" />
          <p className="text-xs text-muted-fg">{t('staff.resets.linkNote')}</p>
        </div>
      ) : (
        <Button variant="outline" size="sm" disabled={issue.isPending} onClick={() => issue.mutate(reset.userId, { onSuccess: (data) => setLink(data.link) })}>
          {t('staff.resets.show', { name: reset.name })}
        </Button>
      )}
      {issue.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('staff.resets.failed')}
        </p>
      )}
    </li>
  );
}

/**
 * Password resets no mail server delivered, for the users of the administrator's organisations: the administrator
 * hands the person a fresh single-use link (by phone, in person). With SMTP configured the list stays empty.
 */
export function PendingResetsCard() {
  const { t } = useTranslation();
  const resets = usePendingResets();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle level={2} id={headingId}>
            {t('staff.resets.title')}
          </CardTitle>
          <CardDescription>{t('staff.resets.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {resets.isLoading ? (
            <Skeleton className="h-20" />
          ) : resets.isError ? (
            <p role="alert">{t('staff.resets.loadError')}</p>
          ) : resets.data!.resets.length === 0 ? (
            <p>{t('staff.resets.none')}</p>
          ) : (
            <ul className="space-y-3">
              {resets.data!.resets.map((reset) => (
                <ResetRow key={reset.userId} reset={reset} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
