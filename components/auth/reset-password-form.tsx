'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useAuth } from '@/components/auth/auth-provider';
import { useAuthToasts } from '@/components/auth/use-auth-toasts';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import {
  isPasswordResetErrorKey,
  resetPasswordSchema,
  type ResetPasswordValues,
} from '@/lib/auth/schemas';
import { paths } from '@/lib/site/paths';
import { checkPasswordStrength } from '@/components/auth/password-strength-hint';

const requestNewLink = { pathname: paths.signIn, query: { forgot: '1' } };

/**
 * The reset mail's page. The link's token is spent only when the new password is sent (a mail
 * scanner that opens the link spends nothing): verifyOtp type recovery gives a session, then
 * updateUser sets the password. The session then ends, and the user signs in with the new password.
 */
export function ResetPasswordForm({ tokenHash }: { tokenHash: string | null }) {
  const t = useTranslations('PasswordReset');
  const { supabase } = useAuth();
  const toasts = useAuthToasts();
  // Once verified, a retry (a refused password) reuses the session instead of the spent token.
  const [verified, setVerified] = useState(false);
  const [linkError, setLinkError] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const errorText = (error: FieldError | undefined) => {
    const message = error?.message;
    return message
      ? isPasswordResetErrorKey(message)
        ? t(`errors.${message}`)
        : message
      : undefined;
  };

  /** The backend's weak_password reasons in the page's language (its own message for others, e.g. pwned). */
  const weakReason = (reasons: string[], fallback: string) =>
    reasons
      .map((reason) =>
        reason === 'length'
          ? t('errors.passwordTooShort')
          : reason === 'characters'
            ? t('errors.passwordNeedsMix')
            : reason === 'guessable'
              ? t('errors.passwordGuessable')
              : fallback,
      )
      .join(' ');

  async function onSubmit({ password }: ResetPasswordValues) {
    if (!supabase) return void toasts.notAvailable();
    setFormError(null);
    if ((await checkPasswordStrength(password, [])).guessable)
      return void form.setError('password', { message: 'passwordGuessable' });
    if (!verified) {
      const { error } = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash! });
      if (error) {
        if (error.code === 'otp_expired') setLinkError(true);
        else setFormError(t('errors.unexpected'));
        return;
      }
      setVerified(true);
      // The token is spent: take it out of the address bar and the history.
      window.history.replaceState(null, '', window.location.pathname);
    }
    const { error } = await supabase.auth.updateUser({ password });
    if (error) {
      if (isAuthWeakPasswordError(error)) {
        form.setError('password', {
          message: t('errors.weakPassword', { reason: weakReason(error.reasons, error.message) }),
        });
      } else if (error.code === 'same_password') {
        form.setError('password', { message: t('errors.samePassword') });
      } else {
        setFormError(t('errors.unexpected'));
      }
      return;
    }
    await supabase.auth.signOut({ scope: 'local' });
    setDone(true);
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {t('done')}
        </p>
        <Link
          href={paths.signIn}
          className="text-brand-700 font-medium underline underline-offset-2 hover:no-underline"
        >
          {t('signIn')}
        </Link>
      </div>
    );
  }

  if (!tokenHash || linkError) {
    return (
      <div className="flex flex-col gap-4">
        {linkError ? (
          <ErrorAlert>{t('errors.linkExpired')}</ErrorAlert>
        ) : (
          <p className="text-muted">{t('missingLink')}</p>
        )}
        <Link
          href={requestNewLink}
          className="text-brand-700 font-medium underline underline-offset-2 hover:no-underline"
        >
          {t('requestNew')}
        </Link>
      </div>
    );
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-label={t('heading')}
    >
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field
        id="reset-password"
        label={t('newPassword')}
        hint={t('passwordHint')}
        error={errorText(errors.password)}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        )}
      </Field>
      <Field id="reset-confirm" label={t('confirmPassword')} error={errorText(errors.confirm)}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...form.register('confirm')}
          />
        )}
      </Field>
      <Button type="submit" className="mt-2" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('save')}
      </Button>
    </form>
  );
}
