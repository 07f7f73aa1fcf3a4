import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '@/lib/session.ts';
import { ApiError } from '@/lib/api.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';

export default function SignInPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  // Only paths on this site: an open redirect would let a link send a child anywhere after sign-in.
  const target = next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ username, password }, { onSuccess: () => navigate(target, { replace: true }) });
  };

  return (
    <main className="mx-auto max-w-sm p-6">
      <h1 className="text-2xl font-bold">{t('common.signIn')}</h1>
      <form onSubmit={submit} className="mt-4 space-y-3">
        <Label htmlFor="username">username</Label>
        <Input id="username" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" />
        <Label htmlFor="password">password</Label>
        <Input id="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
        {signIn.error && <p role="alert">{signIn.error instanceof ApiError ? signIn.error.userMessage : signIn.error.message}</p>}
        <Button type="submit" disabled={signIn.isPending}>
          {t('common.signIn')}
        </Button>
      </form>
    </main>
  );
}
