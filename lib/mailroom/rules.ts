import { addMonths, type IsoDate } from '@/lib/compliance/dates';
import type { ComplianceJurisdiction } from '@/lib/compliance/model';
import type { Currency } from '@/lib/catalogue/money';

/** The countries we keep virtual-office addresses in (ISO 3166-1 alpha-2), as the catalogue sells it. */
export const OFFICE_COUNTRIES = ['NG', 'GH', 'ZA', 'GB', 'CA'] as const;
export type OfficeCountry = (typeof OFFICE_COUNTRIES)[number];

/** The country of a company's jurisdiction, where a virtual office address is kept; null where none is. */
export function officeCountryOf(
  jurisdiction: ComplianceJurisdiction | string,
): OfficeCountry | null {
  switch (jurisdiction) {
    case 'nigeria':
      return 'NG';
    case 'ghana':
      return 'GH';
    case 'south-africa':
      return 'ZA';
    case 'uk':
      return 'GB';
    case 'canada-federal':
    case 'ontario':
      return 'CA';
    default:
      return null;
  }
}

/** What staff file a letter under: a fixed list the customer reads in their language. */
export const LETTER_CATEGORIES = ['government', 'tax', 'bank', 'legal', 'other'] as const;
export type LetterCategory = (typeof LETTER_CATEGORIES)[number];

/**
 * Forwarding a letter's original by post, per country, in minor units: our own price
 * [S370] (postage plus handling, set by us; no third-party tariff is quoted as its source).
 * Frozen on the letter when the customer asks, and added to their next invoice by staff.
 */
export const FORWARDING_FEES: Record<OfficeCountry, { amount: number; currency: Currency }> = {
  NG: { amount: 750_000, currency: 'NGN' }, // ₦7,500 [S370]
  GH: { amount: 10_000, currency: 'GHS' }, // GH₵100 [S370]
  ZA: { amount: 15_000, currency: 'ZAR' }, // R150 [S370]
  GB: { amount: 600, currency: 'GBP' }, // £6 [S370]
  CA: { amount: 1_200, currency: 'CAD' }, // C$12 [S370]
};

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
