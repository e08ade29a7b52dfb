import { z } from 'zod';
import type { CountryCode } from 'libphonenumber-js/min';
import {
  ageOn,
  isIsoDate,
  isValidGhanaCardPin,
  isValidGhanaPostGps,
  isValidNigerianNin,
  isValidPassportNumber,
  isValidPhone,
  isValidSouthAfricanId,
  isValidUkPostcode,
} from './validators';

/**
 * The shared primitives every wizard composes (never redefine them in a flow). Error messages are
 * keys under `Wizard.errors` in messages/; `errorKey('sharesTotal', { total: 1000 })` carries the
 * values the message needs.
 */
export function errorKey(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key;
}

/** Splits a message produced by `errorKey` back into its key and values. */
export function parseErrorKey(message: string): { key: string; values?: Record<string, string | number> } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message };
  try {
    return { key: message.slice(0, bar), values: JSON.parse(message.slice(bar + 1)) };
  } catch {
    return { key: message.slice(0, bar) };
  }
}

export const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, errorKey('tooLong', { max }));

export const optionalText = (max = 200) =>
  z.string().trim().max(max, errorKey('tooLong', { max })).optional().or(z.literal(''));

export const emailField = z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'email').email('email');

export const phoneField = (country: CountryCode) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine((v) => isValidPhone(v, country), errorKey('phone', { country }));

export const dateField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isIsoDate, 'date');

/** A date of birth for someone at least 18 today (directors, trustees: CAMA 2020 [S84]; Act 992 [S124]). */
export const adultBirthDate = dateField
  .refine((v) => !isIsoDate(v) || ageOn(v) < 130, 'date')
  .refine((v) => !isIsoDate(v) || ageOn(v) >= 0, 'dateFuture')
  .refine((v) => !isIsoDate(v) || ageOn(v) >= 18, 'minAge18');

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

export const ninField = z.string({ error: 'required' }).trim().min(1, 'required').refine(isValidNigerianNin, 'nin');
export const passportField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isValidPassportNumber, 'passport');
export const ghanaCardField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isValidGhanaCardPin, 'ghanaCard');
export const southAfricanIdField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isValidSouthAfricanId, 'saId');
export const ghanaPostGpsField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => v.toUpperCase())
  .refine(isValidGhanaPostGps, 'ghanaPostGps');

/** Nationalities offered in the person groups; anything else is 'OTHER' with a passport. */
export const NATIONALITIES = ['NG', 'GH', 'ZA', 'GB', 'US', 'CA', 'FR', 'CN', 'IN', 'OTHER'] as const;
export const nationalityField = z.enum(NATIONALITIES, { error: 'required' });

/** Nigeria's 36 states and the FCT. */
export const NIGERIAN_STATES = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bauchi', 'Bayelsa', 'Benue', 'Borno', 'Cross River',
  'Delta', 'Ebonyi', 'Edo', 'Ekiti', 'Enugu', 'FCT', 'Gombe', 'Imo', 'Jigawa', 'Kaduna', 'Kano',
  'Katsina', 'Kebbi', 'Kogi', 'Kwara', 'Lagos', 'Nasarawa', 'Niger', 'Ogun', 'Ondo', 'Osun', 'Oyo',
  'Plateau', 'Rivers', 'Sokoto', 'Taraba', 'Yobe', 'Zamfara',
] as const;

/** Ghana's 16 regions. */
export const GHANA_REGIONS = [
  'Ahafo', 'Ashanti', 'Bono', 'Bono East', 'Central', 'Eastern', 'Greater Accra', 'North East',
  'Northern', 'Oti', 'Savannah', 'Upper East', 'Upper West', 'Volta', 'Western', 'Western North',
] as const;

/** South Africa's 9 provinces. */
export const SOUTH_AFRICAN_PROVINCES = [
  'Eastern Cape', 'Free State', 'Gauteng', 'KwaZulu-Natal', 'Limpopo', 'Mpumalanga', 'North West',
  'Northern Cape', 'Western Cape',
] as const;

