import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { LanguageToggle } from '@/components/layout/language-toggle.tsx';

/** The frame of the public account pages (sign-up, forgotten and new password): back home, language, one card. */
export function AuthLayout({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-bg text-fg">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/" className="inline-flex items-center gap-2 rounded px-2 py-1 text-sm font-medium text-card-fg hover:bg-muted">
            <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            {t('auth.backHome')}
          </Link>
          <LanguageToggle />
        </div>
      </header>
      <main className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-card border border-border bg-card p-6 text-card-fg shadow-sm">
          <img src="/wren.svg" alt="" width={48} height={48} />
          <h1 className="mt-2 text-2xl font-bold">{title}</h1>
          {intro && <p className="mt-1 text-sm text-muted-fg">{intro}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}

/** A form's failure, said once for the whole form. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-[calc(var(--radius)*0.75)] border border-danger bg-card p-3 text-sm font-medium text-danger">
      {children}
    </div>
  );
}
