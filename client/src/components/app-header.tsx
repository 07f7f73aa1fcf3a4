import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Coins, LogOut, Settings } from 'lucide-react';
import { useSession, useSignOut } from '@/lib/session.ts';
import { useProfile } from '@/lib/account-queries.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { WrenLogo } from '@/components/wren-logo.tsx';

/** A learner's token balance; the profile query is shared with the dashboard, so it costs no extra request there. */
function TokenCount() {
  const { t, i18n } = useTranslation();
  const { data } = useProfile();
  const pill = 'inline-flex items-center gap-1.5 rounded-full bg-secondary px-2 py-1 text-sm font-semibold text-secondary-fg sm:px-3';
  // Until the profile arrives, an empty pill of about the same width holds the place, so the header does not
  // re-wrap on a phone and push the page down when the count appears (a layout shift Lighthouse measured at 0.38).
  if (!data) {
    return (
      <span aria-hidden="true" data-testid="token-count-placeholder" className={`${pill} invisible`}>
        <Coins className="h-4 w-4" />
        <span className="sm:hidden">100</span>
        <span className="max-sm:hidden">{t('header.tokenCount', { count: 100 })}</span>
      </span>
    );
  }
  // On a phone the figure alone beside its coin (the words stay the screen reader's): "350 tokens" in French or
  // Italian, or a count of four figures, pushed sign out to a third row on a 360-pixel screen.
  return (
    <span className={pill}>
      <Coins aria-hidden="true" className="h-4 w-4" />
      <span aria-hidden="true" className="sm:hidden">
        {data.tokens.toLocaleString(i18n.language)}
      </span>
      <span className="max-sm:sr-only">{t('header.tokenCount', { count: data.tokens })}</span>
    </span>
  );
}

/** The dashboard header: product title, role, language, settings, who is signed in, and sign out. */
export function AppHeader() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  if (!user) return null;

  return (
    <header className="border-b border-border bg-card text-card-fg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4">
        <Link href="/dashboard" className="inline-flex items-center gap-2 rounded text-xl font-bold">
          <WrenLogo size={32} className="h-8 w-8" />
          {t('app.name')}
        </Link>
        <Badge tone="primary">
          <span className="sr-only">{t('header.role')}: </span>
          {t(`roles.${user.role}`)}
        </Badge>

        {/* On a phone closer together, so that in the largest text the controls keep to one row below the title. */}
        <div className="ms-auto flex flex-wrap items-center gap-1 sm:gap-2">
          <LanguageSwitcher variant="compact" />
          <Button asChild variant="ghost" size="icon">
            <Link href="/settings">
              <Settings aria-hidden="true" className="h-5 w-5" />
              <span className="sr-only">{t('common.settings')}</span>
            </Link>
          </Button>
          {/* On a phone the first name alone, so the header keeps to two rows (sign out wrapped to a third). */}
          <span className="px-1 text-sm font-medium">
            {user.firstName}
            <span className="max-sm:sr-only"> {user.lastName}</span>
          </span>
          {user.role === 'child' && <TokenCount />}
          <Button variant="outline" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}>
            <LogOut aria-hidden="true" className="h-4 w-4 rtl:rotate-180" />
            <span className="max-sm:sr-only">{t('common.signOut')}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
