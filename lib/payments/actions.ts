'use server';

import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { userAction } from '@/lib/actions/user-action';
import { recordPayment } from './queries';
import { choosePaymentSchema } from './schemas';

/** Records the customer's payment method for one of their submitted applications as pending. */
export async function choosePaymentAction(raw: unknown): Promise<ActionResult<{ paymentReference: string; method: string }>> {
  return userAction({
    name: 'payments.choose',
    schema: choosePaymentSchema,
    handler: async (input, user) => {
      const result = await recordPayment(user.id, input);
      if (!result.ok) return fail(result.reason);
      return succeed({ paymentReference: result.payment.paymentReference, method: result.payment.method });
    },
  })(raw);
}
