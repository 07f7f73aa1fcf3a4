import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { isAdult } from '@common/domain/roles.ts';
import type { Profile } from '@common/contracts/user.ts';
import { cn } from '@/lib/cn.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useProfile } from '@/lib/account-queries.ts';
import { useSession } from '@/lib/session.ts';
import { NameFormView } from './name-form-view.tsx';
import { SettingsSection } from './settings-section.tsx';

// Only adults have a name form, and its form library (react-hook-form) is the heaviest part of the screen: it loads
// with the first adult's card, and a child's settings never load it (issue 16).
const NameForm = lazy(() => import('./name-form.tsx'));

/** The name form as it will look, disabled, while its code loads. */
function NameFormLoading({ profile }: { profile: Pick<Profile, 'firstName' | 'lastName'> }) {
  return (
    <NameFormView
      fields={{
        firstName: { input: { defaultValue: profile.firstName, disabled: true } },
        lastName: { input: { defaultValue: profile.lastName, disabled: true } },
      }}
      submitDisabled
    />
  );
}

function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={cn('rounded-[calc(var(--radius)*0.75)] bg-muted px-3 py-2', wide && 'col-span-full')}>
      <dt className="text-xs font-medium text-muted-fg">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** What the card shows of a profile (the session's account is enough to draw its shape before the profile arrives). */
type ProfileShown = Pick<Profile, 'firstName' | 'lastName' | 'age' | 'level' | 'role'>;

function ProfileFacts({ profile }: { profile: ProfileShown }) {
  const { t } = useTranslation();
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3">
      <Fact label={t('settings.profile.name')} value={name} wide />
      <Fact
        label={t('settings.profile.age')}
        value={profile.age === null ? t('settings.profile.notSet') : t('settings.profile.ageValue', { count: profile.age })}
      />
      <Fact label={t('settings.profile.level')} value={String(profile.level)} />
      <Fact label={t('settings.profile.role')} value={t(`roles.${profile.role}`)} wide />
    </dl>
  );
}

/** The facts and, for an adult, the name form, or the note a child sees instead. */
function ProfileBody({ profile }: { profile: ProfileShown }) {
  const { t } = useTranslation();
  return (
    <>
      <ProfileFacts profile={profile} />
      {isAdult(profile.role) ? (
        // Keyed by the saved name, so the form starts again from what the account now holds.
        <Suspense fallback={<NameFormLoading profile={profile} />}>
          <NameForm key={`${profile.firstName}|${profile.lastName}`} profile={profile} />
        </Suspense>
      ) : (
        <p className="mt-4 text-sm text-muted-fg">{t('settings.profile.childNote')}</p>
      )}
    </>
  );
}

/**
 * While the profile loads: the card's content drawn from the session's account, hidden under a skeleton, so the
 * card is already as tall as it will be and the cards under it do not move when the profile arrives (issue 16, CLS).
 */
function ProfilePlaceholder({ account }: { account: ProfileShown }) {
  return (
    <div className="relative" aria-busy="true">
      <div aria-hidden="true" inert className="invisible">
        <ProfileBody profile={account} />
      </div>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col gap-3">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="w-full flex-1" />
      </div>
    </div>
  );
}

export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { user } = useSession();
  return (
    <SettingsSection title={t('settings.profile.title')} description={t('settings.profile.description')} icon={UserRound}>
      {profile.isLoading && user && <ProfilePlaceholder account={{ ...user, level: 1 }} />}
      {profile.isError && (
        <p role="alert" className="text-danger">
          {t('settings.profile.loadFailed')}
        </p>
      )}
      {profile.data && <ProfileBody profile={profile.data} />}
    </SettingsSection>
  );
}