/** Nigeria: street, city, LGA, state (CAC registered office [S87][S88]). */
export const nigerianAddress = z.object({
  street: requiredText(200),
  city: requiredText(100),
  lga: requiredText(100),
  state: z.enum(NIGERIAN_STATES, { error: 'required' }),
});

/** Ghana: street, town, region and the GhanaPost GPS digital address (ORC Form 3 [S124]). */
export const ghanaianAddress = z.object({
  street: requiredText(200),
  city: requiredText(100),
  region: z.enum(GHANA_REGIONS, { error: 'required' }),
  digitalAddress: ghanaPostGpsField,
});

/** South Africa: street, city, province, 4-digit postal code (CoR 14.1 registered office [S142]). */
export const southAfricanAddress = z.object({
  street: requiredText(200),
  city: requiredText(100),
  province: z.enum(SOUTH_AFRICAN_PROVINCES, { error: 'required' }),
  postalCode: z.string({ error: 'required' }).trim().min(1, 'required').regex(/^\d{4}$/, 'saPostalCode'),
});

/** United Kingdom: street, town, postcode. */
export const ukAddress = z.object({
  street: requiredText(200),
  city: requiredText(100),
  postcode: z.string({ error: 'required' }).trim().min(1, 'required').refine(isValidUkPostcode, 'ukPostcode'),
});

/** A free-form address for other countries (foreign directors' residential addresses). */
export const otherAddress = z.object({
  street: requiredText(200),
  city: requiredText(100),
  country: requiredText(100),
});

export const ADDRESS_SCHEMAS = { NG: nigerianAddress, GH: ghanaianAddress, ZA: southAfricanAddress, GB: ukAddress } as const;

/** The identity every person group shares: name, date of birth, nationality, contact. */
export const personCore = (country: CountryCode) =>
  z.object({
    fullName: requiredText(120),
    dateOfBirth: adultBirthDate,
    nationality: nationalityField,
    email: emailField,
    phone: phoneField(country),
  });

/**
 * Nigerian identity: NIN for Nigerians, passport for foreigners (CAC portal, directors and
 * subscribers [S87][S88], SECONDARY 2020–2025).
 */
export function refineNigerianIdentity(
  value: { nationality?: string; nin?: string; passportNumber?: string },
  ctx: z.RefinementCtx,
) {
  if (value.nationality === 'NG') {
    if (!value.nin || !isValidNigerianNin(value.nin.trim()))
      ctx.addIssue({ code: 'custom', path: ['nin'], message: value.nin ? 'nin' : 'required' });
  } else if (value.nationality) {
    if (!value.passportNumber || !isValidPassportNumber(value.passportNumber.trim()))
      ctx.addIssue({ code: 'custom', path: ['passportNumber'], message: value.passportNumber ? 'passport' : 'required' });
  }
}

/** Names ending with the suffix the registry requires ("Limited"/"Ltd" in Nigeria [S88] and Ghana [S132]). */
export function endsWithLimited(name: string): boolean {
  return /\b(limited|ltd\.?)$/i.test(name.trim());
}

/** Two names are the same once case, spaces and punctuation are ignored. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return norm(a) === norm(b);
}

/** The packages every flow sells (their contents and prices live in the catalogue). */
export const PACKAGES = ['basic', 'standard', 'premium'] as const;
export type PackageId = (typeof PACKAGES)[number];
export const packageStep = z.object({ package: z.enum(PACKAGES, { error: 'required' }) });

/** An uploaded document's id as the upload handler returns it: `<uuid>.<pdf|jpg|png>`. */
export const uploadedFileField = z
  .string({ error: 'fileRequired' })
  .min(1, 'fileRequired')
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$/, 'fileRequired');

/**
 * Object-level rules run even when another field of the object is invalid, so every message
 * shows at once instead of in rounds. Their callbacks must therefore cope with missing values.
 */
export const ALWAYS = { when: () => true } as const;

/** A value as a string ('' when it is not one), for rules that run on unparsed input. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
