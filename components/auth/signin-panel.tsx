'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Tabs } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { useAuth } from '@/components/auth/auth-provider';
import { AuthField } from '@/components/auth/auth-field';
import { useAuthToasts } from '@/components/auth/use-auth-toasts';
import { afterSignInPath } from '@/lib/auth/gate';
import { signInSchema, signUpSchema, type SignInValues, type SignUpValues } from '@/lib/auth/schemas';

const submitClass =
  'mt-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60';
const tabClass =
  'flex-1 rounded-md px-4 py-2 text-sm font-semibold text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow';

function SignInForm({ next }: { next: string | null }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const { supabase } = useAuth();
  const toasts = useAuthToasts();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: SignInValues) {
    if (!supabase) return void toasts.notAvailable();
    const { error } = await supabase.auth.signInWithPassword(values);
    if (error) return void toasts.signInFailed(error);
    toasts.signedIn();
    router.push(afterSignInPath(next, locale));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label={t('signInTab')}>
      <AuthField id="signin-email" label={t('email')} type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
      <AuthField
        id="signin-password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password')}
      />
      <button type="submit" className={submitClass} disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('signInSubmit')}
      </button>
    </form>
  );
}

function SignUpForm({ next }: { next: string | null }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const router = useRouter();
  const { supabase } = useAuth();
  const toasts = useAuthToasts();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ fullName, email, password }: SignUpValues) {
    if (!supabase) return void toasts.notAvailable();
    const root = locale === 'en' ? '/' : `/${locale}`;
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { full_name: fullName }, emailRedirectTo: `${window.location.origin}${root}` },
    });
    if (error) return void toasts.signUpFailed(error);
    toasts.accountCreated(Boolean(data.session));
    if (data.session) {
      router.push(afterSignInPath(next, locale));
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label={t('signUpTab')}>
      <AuthField id="signup-name" label={t('fullName')} type="text" autoComplete="name" error={errors.fullName} {...form.register('fullName')} />
      <AuthField id="signup-email" label={t('email')} type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
      <AuthField
        id="signup-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <p className="text-sm text-muted">{t('passwordHint')}</p>
      <button type="submit" className={submitClass} disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : t('signUpSubmit')}
      </button>
    </form>
  );
}

/** Sign in and sign up, as two tabs. */
export function SignInPanel({ next }: { next: string | null }) {
  const t = useTranslations('Auth');
  return (
    <Tabs.Root defaultValue="signin" className="flex flex-col gap-6">
      <Tabs.List aria-label={t('tabsLabel')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="signin" className={tabClass}>
          {t('signInTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={tabClass}>
          {t('signUpTab')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signin">
        <SignInForm next={next} />
      </Tabs.Content>
      <Tabs.Content value="signup">
        <SignUpForm next={next} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
