import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError as FormFieldError, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { UserRound } from 'lucide-react';
import { isAdult } from '@common/domain/roles.ts';
import { updateProfileSchema, type Profile } from '@common/contracts/user.ts';
import { ApiError } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { useUpdateProfile } from '@/lib/preferences.ts';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useProfile } from '@/lib/account-queries.ts';
import { useSession } from '@/lib/session.ts';
import { SettingsSection } from './settings-section.tsx';

type NameField = 'firstName' | 'lastName';
type NameError = 'firstNameRequired' | 'firstNameTooLong' | 'lastNameTooLong' | 'invalid';

/** The name part of the contract's profile update, both names sent. */
const nameFormSchema = z.required(z.pick(updateProfileSchema, { firstName: true, lastName: true }));
const resolver = zodResolver(nameFormSchema);

/**
 * The sentence for a field's error, by what went wrong: an empty or too long name found here, or a name the server
 * refused. Chosen when shown, so a message follows a change of language.
 */
function nameError(field: NameField, error: FormFieldError | undefined): NameError | null {
  if (!error) return null;
  if (field === 'firstName' && error.type === 'too_small') return 'firstNameRequired';
  if (error.type === 'too_big') return field === 'firstName' ? 'firstNameTooLong' : 'lastNameTooLong';
  return 'invalid';
}

function Fact({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={cn('rounded-[calc(var(--radius)*0.75)] bg-muted px-3 py-2', wide && 'col-span-2')}>
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
    <dl className="grid grid-cols-2 gap-3">
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

/** The name form adults see; exported for its component test. */
export function NameForm({ profile }: { profile: Pick<Profile, 'firstName' | 'lastName'> }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // A message stays until the next save or until its field is typed in, as the parent left it.
  const form = useForm({ resolver, reValidateMode: 'onSubmit', defaultValues: { firstName: profile.firstName, lastName: profile.lastName } });
  const [firstName, lastName] = useWatch({ control: form.control, name: ['firstName', 'lastName'] });
  const unchanged = firstName.trim() === profile.firstName && lastName.trim() === profile.lastName;

  const submit = form.handleSubmit((names) =>
    update.mutate(names, {
      onSuccess: () => toast({ title: t('settings.profile.nameSaved') }),
      onError: (error) => {
        const field = error instanceof ApiError ? error.body?.field : undefined;
        if (field === 'firstName' || field === 'lastName') form.setError(field, { type: 'server' }, { shouldFocus: true });
        toast({ title: t('settings.saveFailed'), description: t('settings.tryAgain'), variant: 'destructive' });
      },
    }),
  );

  const field = (name: NameField, autoComplete: string) => {
    const error = nameError(name, form.formState.errors[name]);
    return (
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`settings-${name}`}>{t(`settings.profile.${name}`)}</Label>
        <Input
          id={`settings-${name}`}
          autoComplete={autoComplete}
          {...form.register(name, { onChange: () => form.clearErrors(name) })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `settings-${name}-error` : undefined}
        />
        <FieldError id={`settings-${name}-error`}>{error && t(`settings.profile.errors.${error}`)}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-3 border-t border-border pt-4">
      <h3 className="font-semibold">{t('settings.profile.editTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      <Button type="submit" disabled={unchanged || update.isPending}>
        {update.isPending ? t('common.saving') : t('settings.profile.saveName')}
      </Button>
    </form>
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
        <NameForm key={`${profile.firstName}|${profile.lastName}`} profile={profile} />
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
