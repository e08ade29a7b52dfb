import { z } from 'zod';

/**
 * Identity and registry numbers. Each rule cites docs/sources.md (§ cross-cutting unless said
 * otherwise; research compiled 2026-11-21).
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

/** Passport number: 6 to 9 letters and digits (ICAO 9303 allows up to 9 characters). */
export function isValidPassportNumber(value: string): boolean {
  return /^[A-Z0-9]{6,9}$/i.test(value);
}

/**
 * A GRA TIN, for individuals who cannot have a Ghana Card and for entities: 11 characters, a
 * category letter (P individual, C company, G government, Q foreign mission, V other entity)
 * then "00" and 8 letters or digits. Format only: no check digit is published [S138].
 */
export function isValidGraTin(value: string): boolean {
  return /^[PCGQV]00[A-Z0-9]{8}$/.test(value.trim().toUpperCase());
}

/**
 * A Ghana Card PIN of any holder: GHA for citizens, the country's code on a non-citizen card
 * (8 or 9 digits, then one check character) [S139][S128].
 */
export function isValidAnyGhanaCardPin(value: string): boolean {
  return /^[A-Z]{3}-\d{8,9}-[A-Z0-9]$/.test(value.trim().toUpperCase());
}

/**
 * A Ghanaian TIN as the ORC's Form 3 asks it of every director, secretary and shareholder: the
 * Ghana Card PIN (the TIN of individuals since 1 April 2021) or a GRA TIN [S124][S135][S138].
 */
export function isValidGhanaTin(value: string): boolean {
  return isValidAnyGhanaCardPin(value) || isValidGraTin(value);
}

/** A CAC number: RC (company), BN (business name) or IT (incorporated trustees) and digits. */
export function isValidCacNumber(value: string): boolean {
  return /^(RC|BN|IT)\s?\d{1,8}$/i.test(value.trim());
}

export const cacNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isValidCacNumber, 'cacNumber');

/**
 * A company's CAC number as people write it: "RC 1234567", "rc1234567" or the bare digits
 * "1234567" (a company's number is its RC number, printed on the certificate without the
 * letters); BN and IT numbers need their letters. Written back as "RC 1234567".
 */
export function normaliseCompanyCacNumber(value: string): string | null {
  const compact = value
    .trim()
    .toUpperCase()
    .replace(/[\s.-]/g, '');
  const match = /^(RC|BN|IT)?(\d{1,8})$/.exec(compact);
  if (!match) return null;
  return `${match[1] ?? 'RC'} ${match[2]}`;
}

/** A company's CAC number, stored as "RC 1234567" (see normaliseCompanyCacNumber). */
export const companyCacNumberField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => normaliseCompanyCacNumber(v) ?? v)
  .pipe(z.string().refine(isValidCacNumber, 'cacNumber'));

/**
 * Companies House personal code, issued once a person's identity is verified (GOV.UK One Login
 * or an authorised agent): 11 letters and digits [S64a], written in three groups separated by
 * dashes, e.g. FT5-15ED-7JY5 [S64b] SECONDARY. Accepted with or without the dashes or spaces.
 */
export function isValidPersonalCode(value: string): boolean {
  return /^[A-Z0-9]{3}[-\s]?[A-Z0-9]{4}[-\s]?[A-Z0-9]{4}$/i.test(value.trim());
}

/** A personal code as Companies House writes it: capitals, XXX-XXXX-XXXX. */
export function formatPersonalCode(value: string): string {
  const compact = value.replace(/[-\s]/g, '').toUpperCase();
  return `${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7)}`;
}
