import { z } from 'zod';
import { str } from '@/lib/validation/text';
import type { StepForm } from '../../steps';
import { contactPackageConsent } from '../filer';

/**
 * What the US filings and the US trade mark share (issue 20): who we contact, the package and the
 * consent; an EIN; whole dollars; the year a report is for. Messages are `Wizard.errors.<key>`
 * or the flow's own `WizardUsa.<section>.errors.<key>`.
 */

/**
 * The end of every US filing: who we contact, the package, the consent. A number in international
 * form (+234 …) is valid whatever the country; a local one is read as American.
 */
export const usContactPackageConsent = contactPackageConsent('US');

/** The last step of a US filing that asks nothing more: the contact, the package with the live quote, the consent. */
export const usPackageStep: StepForm = {
  schema: z.object(usContactPackageConsent.schema),
  quote: true,
  fields: [...usContactPackageConsent.fields],
};

/** An EIN is 9 digits written XX-XXXXXXX [S46]; the dash is added when it is typed without one. */
export const einField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => v.replace(/\s/g, ''))
  .transform((v) => (/^\d{9}$/.test(v) ? `${v.slice(0, 2)}-${v.slice(2)}` : v))
  .refine((v) => /^\d{2}-\d{7}$/.test(v), 'ein');

/** Whole US dollars, digits only (the form keeps strings; commas and spaces are removed as typed). */
export const dollarsField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,13}$/, 'wholeAmount');

export const optionalDollarsField = z
  .string()
  .trim()
  .regex(/^\d{0,13}$/, 'wholeAmount')
  .optional();

/** Whole dollars as cents, 0 when empty or not a whole amount (the schema has refused it then). */
export function dollarsToCents(value: unknown): number {
  const text = str(value).trim();
  return /^\d{1,13}$/.test(text) ? Number(text) * 100 : 0;
}

/** A calendar year written as 4 digits, from `min`; messages `year`, `yearFuture`. */
export function yearField(min: number) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{4}$/, 'year')
    .refine((v) => Number(v) >= min, { message: 'yearTooEarly', params: { min: String(min) } })
    .refine((v) => Number(v) <= new Date().getUTCFullYear(), 'yearFuture');
}

/** Today as `YYYY-MM-DD` (UTC): the day a report's due date is compared with. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
