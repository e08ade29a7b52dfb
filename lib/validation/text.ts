import { z } from 'zod';

/**
 * Text and number primitives every form composes. Messages are keys of the form's own
 * `errors` namespace; the defaults are the wizards' (`Wizard.errors.*`).
 */

export const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong');

/**
 * A person's or a firm's name: at least two letters, so "A", "." or "-" is refused (message
 * `nameTooShort`). Any script counts (\p{L}), so "Ọlá" and "李娜" are names.
 */
export const nameText = (max = 120) =>
  requiredText(max).refine((v) => v === '' || hasTwoLetters(v), 'nameTooShort');

/** At least two letters, in any script. */
export function hasTwoLetters(value: string): boolean {
  return (value.match(/\p{L}/gu) ?? []).length >= 2;
}

/** True when an address line says something: at least `min` characters, one of them a letter. */
export function isMeaningfulAddress(value: string, min = 3): boolean {
  const trimmed = value.trim();
  return trimmed.length >= min && /\p{L}/u.test(trimmed);
}

/**
 * An address written out (a street, a residential address in one box): at least three characters
 * with a letter, so "1" or "x" is refused (message `addressTooShort`).
 */
export const addressText = (max = 300) =>
  requiredText(max).refine((v) => v === '' || isMeaningfulAddress(v), 'addressTooShort');

/** A town: at least two characters with a letter ("Ho" in Ghana is one). */
export const townText = (max = 100) =>
  requiredText(max).refine((v) => v === '' || isMeaningfulAddress(v, 2), 'addressTooShort');

export const optionalText = (max = 200) =>
  z.string().trim().max(max, 'tooLong').optional().or(z.literal(''));

/**
 * Digits as people type them: "1000000", "1,000,000" or "1 000 000" (a space, no-break space or
 * narrow no-break space, as French writes them). Groups after the first must have three digits,
 * so "1,00" or "10,5" (a decimal comma) is not a whole number.
 */
const GROUPED_DIGITS = /^(\d+|\d{1,3}([,\s\u00A0\u202F]\d{3})+)$/;

/** The whole number in `value` as typed ("1,000,000" → 1000000), or NaN when it is not one. */
export function amountOf(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const trimmed = value.trim();
  return GROUPED_DIGITS.test(trimmed) ? Number(trimmed.replace(/\D/g, '')) : Number.NaN;
}

/** Digits with their separators removed ("1,000,000" → "1000000"); anything else as it was. */
function ungroup(value: string): string {
  return GROUPED_DIGITS.test(value) ? value.replace(/\D/g, '') : value;
}

/**
 * A whole amount in the currency's main unit. "1,000,000" is as valid as "1000000" and is stored
 * as digits (the form keeps strings).
 */
export const moneyField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform(ungroup)
  .pipe(z.string().regex(/^\d{1,15}$/, 'wholeAmount'));

/** A whole number above zero, typed with or without thousands separators; stored as digits. */
export const positiveIntegerField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform(ungroup)
  .pipe(
    z
      .string()
      .regex(/^\d{1,12}$/, 'wholeNumber')
      .refine((v) => Number(v) > 0, 'positive'),
  );

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

/**
 * A name as it is compared: case, accents, spaces and punctuation ignored, letters of any script
 * kept ("Ọlá Adé" → "olaade", "李娜" → "李娜").
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Two names are the same once case, accents, spaces and punctuation are ignored. */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
