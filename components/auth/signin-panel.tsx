'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useAuth } from '@/components/auth/auth-provider';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import {
  checkPasswordStrength,
  PasswordStrengthHint,
} from '@/components/auth/password-strength-hint';
import { useAuthToasts } from '@/components/auth/use-auth-toasts';
import { AltchaField } from '@/components/public-forms/altcha-field';
import { Button } from '@/components/ui/button';
import { Field, FieldError as FieldMessage } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { afterSignInPath } from '@/lib/auth/gate';
import {
  isAuthErrorKey,
  signInSchema,
  signUpSchema,
  type SignInValues,
  type SignUpValues,
} from '@/lib/auth/schemas';
import { localisedPath } from '@/lib/i18n/paths';
import { paths } from '@/lib/site/paths';

const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow';

/** A field's error in words: the schemas' keys are translated, Supabase's own messages shown as they are. */
function useErrorText() {
  const t = useTranslations('Auth.errors');
  return (error: FieldError | undefined) => {
    const message = error?.message;
    return message ? (isAuthErrorKey(message) ? t(message) : message) : undefined;
  };
}

/** Values a form starts with (the name and e-mail already typed in a wizard). */
export type SignInPrefill = { fullName?: string; email?: string };

function SignInForm({
  next,
  prefill,
  onForgot,
}: {
  next: string | null;
  prefill?: SignInPrefill;
  onForgot: (email: string) => void;
}) {
  const t = useTranslations('Auth');
  const tReset = useTranslations('PasswordReset');
  const locale = useLocale();
  const router = useRouter();
  const { supabase } = useAuth();
  const toasts = useAuthToasts();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: prefill?.email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = useErrorText();
  // After several failed attempts on an account the server asks for a captcha (captcha_failed):
  // the robot check appears, and each attempt then carries a fresh solution.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaMessage, setCaptchaMessage] = useState<string | null>(null);

  async function onSubmit(values: SignInValues) {
    if (!supabase) return void toasts.notAvailable();
    if (captchaAsked && !captcha) return void setCaptchaMessage(t('errors.captchaRequired'));
    const captchaToken = captchaAsked ? captcha : undefined;
    const { error } = await supabase.auth.signInWithPassword({
      ...values,
      options: captchaToken ? { captchaToken } : undefined,
    });
    if (captchaToken) setCaptchaReset((n) => n + 1); // a solution is spent once sent
    if (error?.code === 'captcha_failed') {
      setCaptchaAsked(true);
      return void setCaptchaMessage(t('captchaPrompt'));
    }
    if (error) return void toasts.signInFailed(error);
    toasts.signedIn();
    router.push(afterSignInPath(next, locale));
  }

  function onCaptcha(payload: string) {
    setCaptcha(payload);
    if (payload) setCaptchaMessage(null);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-label={t('signInTab')}
    >
      <Field id="signin-email" label={t('email')} error={errorText(errors.email)}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <Field id="signin-password" label={t('password')} error={errorText(errors.password)}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </Field>
      {captchaAsked ? (
        <div className="flex flex-col gap-1">
          <AltchaField
            resetKey={captchaReset}
            onChange={onCaptcha}
            errorId={captchaMessage ? 'signin-captcha-error' : undefined}
            invalid={Boolean(captchaMessage)}
          />
          <FieldMessage id="signin-captcha" message={captchaMessage} alert />
        </div>
      ) : null}
      <Button type="submit" className="mt-2" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('signInSubmit')}
      </Button>
      <button
        type="button"
        className="text-brand-700 self-start text-sm font-medium underline underline-offset-2 hover:no-underline"
        onClick={() => onForgot(form.getValues('email'))}
      >
        {tReset('forgotLink')}
      </button>
    </form>
  );
}

function SignUpForm({ next, prefill }: { next: string | null; prefill?: SignInPrefill }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const { supabase } = useAuth();
  const toasts = useAuthToasts();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: prefill?.fullName ?? '', email: prefill?.email ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = useErrorText();
  const [typedPassword = '', typedEmail = '', typedName = ''] = useWatch({
    control: form.control,
    name: ['password', 'email', 'fullName'],
  });

  async function onSubmit({ fullName, email, password }: SignUpValues) {
    if (!supabase) return void toasts.notAvailable();
    // The server refuses a guessable password (weak_password); say so next to the field first.
    if ((await checkPasswordStrength(password, [email, fullName])).guessable) {
      return void form.setError('password', { message: 'passwordGuessable' });
    }
    const root = localisedPath(paths.home, locale);
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: {
        // The language signed up in is the account's: every mail is written in it (the
        // profile's `locale`, set from this by the database: handle_new_user).
        data: { full_name: fullName, locale },
        emailRedirectTo: `${window.location.origin}${root}`,
      },
    });
    if (error) return void toasts.signUpFailed(error);
    toasts.accountCreated(Boolean(data.session));
    if (data.session) {
      router.push(afterSignInPath(next, locale));
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-col gap-4"
      aria-label={t('signUpTab')}
    >
      <Field id="signup-name" label={t('fullName')} error={errorText(errors.fullName)}>
        {(control) => (
          <Input {...control} type="text" autoComplete="name" {...form.register('fullName')} />
        )}
      </Field>
      <Field id="signup-email" label={t('email')} error={errorText(errors.email)}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </Field>
      <Field
        id="signup-password"
        label={t('password')}
        hint={t('passwordHint')}
        error={errorText(errors.password)}
      >
        {(control) => (
          <Input
            {...control}
            aria-describedby={`${control['aria-describedby'] ?? ''} signup-password-strength`.trim()}
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
        )}
      </Field>
      <PasswordStrengthHint
        id="signup-password-strength"
        password={typedPassword}
        userInputs={[typedEmail, typedName]}
      />
      <Button type="submit" className="mt-2" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('signUpSubmit')}
      </Button>
    </form>
  );
}

/**
 * Sign in and sign up, as two tabs; `prefill` fills the name and e-mail fields; "Forgot your
 * password?" opens its form in the sign-in tab; `signUp` opens on the sign-up tab (a link that
 * invites a visitor to create an account, such as the compliance calendar's "Track this company").
 */
export function SignInPanel({
  next,
  prefill,
  forgot = false,
  signUp = false,
}: {
  next: string | null;
  prefill?: SignInPrefill;
  forgot?: boolean;
  signUp?: boolean;
}) {
  const t = useTranslations('Auth');
  // The address typed so far, carried into the reset form; null: the sign-in form shows.
  const [forgotEmail, setForgotEmail] = useState<string | null>(forgot ? '' : null);
  return (
    <Tabs.Root
      defaultValue={signUp && !forgot ? 'signup' : 'signin'}
      className="flex flex-col gap-6"
    >
      <Tabs.List aria-label={t('tabsLabel')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="signin" className={tabClass}>
          {t('signInTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass}>
          {t('signUpTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signin">
        {forgotEmail === null ? (
          <SignInForm next={next} prefill={prefill} onForgot={setForgotEmail} />
        ) : (
          <ForgotPasswordForm email={forgotEmail} onBack={() => setForgotEmail(null)} />
        )}
      </Tabs.Content>
      <Tabs.Content value="signup">
        <SignUpForm next={next} prefill={prefill} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
