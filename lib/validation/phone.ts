import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
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
  return (
    parsePhoneNumberFromString(trimmed, trimmed.startsWith('+') ? undefined : country)?.number ??
    null
  );
}

/**
 * A number of each country we serve as people write it, locally and with the country code: the
 * phone fields' placeholder and the example their message gives, so a UK field shows a UK number.
 */
export const PHONE_EXAMPLES = {
  NG: { local: '0803 123 4567', international: '+234 803 123 4567' },
  GH: { local: '024 123 4567', international: '+233 24 123 4567' },
  ZA: { local: '082 123 4567', international: '+27 82 123 4567' },
  GB: { local: '07911 123456', international: '+44 7911 123456' },
  CA: { local: '416 555 0123', international: '+1 416 555 0123' },
  US: { local: '(201) 555 0123', international: '+1 201 555 0123' },
} as const satisfies Partial<Record<CountryCode, { local: string; international: string }>>;

export type PhoneCountry = keyof typeof PHONE_EXAMPLES;

/**
 * A required phone number valid in `country`'s plan (or international); messages `required`, and
 * `phone` with that country's examples (`{ local, international }`).
 */
export const phoneField = (country: PhoneCountry) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine((v) => isValidPhone(v, country), {
      message: 'phone',
      params: { country, ...PHONE_EXAMPLES[country] },
    });
