import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * Pure checks for identity numbers, phone numbers and addresses. Each rule cites
 * /work/shared/domain/jurisdictions.md (section 0 unless said otherwise), compiled 2026-11-21.
 */

/**
 * South African ID number: 13 digits YYMMDD SSSS C A Z, Z a Luhn check digit, C 0 (citizen),
 * 1 (permanent resident) or 2 (refugee). [S144][S145], SECONDARY, stable rule.
 */
export function isValidSouthAfricanId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  if (!['0', '1', '2'].includes(value[10]!)) return false;
  if (!southAfricanIdBirthDate(value)) return false;
  return luhnValid(value);
}

/** The date of birth in a South African ID number, or null when YYMMDD is not a real date. */
export function southAfricanIdBirthDate(value: string, today = new Date()): Date | null {
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  // The century is not encoded: take the latest century that does not put the birth in the future.
  const currentYY = today.getUTCFullYear() % 100;
  const century = yy <= currentYY ? 2000 : 1900;
  const date = new Date(Date.UTC(century + yy, mm - 1, dd));
  if (date.getUTCMonth() !== mm - 1 || date.getUTCDate() !== dd) return null;
  return date;
}

/** Luhn: double every second digit from the right (the check digit is not doubled). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Nigerian NIN: 11 numeric digits issued by NIMC [S103][S104]. Format UNCONFIRMED (general knowledge). */
export function isValidNigerianNin(value: string): boolean {
  return /^\d{11}$/.test(value);
}

/**
 * Ghana Card PIN: GHA-NNNNNNNNN-N. The NIA does not publish the check-digit algorithm, so the
 * format only is checked [S128], SECONDARY, 2025.
 */
export function isValidGhanaCardPin(value: string): boolean {
  return /^GHA-\d{9}-\d$/.test(value);
}

/**
 * GhanaPost GPS digital address: region letters, district code, 4-digit location, e.g. GA-183-8164.
 * 3-or-4-digit district code is the notes' hedge [S129][S130], SECONDARY, system launched 2017-10-18.
 */
export function isValidGhanaPostGps(value: string): boolean {
  return /^[A-Z]{2}-\d{3,4}-\d{4}$/.test(value);
}

/** UK postcode (the Royal Mail pattern, with an optional space). */
export function isValidUkPostcode(value: string): boolean {
  return /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i.test(value.trim());
}

/** Passport number: 6 to 9 letters and digits (ICAO 9303 allows up to 9 characters). */
export function isValidPassportNumber(value: string): boolean {
  return /^[A-Z0-9]{6,9}$/i.test(value);
}

/**
 * A phone number valid for the given country, in local (080…) or international (+234…) form.
 * Nigeria: +234 + 10 digits, locally 0 + 10 digits [S105]; Ghana +233 + 9; South Africa +27 + 9.
 * The per-country numbering plans come from libphonenumber-js metadata.
 */
export function isValidPhone(value: string, country: CountryCode): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s()-]{6,20}$/.test(trimmed)) return false;
  return isValidPhoneNumber(trimmed, country);
}

/** The E.164 form of a phone number, e.g. '+2348031234567', or null. */
export function toE164(value: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** Age in whole years on `on`, from an ISO date (YYYY-MM-DD). */
export function ageOn(isoDate: string, on = new Date()): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const beforeBirthday = on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
