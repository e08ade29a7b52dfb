'use client';

import type { AuthError } from '@supabase/supabase-js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { emailSchema, passwordSchema } from '@/lib/account/schemas';

/**
 * Password and e-mail changes go straight to the auth server from the browser
 * (supabase.auth.updateUser), as Supabase documents: the session is the browser's. Errors are
 * shown by their `code` (weak_password, same_password, email_exists, ...) in the page's language.
 */
function useAuthErrorText() {
  const t = useTranslations('Account.settings.authErrors');
  return (error: Pick<AuthError, 'code' | 'message'>) => {
    const code = error.code ?? '';
    return t.has(code as 'unexpected') ? t(code as 'unexpected') : t('unexpected');
  };
}

export function PasswordForm() {
  const t = useTranslations('Account');
  const { supabase } = useAuth();
  const authErrorText = useAuthErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  return (
    <form
      method="post"
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const target = event.currentTarget;
        const data = new FormData(target);
        setError(null);
        setDone(false);
        const parsed = passwordSchema.safeParse({ password: data.get('password'), confirm: data.get('confirm') });
        if (!parsed.success) return setError(t(`errors.${parsed.error.issues[0]!.message}` as 'errors.required'));
        if (!supabase) return setError(t('errors.unavailable'));
        setPending(true);
        const { error: failed } = await supabase.auth.updateUser({ password: parsed.data.password });
        setPending(false);
        if (failed) return setError(authErrorText(failed));
        target.reset();
        setDone(true);
      }}
    >
      <Field id="new-password" label={t('settings.newPassword')} hint={t('settings.passwordHint')}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="new-password" required />}
      </Field>
      <Field id="confirm-password" label={t('settings.confirmPassword')}>
        {(control) => <Input {...control} name="confirm" type="password" autoComplete="new-password" required />}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <p role="status" className="text-brand-700 text-sm font-medium">
        {done ? t('settings.passwordChanged') : ''}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t('settings.changePassword')}
      </Button>
    </form>
  );
}

export function EmailForm({ current }: { current: string }) {
  const t = useTranslations('Account');
  const { supabase } = useAuth();
  const authErrorText = useAuthErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <form
      method="post"
      className="flex max-w-md flex-col gap-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setError(null);
        setSentTo(null);
        const parsed = emailSchema.safeParse({ email: String(data.get('email') ?? '').trim() });
        if (!parsed.success) return setError(t('errors.email'));
        if (parsed.data.email.toLowerCase() === current.toLowerCase()) return setError(t('settings.authErrors.same_email'));
        if (!supabase) return setError(t('errors.unavailable'));
        setPending(true);
        // Supabase sends the confirmation link to the new address; the change applies once it is followed.
        const { error: failed } = await supabase.auth.updateUser({ email: parsed.data.email }, { emailRedirectTo: window.location.href });
        setPending(false);
        if (failed) return setError(authErrorText(failed));
        setSentTo(parsed.data.email);
      }}
    >
      <p className="text-muted">{t('settings.currentEmail', { email: current })}</p>
      <Field id="new-email" label={t('settings.newEmail')}>
        {(control) => <Input {...control} name="email" type="email" autoComplete="email" required />}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <p role="status" className="text-brand-700 text-sm font-medium">
        {sentTo ? t('settings.emailSent', { email: sentTo }) : ''}
      </p>
      <Button type="submit" disabled={pending} className="self-start">
        {t('settings.changeEmail')}
      </Button>
    </form>
  );
}
