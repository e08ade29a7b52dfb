'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { grantStaffRoleAction, revokeStaffRoleAction } from '@/lib/staff/actions';
import type { MessageRef } from '@/lib/validation/issues';
import { useAdminAction } from './use-admin-action';

function useErrorText() {
  const t = useTranslations('Admin.staff');
  return (ref: MessageRef) => (t.has(`errors.${ref.key}` as 'errors.unexpected') ? t(`errors.${ref.key}` as 'errors.tooLong', ref.values as { max: number }) : t('errors.unexpected'));
}

/** Grant the admin role to an existing account by its e-mail. */
export function GrantRoleForm() {
  const t = useTranslations('Admin.staff');
  const { pending, formError, fieldErrors, run } = useAdminAction(useErrorText());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const result = await run(() => grantStaffRoleAction({ email }));
    if (result.ok) {
      form.reset();
      toast.success(t(result.data.result === 'granted' ? 'grant.granted' : 'grant.alreadyAdmin', { email }));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="grant-heading" className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <h2 id="grant-heading" className="text-ink text-xl font-semibold">
        {t('grant.heading')}
      </h2>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field id="grant-email" label={t('grant.email')} hint={t('grant.hint')} error={fieldErrors.email}>
        {(control) => <Input {...control} name="email" type="email" autoComplete="off" required />}
      </Field>
      <Button type="submit" disabled={pending} className="self-start">
        {t('grant.submit')}
      </Button>
    </form>
  );
}

/** Revoke one admin's role; the refusal for the last admin is shown beside the button. */
export function RevokeRoleButton({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations('Admin.staff');
  const { pending, formError, run } = useAdminAction(useErrorText());

  async function revoke() {
    const result = await run(() => revokeStaffRoleAction({ userId }));
    if (result.ok) toast.success(t('revoked', { email }));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="danger" size="sm" onClick={revoke} disabled={pending} aria-label={t('revokeLabel', { email })}>
        {t('revoke')}
      </Button>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
    </div>
  );
}
