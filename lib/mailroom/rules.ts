import { addMonths, type IsoDate } from '@/lib/compliance/dates';
import { FIXED_SERVICE_FEES } from '@/lib/catalogue/catalogue';
import { toMinor, type Currency } from '@/lib/catalogue/money';
import { JURISDICTION_INFO, type ComplianceJurisdiction } from '@/lib/compliance/model';

/** The countries we keep virtual-office addresses in (ISO 3166-1 alpha-2), as the catalogue sells it. */
export const OFFICE_COUNTRIES = ['NG', 'GH', 'ZA', 'GB', 'CA'] as const;
export type OfficeCountry = (typeof OFFICE_COUNTRIES)[number];

/** The country of a company's jurisdiction, where a virtual office address is kept; null where none is. */
export function officeCountryOf(
  jurisdiction: ComplianceJurisdiction | string,
): OfficeCountry | null {
  if (!Object.hasOwn(JURISDICTION_INFO, jurisdiction)) return null;
  const { country } = JURISDICTION_INFO[jurisdiction as ComplianceJurisdiction];
  return (OFFICE_COUNTRIES as readonly string[]).includes(country)
    ? (country as OfficeCountry)
    : null;
}

/** What staff file a letter under: a fixed list the customer reads in their language. */
export const LETTER_CATEGORIES = ['government', 'tax', 'bank', 'legal', 'other'] as const;
export type LetterCategory = (typeof LETTER_CATEGORIES)[number];

/** The jurisdiction whose catalogue prices a country's virtual office. */
const OFFICE_JURISDICTIONS: Record<OfficeCountry, ComplianceJurisdiction> = {
  NG: 'nigeria',
  GH: 'ghana',
  ZA: 'south-africa',
  GB: 'uk',
  CA: 'canada-federal',
};

/**
 * Forwarding a letter's original by post, per country, in minor units: the catalogue's price
 * (`FIXED_SERVICE_FEES.mailForwarding`, our own [S370]) in the country's currency. Frozen on the
 * letter when the customer asks, and added to their next invoice by staff.
 */
export const FORWARDING_FEES = Object.fromEntries(
  OFFICE_COUNTRIES.map((country) => {
    const { catalogue, currency } = JURISDICTION_INFO[OFFICE_JURISDICTIONS[country]];
    const major =
      FIXED_SERVICE_FEES.mailForwarding[
        catalogue as keyof typeof FIXED_SERVICE_FEES.mailForwarding
      ];
    return [country, { amount: toMinor(major), currency }];
  }),
) as Record<OfficeCountry, { amount: number; currency: Currency }>;

/**
 * Scans are kept 12 months after the day the letter was received, as /privacy states
 * (Legal.privacy, section 6) [S371]: our own retention period under the data-minimisation and
 * storage-limitation principles of the laws the policy names.
 */
export const SCAN_RETENTION_MONTHS = 12;

/** The last day a scan received on `receivedOn` is kept; removed the day after. */
export function scanKeptUntil(receivedOn: IsoDate): IsoDate {
  return addMonths(receivedOn, SCAN_RETENTION_MONTHS);
}

/** Whether the scan of a letter received on `receivedOn` is past its retention on `today`. */
export function scanExpired(receivedOn: IsoDate, today: IsoDate): boolean {
  return today > scanKeptUntil(receivedOn);
}

/**
 * The day on or before which every expired scan was received (a bound for the query; the job keeps
 * only those `scanExpired` says): a year before `today`.
 */
export function retentionBound(today: IsoDate): IsoDate {
  return addMonths(today, -SCAN_RETENTION_MONTHS);
}
