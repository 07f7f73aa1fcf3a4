import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError as FormFieldError, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { updateProfileSchema, type Profile } from '@common/contracts/user.ts';
import { ApiError } from '@/lib/api.ts';
import { useUpdateProfile } from '@/lib/preferences.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { NameFormView, type NameField } from './name-form-view.tsx';

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

/** The name form adults see (loaded with the profile card of an adult: profile-card.tsx). */
export default function NameForm({ profile }: { profile: Pick<Profile, 'firstName' | 'lastName'> }) {
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

  const fieldView = (name: NameField) => {
    const error = nameError(name, form.formState.errors[name]);
    return { input: form.register(name, { onChange: () => form.clearErrors(name) }), error: error && t(`settings.profile.errors.${error}`) };
  };

  return (
    <NameFormView
      fields={{ firstName: fieldView('firstName'), lastName: fieldView('lastName') }}
      onSubmit={(event) => void submit(event)}
      submitDisabled={unchanged || update.isPending}
      pending={update.isPending}
    />
  );
}
