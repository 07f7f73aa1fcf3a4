import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The header every screen below the dashboard carries: a back link to /dashboard, a title, and actions. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link href="/dashboard" className="inline-flex items-center gap-2 rounded px-2 py-1 text-sm font-medium hover:bg-muted">
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          {t('common.backToDashboard')}
        </Link>
        {/* A line of its own on a phone, at least 16rem wide on wider screens: never squeezed beside the way back. */}
        <div className="min-w-0 flex-1 basis-full sm:basis-64">
          {/* Wraps rather than ends in "…": on a phone "Kindergarten reading assessment" lost its last word. */}
          <h1 className="text-xl font-bold break-words">{title}</h1>
          {subtitle && <p className="text-sm text-muted-fg">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
