import 'server-only';
import { fail, succeed } from '@/lib/actions/result';
import { recordPaymentIn } from '@/lib/payments/queries';
import { choosePaymentSchema } from '@/lib/payments/schemas';
import { customersOnly, defineCommand } from '../run';

/**
 * A customer chooses how to pay one of their submitted applications: a pending payment is
 * recorded (or its method changed), its amount copied by the database from the frozen quote.
 */
export const choosePaymentMethod = defineCommand({
  name: 'payments.choose',
  schema: choosePaymentSchema,
  allowed: customersOnly,
  run: async (input, actor, tx) => {
    if (actor.kind !== 'customer') return fail('forbidden');
    const result = await recordPaymentIn(tx, actor.user.id, input);
    if (!result.ok) return fail(result.reason);
    return succeed({
      paymentReference: result.payment.paymentReference,
      method: result.payment.method,
    });
  },
});
