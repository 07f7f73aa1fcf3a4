import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useDemoAccounts } from './api/get-demo-accounts.ts';

/** The seed's published password for every demo account; the server offers the accounts only in demo mode. */
export const DEMO_PASSWORD = 'demo1234';

/** One-click sign-in as each demo account. Renders nothing when the server is not in demo mode. */
export function DemoAccounts({ busyUsername, disabled, onTry }: { busyUsername: string | null; disabled: boolean; onTry: (username: string) => void }) {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  if (!data || data.accounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-title" className="mt-6 rounded-card border border-dashed border-border bg-card p-6 text-card-fg">
      <h2 id="demo-title" className="text-lg font-semibold">
        {t('auth.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-fg">{t('auth.demo.text')}</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {data.accounts.map(({ username, role }) => (
          <li key={username}>
            <Button
              variant="outline"
              className="h-full min-h-10 w-full py-2"
              disabled={disabled}
              aria-busy={busyUsername === username}
              onClick={() => onTry(username)}
            >
              {busyUsername === username ? t('auth.signingIn') : t(`auth.demo.tryAs.${role}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
