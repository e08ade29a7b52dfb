'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import {
  grantStaffRoleAction,
  revokeStaffRoleAction,
  withdrawStaffRequestAction,
} from '@/lib/staff/actions';
import { refText } from '@/lib/i18n/message';
import type { MessageRef } from '@/lib/validation/issues';
import { useAdminAction } from './use-admin-action';

function useErrorText() {
  const t = useTranslations('Admin.staff');
  return (ref: MessageRef) => refText(t, ref, { prefix: 'errors.', fallback: 'errors.unexpected' });
}

/** Offer the admin role to an existing account by its e-mail (a link is mailed to it). */
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
      toast.success(
        t(result.data.result === 'requested' ? 'grant.requested' : 'grant.alreadyAdmin', { email }),
      );
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="grant-heading"
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="grant-heading" className="text-ink text-xl font-semibold">
        {t('grant.heading')}
      </h2>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field
        id="grant-email"
        label={t('grant.email')}
        hint={t('grant.hint')}
        error={fieldErrors.email}
      >
        {(control) => <Input {...control} name="email" type="email" autoComplete="off" required />}
      </Field>
      <Button type="submit" disabled={pending} className="self-start">
        {t('grant.submit')}
      </Button>
    </form>
  );
}

/**
 * Revoke one admin's role, once confirmed in a dialog (a click never removes a colleague); the
 * refusal for the last admin is shown in the dialog, beside its button.
 */
export function RevokeRoleButton({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations('Admin.staff');
  const [open, setOpen] = useState(false);
  const { pending, formError, run } = useAdminAction(useErrorText());

  async function revoke() {
    const result = await run(() => revokeStaffRoleAction({ userId }));
    if (result.ok) {
      setOpen(false);
      toast.success(t('revoked', { email }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="danger" size="sm" aria-label={t('revokeLabel', { email })}>
          {t('revoke')}
        </Button>
      }
      title={t('confirmRevoke.title', { email })}
      description={t('confirmRevoke.description', { email })}
      closeLabel={t('confirmRevoke.cancel')}
    >
      <div className="flex flex-col items-start gap-3">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <Button variant="danger" onClick={revoke} disabled={pending}>
          {t('confirmRevoke.submit')}
        </Button>
      </div>
    </Dialog>
  );
}

/** Withdraw an offer of the role whose link was not followed yet. */
export function WithdrawRequestButton({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations('Admin.staff');
  const { pending, formError, run } = useAdminAction(useErrorText());

  async function withdraw() {
    const result = await run(() => withdrawStaffRequestAction({ userId }));
    if (result.ok) toast.success(t('pending.withdrawn', { email }));
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={withdraw}
        disabled={pending}
        aria-label={t('pending.withdrawLabel', { email })}
      >
        {t('pending.withdraw')}
      </Button>
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
    </div>
  );
}
