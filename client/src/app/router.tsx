import { Suspense, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { canOpen } from '@common/domain/roles.ts';
import { useRememberedRole, useSession, useSessionFollowsTheBrowser } from '@/lib/session.ts';
import { SIGNED_IN_NAMESPACES, useNamespaces, type Namespace } from '@/lib/i18n.ts';
import { ROUTES, NotFoundPage, type AppRoute } from './routes.ts';
import { FirstScreenDrawn, RevealScreen } from './first-screen.ts';

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-muted-fg">
      {t('common.loading')}
    </div>
  );
}

function RedirectToSignIn() {
  const [location, navigate] = useLocation();
  useEffect(() => {
    navigate(`/login?next=${encodeURIComponent(location + window.location.search)}`, { replace: true });
  }, [location, navigate]);
  return <Loading />;
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-2xl font-bold">{t('errors.notAllowedTitle')}</h1>
      <p className="mt-2 text-muted-fg">{t('errors.notAllowedText')}</p>
      <a href="/dashboard" className="mt-6 inline-block rounded bg-primary px-4 py-2 text-primary-fg">
        {t('common.backToDashboard')}
      </a>
    </main>
  );
}

/** Shows `children` once i18next has loaded `namespaces`; until then the router's Suspense shows Loading. */
function WithStrings({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  useNamespaces(namespaces);
  return <>{children}</>;
}

/**
 * Public routes render once their strings are in; the others wait for the session, then load the shell's strings
 * with the screen's own, then check the role's area.
 */
function Guard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const namespaces = route.namespaces ?? [];
  if (route.public)
    return (
      <WithStrings namespaces={namespaces}>
        <RevealScreen />
        {children}
      </WithStrings>
    );
  if (isLoading) return <Loading />;
  if (!user) return <RedirectToSignIn />;
  // Keyed by the account: when another one signs in (in another tab), the screen starts again as theirs.
  return (
    <WithStrings key={user.id} namespaces={[...SIGNED_IN_NAMESPACES, ...namespaces]}>
      <RevealScreen />
      {route.area && !canOpen(user.role, route.area) ? <NotAllowed /> : children}
    </WithStrings>
  );
}

export function AppRouter() {
  useSessionFollowsTheBrowser();
  useRememberedRole();
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params) => (
              <Guard route={route}>
                <route.component params={params} />
                <FirstScreenDrawn />
              </Guard>
            )}
          </Route>
        ))}
        <Route>
          <WithStrings namespaces={['notFound']}>
            <RevealScreen />
            <NotFoundPage />
          </WithStrings>
        </Route>
      </Switch>
    </Suspense>
  );
}
