import { z } from 'zod';
import { defaultLocale, locales } from '@/lib/i18n/locales';
import { GHANA_MOBILE_MONEY, NIGERIAN_USSD_BANKS, PAYMENT_METHODS } from './instructions';

/**
 * The customer's choice of payment method for one of their applications, with the bank dialled
 * (USSD) or the mobile money network paid from.
 */
export const choosePaymentSchema = z
  .object({
    applicationId: z.string().uuid('required'),
    method: z.enum(PAYMENT_METHODS, { error: 'required' }),
    bank: z.enum(NIGERIAN_USSD_BANKS.map((b) => b.id) as [string, ...string[]]).optional(),
    network: z.enum(GHANA_MOBILE_MONEY.map((n) => n.id) as [string, ...string[]]).optional(),
  })
  .refine((v) => v.method === 'ussd' || v.bank === undefined, {
    message: 'invalidRequest',
    path: ['bank'],
  })
  .refine((v) => v.method === 'mobile_money' || v.network === undefined, {
    message: 'invalidRequest',
    path: ['network'],
  });

// Thousands grouped by threes with one kind of separator throughout (`\1`): "46,000.005" mixes
// two and is refused, where it used to read as 46,000,005 (issue 29, item 7).
const GROUPED = /^\d{1,3}(?:([.,])\d{3}(?:\1\d{3})*)?$/;

/**
 * An amount in major units as staff type it (`18500`, `18,500.50`, `18 500,50`, `1.234,5`) in
 * minor units, or null when it is not a plain amount. The decimal separator is a final `.` or `,`
 * followed by one or two digits; any other separator groups thousands (by threes, one kind only,
 * the same throughout).
 */
export function parseMajorAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f']/g, '');
  const match = /^([\d.,]+?)(?:([.,])(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole, decimalSeparator, cents = ''] = match;
  const grouped = GROUPED.exec(whole!);
  if (!/^\d+$/.test(whole!) && (!grouped || grouped[1] === decimalSeparator)) return null;
  const digits = whole!.replace(/[.,]/g, '');
  if (digits.length > 11) return null;
  return Number(digits) * 100 + Number(cents.padEnd(2, '0'));
}

const paymentId = z.string().uuid('invalidRequest');

/** Staff confirm a payment: what arrived (major units, as typed) and a note, needed when it differs from the amount due. */
export const confirmPaymentSchema = z.object({
  paymentId,
  amountReceived: z
    .string()
    .trim()
    .min(1, 'amountRequired')
    .transform((text, ctx) => {
      const minor = parseMajorAmount(text);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
        return z.NEVER;
      }
      return minor;
    }),
  note: z
    .string()
    .trim()
    .max(2000, 'tooLong')
    .optional()
    .transform((note) => note || null),
});

/** Staff reject a payment with the reason the customer reads. */
export const rejectPaymentSchema = z.object({
  paymentId,
  reason: z.string().trim().min(1, 'reasonRequired').max(2000, 'tooLong'),
});

/** Staff refund a confirmed payment: how much (major units, as typed) and why, which the customer reads. */
export const refundPaymentSchema = z.object({
  paymentId,
  amount: z
    .string()
    .trim()
    .min(1, 'refundAmountRequired')
    .transform((text, ctx) => {
      const minor = parseMajorAmount(text);
      if (minor === null || minor === 0) {
        ctx.addIssue({ code: 'custom', message: 'amountInvalid' });
        return z.NEVER;
      }
      return minor;
    }),
  reason: z.string().trim().min(1, 'refundReasonRequired').max(2000, 'tooLong'),
  // The staff member's language, set by the server action (never the form): amounts in the
  // refusals are formatted in it.
  locale: z.enum(locales).default(defaultLocale),
});
