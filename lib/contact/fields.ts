import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { z } from 'zod';
import { marketCountries, type MarketCountry } from '@/lib/contact/options';

/**
 * Field primitives shared by the public forms (contact, careers). Messages are translation
 * keys, looked up in the form's own namespace (`Contact.errors.*`, `CareerApply.errors.*`).
 */

export const personName = z.string().trim().min(1, 'nameRequired').max(120, 'nameTooLong');

export const emailAddress = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .pipe(z.email('emailInvalid'));

/** The captcha widget's payload; its absence is the widget's own "please verify" message. */
export const captchaPayload = z.string().min(1, 'captchaRequired').max(10_000, 'captchaRequired');

/**
 * One of `values`. Unlike `z.enum`, an empty or unknown choice is a non-aborting issue, so the
 * form's cross-field checks (the phone against the country) still run and every message shows at once.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .custom<T[number]>((value) => typeof value === 'string', message)
    .refine((value) => (values as readonly string[]).includes(value), message);
}

export function isMarketCountry(value: unknown): value is MarketCountry {
  return (marketCountries as readonly unknown[]).includes(value);
}

/**
 * A phone number valid for `country` in local form (0803 123 4567 for Nigeria), or valid in
 * international form (+233 24 123 4567) whatever the country. Numbering plans from
 * libphonenumber-js's metadata (lengths and leading digits per country).
 */
export function isValidPhone(value: string, country?: MarketCountry): boolean {
  const trimmed = value.trim();
  if (trimmed.length > 30) return false;
  try {
    return isValidPhoneNumber(
      trimmed,
      trimmed.startsWith('+') ? undefined : (country as CountryCode | undefined),
    );
  } catch {
    return false;
  }
}

/** The E.164 form (+2348031234567) of a number `isValidPhone` accepts, or null. */
export function toE164(value: string, country?: MarketCountry): string | null {
  if (!isValidPhone(value, country)) return null;
  const trimmed = value.trim();
  const parsed = parsePhoneNumberFromString(
    trimmed,
    trimmed.startsWith('+') ? undefined : (country as CountryCode | undefined),
  );
  return parsed?.number ?? null;
}
