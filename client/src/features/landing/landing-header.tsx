import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageToggle } from '@/components/layout/language-toggle.tsx';
import { useSession } from '@/lib/session.ts';
import { WrenLogo } from '@/components/wren-logo.tsx';

const SECTIONS = ['features', 'pricing', 'about'] as const;

export function LandingHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <header className="sticky top-0 z-10 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <a href="/" className="flex items-center gap-2 text-xl font-bold text-card-fg">
          <WrenLogo size={32} />
          {t('app.name')}
        </a>
        <nav aria-label={t('landing.nav.label')} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex gap-1">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="rounded px-3 py-2 text-sm font-medium text-card-fg hover:bg-muted">
                  {t(`landing.nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-3">
          <LanguageToggle />
          {user ? (
            <Link href="/dashboard" className="rounded px-3 py-2 text-sm font-medium text-card-fg underline-offset-4 hover:underline">
              {t('landing.openDashboard')}
            </Link>
          ) : (
            <Link href="/login" className="rounded px-3 py-2 text-sm font-medium text-card-fg underline-offset-4 hover:underline">
              {t('common.signIn')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
