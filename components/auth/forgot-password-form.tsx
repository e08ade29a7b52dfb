'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/components/auth/auth-provider';
import { useAuthToasts } from '@/components/auth/use-auth-toasts';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  forgotPasswordSchema,
  isPasswordResetErrorKey,
  type ForgotPasswordValues,
} from '@/lib/auth/schemas';
import { localisedPath } from '@/lib/i18n/paths';
import { paths } from '@/lib/site/paths';

/**
 * "Forgot your password?": asks for the address and has the reset mail sent, its link back to
 * this language's reset page. The answer is the same whether or not the address has an account.
 */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useTranslations('PasswordReset');
  const locale = useLocale();
  const { supabase } = useAuth();
  const toasts = useAuthToasts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;
  const emailError = errors.email?.message;

  async function onSubmit(values: ForgotPasswordValues) {
    if (!supabase) return void toasts.notAvailable();
    setFormError(null);
    const redirectTo = `${window.location.origin}${localisedPath(paths.resetPassword, locale)}`;
    const { error } = await supabase.auth.resetPasswordForEmail(values.email, { redirectTo });
    if (!error) return void setSentTo(values.email);
    const code = error.code as string | undefined;
    if (code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit')
      setFormError(t('errors.rateLimited'));
    else if (code === 'validation_failed') form.setError('email', { message: 'invalidEmail' });
    else setFormError(t('errors.unexpected'));
  }

  return (
    <section aria-labelledby="forgot-heading" className="flex flex-col gap-4">
      <h2 id="forgot-heading" className="text-ink text-xl font-semibold">
        {t('forgotHeading')}
      </h2>
      {sentTo ? (
        <p
          role="status"
          className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {t('sent', { email: sentTo })}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="flex flex-col gap-4"
          aria-labelledby="forgot-heading"
        >
          <p className="text-muted text-sm">{t('forgotIntro')}</p>
          {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
          <Field
            id="forgot-email"
            label={t('email')}
            error={
              emailError
                ? isPasswordResetErrorKey(emailError)
                  ? t(`errors.${emailError}`)
                  : emailError
                : undefined
            }
          >
            {(control) => (
              <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
            )}
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('submitting') : t('sendLink')}
          </Button>
        </form>
      )}
      <Button type="button" variant="outline" onClick={onBack}>
        {t('backToSignIn')}
      </Button>
    </section>
  );
}
