import { z } from 'zod';
import { NIGERIAN_USSD_BANKS, PAYMENT_METHODS } from './instructions';

/** The customer's choice of payment method for one of their applications. */
export const choosePaymentSchema = z.object({
  applicationId: z.string().uuid('required'),
  method: z.enum(PAYMENT_METHODS, { error: 'required' }),
  bank: z.enum(NIGERIAN_USSD_BANKS.map((b) => b.id) as [string, ...string[]]).optional(),
});
