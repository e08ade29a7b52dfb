'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/site/paths';
import { confirmStaffAccessAction } from '@/lib/staff/actions';

type ErrorKey = Parameters<ReturnType<typeof useTranslations<'Account.staffAccess.errors'>>>[0];

/**
 * The staff access mail's page. The token is spent only when the signed-in owner sends the form
 * (a mail scanner that opens the link spends nothing). Taking staff rights replaces the
 * account's password with the one chosen here and ends every session (issue 29, finding 1), so
 * the new admin then signs in again, with it, to the staff console.
 */
export function StaffAccessConfirmation({ token, email }: { token: string | null; email: string }) {
  const t = useTranslations('Account.staffAccess');
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const text = (key: string) =>
    t.has(`errors.${key}` as `errors.${ErrorKey}`)
      ? t(`errors.${key}` as `errors.${ErrorKey}`)
      : t('errors.unexpected');

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
        <p className="text-muted">{t('missingLink')}</p>
      </div>
    );
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-ink text-3xl font-bold">{t('heading')}</h1>
        <p role="status">{t('granted')}</p>
        <Link href={{ pathname: paths.signIn, query: { next: paths.admin } }}>
          {t('signInAgain')}
        </Link>
      </div>
    );
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setError(null);
    setFieldErrors({});
    start(async () => {
      const result = await confirmStaffAccessAction({
        token,
        password: data.get('password'),
        confirm: data.get('confirm'),
      }).catch(() => null);
      if (result?.ok) {
        // The token is spent: take it out of the address bar and the history.
        window.history.replaceState(null, '', window.location.pathname);
        setDone(true);
        return;
      }
      if (!result) return setError(text('unavailable'));
      const byField = Object.fromEntries(
        Object.entries(result.fieldErrors ?? {}).map(([field, issues]) => [
          field,
          text(issues[0]?.key ?? 'unexpected'),
        ]),
      );
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) setError(text(result.formError?.key ?? 'unexpected'));
    });
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={confirm} aria-labelledby="staff-access-heading">
      <h1 id="staff-access-heading" className="text-ink text-3xl font-bold">
        {t('heading')}
      </h1>
      <p className="text-muted">{t('intro', { email })}</p>
      <p className="text-muted">{t('passwordIntro')}</p>
      <Field
        id="staff-password"
        label={t('password')}
        hint={t('passwordHint')}
        error={fieldErrors.password}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            name="password"
            autoComplete="new-password"
            required
          />
        )}
      </Field>
      <Field id="staff-confirm" label={t('confirmPassword')} error={fieldErrors.confirm}>
        {(control) => (
          <Input {...control} type="password" name="confirm" autoComplete="new-password" required />
        )}
      </Field>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? t('confirming') : t('confirm')}
      </Button>
    </form>
  );
}
