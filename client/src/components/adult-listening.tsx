import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Ear, LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api.ts';
import { useMayMark, useStartListening, useStopListening } from '@/lib/listener.ts';

/**
 * An adult listening beside a child (issue 11, server/src/auth/listeners.ts). A spoken answer marked by ear, or a
 * reading's marks corrected, counts in the child's record, so on a child's session the adult giving the test signs in
 * here with their own account first; the child stays signed in. Once they have, it says who is marking and lets them
 * stop. On an adult's own session it shows nothing: the adult is already who marks.
 *
 * The screens using it read the namespace `listening`.
 */
export function AdultListening() {
  const { t, i18n } = useTranslation();
  const { childSession, listener, isLoading } = useMayMark();
  const start = useStartListening();
  const stop = useStopListening();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const titleId = useId();
  if (!childSession || isLoading) return null;

  if (listener) {
    const time = new Date(listener.until).toLocaleTimeString(i18n.language, { hour: 'numeric', minute: '2-digit' });
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-card border border-border p-3">
        <Ear aria-hidden="true" className="h-5 w-5 shrink-0" />
        <p role="status" className="min-w-40 flex-1 text-sm">
          {t('listening.active', { name: listener.name, time })}
        </p>
        <Button variant="outline" size="sm" disabled={stop.isPending} onClick={() => stop.mutate()}>
          {t('listening.stop')}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate({ username, password }, { onSuccess: () => setPassword('') });
  };
  // The server's sentence is for the adult signing in (a wrong password, an adult who may not see this child).
  const refusal = start.error ? (start.error instanceof ApiError ? start.error.userMessage : t('listening.failed')) : null;
  return (
    <form onSubmit={submit} aria-labelledby={titleId} className="space-y-3 rounded-card border border-border p-4">
      <h3 id={titleId} className="font-semibold">
        {t('listening.title')}
      </h3>
      <p className="text-sm text-muted-fg">{t('listening.text')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('listening.username')} autoComplete="off" value={username} onChange={(e) => setUsername(e.target.value)} required />
        <TextField label={t('listening.password')} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </div>
      {refusal && (
        <p role="alert" className="rounded-card bg-danger p-2 text-sm font-medium text-danger-fg">
          {refusal}
        </p>
      )}
      <Button type="submit" disabled={start.isPending}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        {start.isPending ? t('listening.starting') : t('listening.start')}
      </Button>
    </form>
  );
}
