import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { notifyCustomer } from '@/lib/applications/notify';
import { recordAudit } from '@/lib/audit/audit';
import { todayIso } from '@/lib/config/clock';
import { confirmPaymentSchema } from '@/lib/payments/schemas';
import { lockPaymentForDecision } from '@/lib/payments/staff';
import { applyPaidOrder } from '@/lib/subscriptions/orders';
import { defineCommand, staffOrSystem } from '../run';

/**
 * A pending payment confirmed with the amount that arrived: by staff on /admin/payments, or by the
 * system when a payment provider reports it (issue 32's webhooks). The database keeps the amount
 * due, frozen from the quote at submission; a different amount needs a note. The decision, its
 * audit row, the timeline event (trigger `payments_after_update`) and the customer's mail (a job,
 * in their language) land in one transaction, with the subscription a yearly service's order
 * starts or renews (lib/subscriptions/orders.ts).
 */
export const confirmPayment = defineCommand({
  name: 'payments.confirm',
  schema: confirmPaymentSchema,
  allowed: staffOrSystem,
  run: async (input, actor, tx) => {
    const payment = await lockPaymentForDecision(tx, input.paymentId);
    if (!payment) return fail('notFound');
    if (payment.status !== 'pending') return fail('alreadyDecided');
    if (input.amountReceived !== payment.amount && !input.note)
      return fail('invalidRequest', undefined, {
        fieldErrors: { note: [{ key: 'noteRequired' }] },
      });
    // The update's trigger issues the receipt (payments_issue_receipt): its number is taken here,
    // in this transaction, so a refusal below or a rollback gives it back.
    await tx.execute(
      sql`update public.payments set status = 'confirmed', amount_received = ${input.amountReceived}, decision_note = ${input.note}
          where id = ${payment.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'payment.confirmed',
      targetType: 'payment',
      targetId: payment.id,
      applicationId: payment.applicationId,
      details: {
        paymentReference: payment.paymentReference,
        currency: payment.currency,
        amountDue: payment.amount,
        amountReceived: input.amountReceived,
        ...(input.note ? { note: input.note } : {}),
      },
    });
    // The order of a yearly service, paid: its subscription starts or runs another year (issue 34).
    await applyPaidOrder(tx, actor, payment.applicationId, todayIso());
    // A payment is decided once: its id names the event.
    await notifyCustomer(tx, `mail:payment-confirmed:${payment.id}`, payment.applicationId, {
      update: 'paymentConfirmed',
      received: { minor: input.amountReceived, currency: payment.currency },
      paymentId: payment.id,
    });
    return succeed();
  },
});
