import { z } from 'zod';
import { isQuotable, QUOTED_SERVICES } from './services';

/**
 * The quoted services' operations, one schema each, parsed by the server action and checked by
 * the browser's form. Messages are keys of `Quotes.errors`. Amounts are integers in minor units.
 */

export const MAX_NEEDS = 4000;
export const MAX_LINE_DESCRIPTION = 200;
export const MAX_QUOTE_LINES = 30;
export const MAX_QUOTE_NOTE = 2000;
/** A line's ceiling: 10 billion major units, far above any fee, well inside a bigint. */
export const MAX_LINE_AMOUNT = 1_000_000_000_000;

const text = (max: number) => z.string('required').trim().max(max, 'tooLong');
const required = (max: number) => text(max).pipe(z.string().min(1, 'required'));

/** The customer's request: which service where, their sector, place and needs, optionally for one of their companies. */
export const requestQuoteSchema = z
  .object({
    service: z.enum(QUOTED_SERVICES, 'invalidService'),
    jurisdiction: z.string('invalidService'),
    sector: required(120),
    state: required(80),
    city: required(80),
    needs: required(MAX_NEEDS).pipe(z.string().min(20, 'needsTooShort')),
    companyId: z
      .union([z.literal(''), z.string().uuid('chooseCompany')])
      .optional()
      .default(''),
  })
  .superRefine((value, ctx) => {
    if (!isQuotable(value.service, value.jurisdiction))
      ctx.addIssue({ code: 'custom', path: ['service'], message: 'invalidService' });
  });
export type RequestQuoteInput = z.output<typeof requestQuoteSchema>;

export const QUOTE_LINE_KINDS = ['service', 'authority'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

const amount = z.coerce
  .number('amountInvalid')
  .int('amountInvalid')
  .positive('amountPositive')
  .max(MAX_LINE_AMOUNT, 'amountTooLarge');

export const quoteLineSchema = z.object({
  description: required(MAX_LINE_DESCRIPTION),
  /** Minor units (kobo, pesewas, cents). */
  amount,
  /** Our fee for the work, or an authority's fee passed through at cost. */
  kind: z.enum(QUOTE_LINE_KINDS, 'chooseKind'),
});
export type QuoteLine = z.output<typeof quoteLineSchema>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Staff's quote: its lines and the last day it may be accepted, which must be after `today`
 * (UTC; the database checks it again). `today` is a parameter so tests pin the clock.
 */
export function sendQuoteSchema(today: string) {
  return z.object({
    applicationId: z.string().uuid('invalidRequest'),
    lines: z
      .array(quoteLineSchema, 'linesRequired')
      .min(1, 'linesRequired')
      .max(MAX_QUOTE_LINES, 'tooManyLines'),
    validUntil: z
      .string('validUntilRequired')
      .regex(isoDay, 'validUntilRequired')
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'validUntilRequired')
      // Compared only once it is a day.
      .pipe(z.string().refine((day) => day > today, 'validUntilPast')),
    note: text(MAX_QUOTE_NOTE).optional().default(''),
  });
}
export type SendQuoteInput = z.output<ReturnType<typeof sendQuoteSchema>>;

export const acceptQuoteSchema = z.object({ quoteId: z.string().uuid('invalidRequest') });
