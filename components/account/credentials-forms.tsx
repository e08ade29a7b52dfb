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
import { lookup } from '@/lib/i18n/message';

/**
 * Password and e-mail changes go straight to the auth server from the browser
 * (supabase.auth.updateUser), as Supabase documents: the session is the browser's. Errors are
 * shown by their `code` (weak_password, same_password, email_exists, ...) in the page's language.
 */
function useAuthErrorText() {
  const t = useTranslations('Account.settings.authErrors');
  return (error: Pick<AuthError, 'code' | 'message'>) => {
    const code = error.code ?? '';
    return lookup(t, code) ?? t('unexpected');
  };
}

/** The auth server's codes that concern the current password: shown beside that field. */
const CURRENT_PASSWORD_CODES = ['current_password_required', 'current_password_invalid'];

export function PasswordForm() {
  const t = useTranslations('Account');
  const { supabase } = useAuth();
  const authErrorText = useAuthErrorText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<
    Partial<Record<'current' | 'password' | 'confirm', string>>
  >({});
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
        setFieldErrors({});
        setDone(false);
        const parsed = passwordSchema.safeParse({
          current: data.get('current'),
          password: data.get('password'),
          confirm: data.get('confirm'),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path[0] as 'current' | 'password' | 'confirm';
          return setFieldErrors({ [field]: t(`errors.${issue.message}` as 'errors.required') });
        }
        if (!supabase) return setError(t('errors.unavailable'));
        setPending(true);
        // The current password, as Supabase's secure password change asks for it.
        const { error: failed } = await supabase.auth.updateUser({
          password: parsed.data.password,
          current_password: parsed.data.current,
        });
        setPending(false);
        if (failed) {
          if (CURRENT_PASSWORD_CODES.includes(failed.code ?? ''))
            return setFieldErrors({ current: authErrorText(failed) });
          if (failed.code === 'weak_password' || failed.code === 'same_password')
            return setFieldErrors({ password: authErrorText(failed) });
          return setError(authErrorText(failed));
        }
        target.reset();
        setDone(true);
      }}
    >
      <Field
        id="current-password"
        label={t('settings.currentPassword')}
        error={fieldErrors.current}
      >
        {(control) => (
          <Input
            {...control}
            name="current"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Field
        id="new-password"
        label={t('settings.newPassword')}
        hint={t('settings.passwordHint')}
        error={fieldErrors.password}
      >
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </Field>
      <Field
        id="confirm-password"
        label={t('settings.confirmPassword')}
        error={fieldErrors.confirm}
      >
        {(control) => (
          <Input {...control} name="confirm" type="password" autoComplete="new-password" required />
        )}
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
        if (parsed.data.email.toLowerCase() === current.toLowerCase())
          return setError(t('settings.authErrors.same_email'));
        if (!supabase) return setError(t('errors.unavailable'));
        setPending(true);
        // Supabase sends the confirmation link to the new address; the change applies once it is followed.
        const { error: failed } = await supabase.auth.updateUser(
          { email: parsed.data.email },
          { emailRedirectTo: window.location.href },
        );
        setPending(false);
        if (failed) return setError(authErrorText(failed));
        setSentTo(parsed.data.email);
      }}
    >
      <p className="text-muted">{t('settings.currentEmail', { email: current })}</p>
      <Field id="new-email" label={t('settings.newEmail')}>
        {(control) => (
          <Input {...control} name="email" type="email" autoComplete="email" required />
        )}
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
