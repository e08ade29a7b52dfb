import { governmentFees, governmentRates } from './government-fees';
import { MINOR_PER_MAJOR } from './money';

/**
 * Nigeria: CAC filing fee and stamp duty on a private company's issued share capital.
 * Pure and dependency-free, so the /understanding-share-capital calculator runs it in the browser
 * and the company wizard runs the same code on the server.
 *
 * Formula from the domain notes §1.2 reading [S80] (SECONDARY, schedule of 1 Aug 2025):
 *   filing fee = first-million fee + per-million fee × (ceil(capital / ₦1,000,000) − 1)
 *   stamp duty = 0.75% of the share capital [S81][S82] (SECONDARY, unchanged by the 2025 schedule)
 * The fee amounts and the rate themselves live in `governmentFees.nigeria` and
 * `governmentRates.nigeria` (one place to change them).
 */

/** CAMA 2020: minimum issued share capital of a private company, ₦100,000. [S84] SECONDARY, 2020-08. */
export const NIGERIA_MINIMUM_SHARE_CAPITAL_PRIVATE = 100_000;
/** CAMA 2020: minimum issued share capital of a public company, ₦2,000,000. [S84] SECONDARY, 2020-08. */
export const NIGERIA_MINIMUM_SHARE_CAPITAL_PUBLIC = 2_000_000;
/** Business permit for foreign participation: ₦100,000,000 issued capital (2022 Expatriate Quota Handbook). [S106] SECONDARY. */
export const NIGERIA_FOREIGN_PARTICIPATION_SHARE_CAPITAL = 100_000_000;
/** Stamp duty on the share capital, in basis points (0.75%: see `governmentRates`). */
export const NIGERIA_STAMP_DUTY_BASIS_POINTS =
  governmentRates.nigeria.shareCapitalStampDuty.basisPoints;
/** Share capital the catalogue quotes with when the customer has not chosen one yet (a common choice). */
export const NIGERIA_DEFAULT_SHARE_CAPITAL = 1_000_000;
/** Upper bound accepted by the calculator: ₦1 trillion keeps every sum far inside safe integers. */
export const NIGERIA_MAXIMUM_SHARE_CAPITAL = 1_000_000_000_000;

const MILLION = 1_000_000;

export type ShareCapitalFees = {
  /** Share capital in whole naira, as entered. */
  shareCapital: number;
  /** Amounts in kobo. */
  filingFee: number;
  stampDuty: number;
  total: number;
  currency: 'NGN';
};

export type ShareCapitalError = 'notWholeNaira' | 'belowMinimum' | 'aboveMaximum';

export type ShareCapitalResult =
  { ok: true; fees: ShareCapitalFees } | { ok: false; error: ShareCapitalError };

/** Filing fee and stamp duty for an issued share capital in whole naira (private company). */
export function nigeriaShareCapitalFees(shareCapital: number): ShareCapitalResult {
  if (!Number.isSafeInteger(shareCapital)) return { ok: false, error: 'notWholeNaira' };
  if (shareCapital < NIGERIA_MINIMUM_SHARE_CAPITAL_PRIVATE)
    return { ok: false, error: 'belowMinimum' };
  if (shareCapital > NIGERIA_MAXIMUM_SHARE_CAPITAL) return { ok: false, error: 'aboveMaximum' };

  const { companyFilingFirstMillion, companyFilingPerAdditionalMillion } = governmentFees.nigeria;
  const millions = Math.ceil(shareCapital / MILLION);
  const filingFee =
    companyFilingFirstMillion.amount + companyFilingPerAdditionalMillion.amount * (millions - 1);
  // Naira × 100 kobo × 75 / 10,000 = naira × 75 / 100 kobo; rounded to the kobo.
  const stampDuty = Math.round(
    (shareCapital * MINOR_PER_MAJOR * NIGERIA_STAMP_DUTY_BASIS_POINTS) / 10_000,
  );
  return {
    ok: true,
    fees: { shareCapital, filingFee, stampDuty, total: filingFee + stampDuty, currency: 'NGN' },
  };
}
