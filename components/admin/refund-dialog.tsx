'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/layout/toast';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { refText } from '@/lib/i18n/message';
import { refundPaymentAction } from '@/lib/payments/staff-actions';
import type { MessageRef } from '@/lib/validation/issues';
import { useAdminAction } from './use-admin-action';

export type RefundSummary = {
  id: string;
  paymentReference: string;
  currency: string;
  /** Formatted: what was received and what is left to refund. */
  received: string;
  left: string;
  /** The provider the money goes back through; null for a manual payment. */
  provider: string | null;
};

/** Refund a confirmed payment (an amount in major units, a reason the customer reads), in a dialog. */
export function RefundDialog({ payment }: { payment: RefundSummary }) {
  const t = useTranslations('Admin.payments');
  const errorText = (ref: MessageRef) =>
    refText(t, ref, { prefix: 'errors.', fallback: 'errors.unexpected' });
  const [open, setOpen] = useState(false);
  const { pending, formError, fieldErrors, run } = useAdminAction(errorText);
  const id = `refund-${payment.id}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = await run(() =>
      refundPaymentAction({
        paymentId: payment.id,
        amount: String(data.get('amount') ?? ''),
        reason: String(data.get('reason') ?? ''),
      }),
    );
    if (result.ok) {
      setOpen(false);
      toast.success(t('refund.done', { reference: payment.paymentReference }));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="secondary" className="self-start">
          {t('refund.button')}
        </Button>
      }
      title={t('refund.title', { reference: payment.paymentReference })}
      description={t('refund.description', {
        received: payment.received,
        left: payment.left,
        how: payment.provider
          ? t('refund.viaProvider', { provider: payment.provider })
          : t('refund.manual'),
      })}
      closeLabel={t('close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
        <Field
          id={`${id}-amount`}
          label={t('refund.amount', { currency: payment.currency })}
          hint={t('refund.amountHint')}
          error={fieldErrors.amount}
        >
          {(control) => (
            <Input {...control} name="amount" inputMode="decimal" autoComplete="off" required />
          )}
        </Field>
        <Field
          id={`${id}-reason`}
          label={t('refund.reason')}
          hint={t('refund.reasonHint')}
          error={fieldErrors.reason}
        >
          {(control) => <Textarea {...control} name="reason" rows={3} maxLength={2000} required />}
        </Field>
        <Button type="submit" disabled={pending} className="self-start">
          {t('refund.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
