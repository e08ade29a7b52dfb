import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { notifyCustomer } from '@/lib/applications/notify';
import { recordAudit } from '@/lib/audit/audit';
import { rejectPaymentSchema } from '@/lib/payments/schemas';
import { lockPaymentForDecision } from '@/lib/payments/staff';
import { defineCommand, staffOrSystem } from '../run';

/**
 * A pending payment rejected, by staff or by the system (a provider reporting a failed charge);
 * the reason is kept on the payment and mailed to the customer.
 */
export const rejectPayment = defineCommand({
  name: 'payments.reject',
  schema: rejectPaymentSchema,
  allowed: staffOrSystem,
  run: async (input, actor, tx) => {
    const payment = await lockPaymentForDecision(tx, input.paymentId);
    if (!payment) return fail('notFound');
    if (payment.status !== 'pending') return fail('alreadyDecided');
    await tx.execute(
      sql`update public.payments set status = 'rejected', decision_note = ${input.reason} where id = ${payment.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'payment.rejected',
      targetType: 'payment',
      targetId: payment.id,
      applicationId: payment.applicationId,
      details: {
        paymentReference: payment.paymentReference,
        currency: payment.currency,
        amountDue: payment.amount,
        reason: input.reason,
      },
    });
    await notifyCustomer(tx, `mail:payment-rejected:${payment.id}`, payment.applicationId, {
      update: 'paymentRejected',
      message: input.reason,
    });
    return succeed();
  },
});
