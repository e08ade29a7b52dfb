import { z } from 'zod';

/**
 * Text and number primitives every form composes. Messages are keys of the form's own
 * `errors` namespace; the defaults are the wizards' (`Wizard.errors.*`).
 */

export const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');

export const optionalText = (max = 200) =>
  z.string().trim().max(max, 'tooLong').optional().or(z.literal(''));

/** A whole amount in the currency's main unit, written as digits (the form keeps strings). */
export const moneyField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,15}$/, 'wholeAmount');

export const positiveIntegerField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,12}$/, 'wholeNumber')
  .refine((v) => Number(v) > 0, 'positive');

export const percentField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'percent')
  .refine((v) => Number(v) > 0 && Number(v) <= 100, 'percent');

export const checkedBox = z.literal(true, { error: 'mustAccept' });

/**
 * One of `values`. Unlike `z.enum`, an empty or unknown choice is a non-aborting issue, so the
 * form's cross-field checks (the phone against the country) still run and every message shows at once.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .custom<T[number]>((value) => typeof value === 'string', message)
    .refine((value) => (values as readonly string[]).includes(value), message);
}

/**
 * Object-level rules run even when another field of the object is invalid, so every message
 * shows at once instead of in rounds. Their callbacks must therefore cope with missing values.
 */
export const ALWAYS = { when: () => true } as const;

/** A value as a string ('' when it is not one), for rules that run on unparsed input. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Two names are the same once case, spaces and punctuation are ignored. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return norm(a) === norm(b);
}
