import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Users } from 'lucide-react';

/** A parent's own figures are empty by nature; their children's progress lives on /my-children. */
export function ParentNote() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-4 text-card-fg">
      <Users aria-hidden="true" className="h-5 w-5 shrink-0 text-muted-fg" />
      {/* At least 14rem before the link moves to a line of its own: beside it on a phone the note was a word a line, under the link. */}
      <p className="min-w-0 flex-1 basis-56">{t('progress.parent.note')}</p>
      <Link href="/my-children" className="rounded font-semibold underline underline-offset-4 hover:no-underline">
        {t('progress.parent.link')}
      </Link>
    </div>
  );
}
