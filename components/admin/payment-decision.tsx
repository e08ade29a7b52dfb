'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { confirmPaymentAction, rejectPaymentAction } from '@/lib/payments/staff-actions';
import { refText } from '@/lib/i18n/message';
import type { MessageRef } from '@/lib/validation/issues';
import { useAdminAction } from './use-admin-action';

type PaymentSummary = { id: string; paymentReference: string; currency: string; amountDue: string };

function useErrorText() {
  const t = useTranslations('Admin.payments');
  return (ref: MessageRef) => refText(t, ref, { prefix: 'errors.', fallback: 'errors.unexpected' });
}

/** Confirm (the amount received, a note when it differs) and reject (a reason), each in a dialog. */
export function PaymentDecision({ payment }: { payment: PaymentSummary }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog payment={payment} />
      <RejectDialog payment={payment} />
    </div>
  );
}

function ConfirmDialog({ payment }: { payment: PaymentSummary }) {
  const t = useTranslations('Admin.payments');
  const [open, setOpen] = useState(false);
  const { pending, formError, fieldErrors, run } = useAdminAction(useErrorText());
  const id = `confirm-${payment.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await run(() =>
      confirmPaymentAction({
        paymentId: payment.id,
        amountReceived: String(data.get('amountReceived') ?? ''),
        note: String(data.get('note') ?? ''),
      }),
    );
    if (result.ok) {
      setOpen(false);
      toast.success(t('confirm.done', { reference: payment.paymentReference }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button size="sm">{t('confirm.button')}</Button>}
      title={t('confirm.title', { reference: payment.paymentReference })}
      description={t('confirm.description', { amount: payment.amountDue })}
      closeLabel={t('close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <Field
          id={`${id}-amount`}
          label={t('confirm.amount', { currency: payment.currency })}
          hint={t('confirm.amountHint')}
          error={fieldErrors.amountReceived}
        >
          {(control) => (
            <Input
              {...control}
              name="amountReceived"
              inputMode="decimal"
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field
          id={`${id}-note`}
          label={t('confirm.note')}
          hint={t('confirm.noteHint')}
          error={fieldErrors.note}
        >
          {(control) => <Textarea {...control} name="note" rows={3} maxLength={2000} />}
        </Field>
        <Button type="submit" disabled={pending} className="self-start">
          {t('confirm.submit')}
        </Button>
      </form>
    </Dialog>
  );
}

function RejectDialog({ payment }: { payment: PaymentSummary }) {
  const t = useTranslations('Admin.payments');
  const [open, setOpen] = useState(false);
  const { pending, formError, fieldErrors, run } = useAdminAction(useErrorText());
  const id = `reject-${payment.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await run(() =>
      rejectPaymentAction({ paymentId: payment.id, reason: String(data.get('reason') ?? '') }),
    );
    if (result.ok) {
      setOpen(false);
      toast.success(t('reject.done', { reference: payment.paymentReference }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="danger">
          {t('reject.button')}
        </Button>
      }
      title={t('reject.title', { reference: payment.paymentReference })}
      description={t('reject.description')}
      closeLabel={t('close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <Field id={`${id}-reason`} label={t('reject.reason')} error={fieldErrors.reason}>
          {(control) => <Textarea {...control} name="reason" rows={4} maxLength={2000} required />}
        </Field>
        <Button type="submit" variant="danger" disabled={pending} className="self-start">
          {t('reject.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
