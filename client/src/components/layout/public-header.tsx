import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { LanguageToggle } from '@/components/layout/language-toggle.tsx';

/** The header of every public page before sign-in: a way back, and the language. */
export function PublicHeader({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <header className="border-b border-border bg-card">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link href={backHref} className="inline-flex items-center gap-2 rounded px-2 py-1 text-sm font-medium text-card-fg hover:bg-muted">
          <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
          {backLabel}
        </Link>
        <LanguageToggle />
      </div>
    </header>
  );
}
