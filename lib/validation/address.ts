import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { addressText, optionalText, townText } from './text';

/** Addresses by country, as each registry asks for them. */

/**
 * GhanaPost GPS digital address: region letters, district code, 4-digit location, e.g. GA-183-8164.
 * 3-or-4-digit district code is the notes' hedge [S129][S130], SECONDARY, system launched 2017-10-18.
 */
export function isValidGhanaPostGps(value: string): boolean {
  return /^[A-Z]{2}-\d{3,4}-\d{4}$/.test(value);
}

/**
 * UK postcode (the Royal Mail pattern, with an optional space): the letters Q, V and X never
 * start one, nor I, J and Z come second, and C, I, K, M, O and V never end one.
 */
export function isValidUkPostcode(value: string): boolean {
  return /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i.test(value.trim());
}

export const ghanaPostGpsField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v) => v.toUpperCase())
  .refine(isValidGhanaPostGps, 'ghanaPostGps');

/** Nigeria's 36 states and the FCT. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** Ghana's 16 regions. */
export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;

/** South Africa's 9 provinces. */
export const SOUTH_AFRICAN_PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;

/**
 * An address of the parts `shape` names. A draft saved before the address was asked holds none:
 * it reads as empty, so each part says what it needs instead of one "invalid" for the whole.
 */
function addressOf<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? {} : value),
    z.object(shape),
  );
}

/** Nigeria: street, city, LGA, state (CAC registered office [S87][S88]). */
export const nigerianAddress = addressOf({
  street: addressText(200),
  city: townText(100),
  lga: townText(100),
  state: z.enum(NIGERIAN_STATES, { error: 'required' }),
});

/** Ghana: street, town, region and the GhanaPost GPS digital address (ORC Form 3 [S124]). */
export const ghanaianAddress = addressOf({
  street: addressText(200),
  city: townText(100),
  region: z.enum(GHANA_REGIONS, { error: 'required' }),
  digitalAddress: ghanaPostGpsField,
});

/** South Africa: street, city, province, 4-digit postal code (CoR 14.1 registered office [S142]). */
export const southAfricanAddress = addressOf({
  street: addressText(200),
  city: townText(100),
  province: z.enum(SOUTH_AFRICAN_PROVINCES, { error: 'required' }),
  postalCode: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^\d{4}$/, 'saPostalCode'),
});

/** The 50 states and the District of Columbia, by USPS code. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

/**
 * A post office box, which no registered office or registered agent's address may be (Delaware,
 * Wyoming and Texas require a street address: notes §6, S28a, S34). Catches "PO Box 12",
 * "P.O. Box", "Post Office Box", "POB 7" and "Box 12" at the start.
 */
export function isPoBox(value: string): boolean {
  return /\b(p\.?\s*o\.?\s*b(ox)?|post\s+office\s+box|postal\s+box)\b|^\s*box\s+\d/i.test(value);
}

/** A US ZIP code: 5 digits, or ZIP+4. */
export function isValidZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}

const zipField = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine(isValidZip, 'zip');

/** A US street address: street (no PO box), city, state, ZIP. */
export const usAddress = addressOf({
  street: addressText(200).refine((v) => !isPoBox(v), 'poBox'),
  city: townText(100),
  state: z.enum(US_STATES, { error: 'required' }),
  zip: zipField,
});

/**
 * A street address in one state: a registered agent's or registered office's (no PO box, and in
 * the state of formation).
 */
export function usStreetAddressIn(state: UsState) {
  return usAddress.refine((a) => a.state === state, {
    path: ['state'],
    message: 'wrongState',
    params: { state },
  });
}

/** Every country by ISO 3166-1 alpha-2 code (libphonenumber-js's list of regions), for foreign addresses. */
export const COUNTRY_CODES = getCountries();

/** True when `value` is one of COUNTRY_CODES. */
export function isCountryCode(value: unknown): boolean {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** A country by its ISO code (a select with `optionLabels: 'country'` shows it by name); message `required`. */
export const countryField = z.string({ error: 'required' }).refine(isCountryCode, 'required');

/**
 * An address anywhere (a founder's home abroad, a company's mailing address): street, city,
 * region and postal code as the country uses them, and the country.
 */
export const internationalAddress = addressOf({
  street: addressText(200),
  city: townText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  country: countryField,
});

/**
 * The countries whose addresses have a form of their own (the address field's parts follow them);
 * `INTL` is any country, chosen in the address.
 */
export type AddressCountry = 'NG' | 'GH' | 'ZA' | 'GB' | 'CA' | 'US' | 'INTL';

/** A UK postcode in its written form: capitals, one space before the inward code (sw1a1aa → SW1A 1AA). */
export function formatUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/**
 * A UK address: street (no PO box: a registered office must be an "appropriate address" where
 * documents reach someone, since 4 Mar 2024 [S67]), town and postcode.
 */
export const ukAddress = addressOf({
  street: addressText(200).refine((v) => !isPoBox(v), 'poBox'),
  city: townText(100),
  postcode: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine(isValidUkPostcode, 'ukPostcode')
    .transform(formatUkPostcode),
});

/**
 * Canada's provinces and territories by Canada Post code, with the first letters of their postal
 * codes (Canada Post's forward sortation areas; general knowledge, stable, UNCONFIRMED).
 */
export const CANADIAN_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type CanadianProvince = (typeof CANADIAN_PROVINCES)[number];
const POSTAL_LETTERS: Record<CanadianProvince, string> = {
  AB: 'T',
  BC: 'V',
  MB: 'R',
  NB: 'E',
  NL: 'A',
  NS: 'B',
  NT: 'X',
  NU: 'X',
  ON: 'KLMNP',
  PE: 'C',
  QC: 'GHJ',
  SK: 'S',
  YT: 'Y',
};

/** A Canadian postal code, A1A 1A1 (the letters D, F, I, O, Q and U are never used; W and Z never lead). */
export function isValidCanadianPostalCode(value: string): boolean {
  return /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i.test(value.trim());
}

/** True when a valid postal code belongs to the province (its first letter). */
export function postalCodeInProvince(postalCode: string, province: CanadianProvince): boolean {
  return POSTAL_LETTERS[province].includes(postalCode.trim().charAt(0).toUpperCase());
}

/**
 * A Canadian street address: street (no PO box: a registered office is a physical place [S173]),
 * city, province and a postal code of that province, written A1A 1A1.
 */
export const canadianAddress = addressOf({
  street: addressText(200).refine((v) => !isPoBox(v), 'poBox'),
  city: townText(100),
  province: z.enum(CANADIAN_PROVINCES, { error: 'required' }),
  postalCode: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine(isValidCanadianPostalCode, 'caPostalCode')
    .transform((v) => {
      const compact = v.replace(/\s+/g, '').toUpperCase();
      return `${compact.slice(0, 3)} ${compact.slice(3)}`;
    }),
}).superRefine((a, ctx) => {
  if (
    a.province &&
    typeof a.postalCode === 'string' &&
    isValidCanadianPostalCode(a.postalCode) &&
    !postalCodeInProvince(a.postalCode, a.province)
  )
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'caPostalCodeProvince' });
});
