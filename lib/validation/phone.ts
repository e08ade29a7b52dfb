import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Phone numbers, with libphonenumber-js's numbering plans (lengths and leading digits per
 * country): Nigeria +234 and 10 digits, locally 0 and 10 digits [S105]; Ghana +233 and 9; South
 * Africa +27 and 9. A number in local form is read in `country`'s plan; one in international
 * form (+44 …) is valid whatever the country.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]{6,30}$/;

export function isValidPhone(value: string, country?: CountryCode): boolean {
  const trimmed = value.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return false;
  try {
    return isValidPhoneNumber(trimmed, trimmed.startsWith('+') ? undefined : country);
  } catch {
    return false;
  }
}

/** The E.164 form (+2348031234567) of a number `isValidPhone` accepts, or null. */
export function toE164(value: string, country?: CountryCode): string | null {
  if (!isValidPhone(value, country)) return null;
  const trimmed = value.trim();
  return parsePhoneNumberFromString(trimmed, trimmed.startsWith('+') ? undefined : country)?.number ?? null;
}

/** A required phone number valid in `country`'s plan (or international); messages `required`, `phone`. */
export const phoneField = (country: CountryCode) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine((v) => isValidPhone(v, country), { message: 'phone', params: { country } });
