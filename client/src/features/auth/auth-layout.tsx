import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '@/components/layout/public-header.tsx';
import { WrenLogo } from '@/components/wren-logo.tsx';

/**
 * The frame of the public account pages (sign-in, sign-up, forgotten and new password): back home, language, one
 * card; `after` goes below the card (the sign-in page's demo accounts).
 */
export function AuthLayout({ title, intro, children, after }: { title: string; intro?: string; children: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-screen bg-bg text-fg">
      <PublicHeader backHref="/" backLabel={t('auth.backHome')} />
      <main className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-card border border-border bg-card p-6 text-card-fg shadow-sm">
          <WrenLogo size={48} />
          <h1 className="mt-2 text-2xl font-bold">{title}</h1>
          {intro && <p className="mt-1 text-sm text-muted-fg">{intro}</p>}
          {children}
        </div>
        {after}
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
