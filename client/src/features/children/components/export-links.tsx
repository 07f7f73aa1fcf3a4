import { BookOpen, Download, FileText } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { ChildSummary } from '@common/contracts/children.ts';
import { currentLanguage } from '@/lib/i18n.ts';

const LINK =
  'inline-flex h-9 items-center gap-2 rounded-[calc(var(--radius)*0.75)] border border-border bg-card px-3 text-sm font-medium text-card-fg hover:bg-muted';

/** The child's Creative Lab creations, and all of the child's data: a JSON file to keep or take elsewhere, and a page to read and print. */
export function ExportLinks({ child }: { child: ChildSummary }) {
  const { t } = useTranslation();
  // The printable page opens in a tab of its own, without the app's Accept-Language: it is told the page's language.
  const page = `/api/children/${child.id}/export.html?lang=${currentLanguage()}`;
  return (
    <>
      <Link href={`/my-children/${child.id}/creations`} className={LINK}>
        <BookOpen aria-hidden="true" className="h-4 w-4" />
        {t('children.creationsLink', { name: child.firstName })}
      </Link>
      <a href={`/api/children/${child.id}/export`} download={`wren-${child.username}.json`} className={LINK}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {t('children.export.json', { name: child.firstName })}
      </a>
      <a href={page} target="_blank" rel="noopener" className={LINK}>
        <FileText aria-hidden="true" className="h-4 w-4" />
        {t('children.export.html', { name: child.firstName })}
      </a>
    </>
  );
}
