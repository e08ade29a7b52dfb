// Texas franchise tax: the no-tax-due threshold by report year, the information report everyone files,
// the May 15 due date, and the E-Z Computation.
// Sources (docs/sources.md), checked 2026-11-25:
//   no-tax-due threshold $2,650,000 for the 2026 report [S30] OFFICIAL (Comptroller's 2026 forms page) and
//     for 2027 [S-regfollower][S33] SECONDARY; $2,470,000 for 2024 and 2025 [S31] OFFICIAL;
//   No Tax Due Report discontinued from 2024; Public Information Report (05-102) or Ownership Information
//     Report (05-167) still filed [S30][S31] OFFICIAL;
//   E-Z Computation for annualised total revenue ≤ $20 million [S30][S32] OFFICIAL, at 0.331% of apportioned
//     revenue [S-txrates] OFFICIAL (older report years) [S-regfollower][S36][S-freemanlaw] SECONDARY for 2026–27;
//   rates 0.375% retail/wholesale, 0.75% other [S-txrates] OFFICIAL (older years) [S-regfollower] SECONDARY 2026–27;
//   no tax due when the computed tax is under $1,000, Tax Code §171.002(d) [S-freemanlaw] SECONDARY;
//   due May 15, the next business day when that is a weekend or holiday [S-regfollower][S-allenlaw] SECONDARY.
import { isoDate, weekday, type IsoDate } from './shared';

/** No-tax-due threshold (annualised total revenue) by report year, cents. */
export const TX_NO_TAX_DUE_THRESHOLD_CENTS: Readonly<Record<number, number>> = {
  2024: 2_470_000_00, // [S31] OFFICIAL
  2025: 2_470_000_00, // [S31] OFFICIAL
  2026: 2_650_000_00, // [S30] OFFICIAL; updates 2026-11-25: still right
  2027: 2_650_000_00, // [S-regfollower][S33] SECONDARY
};
/** E-Z Computation: total revenue up to $20 million, 0.331% of apportioned revenue (thousandths of a per cent). */
export const TX_EZ_REVENUE_LIMIT_CENTS = 20_000_000_00;
export const TX_EZ_RATE_MILLI_PERCENT = 331;
/** Rates on taxable margin, thousandths of a per cent: 0.375% retail/wholesale, 0.75% other. */
export const TX_RETAIL_WHOLESALE_RATE_MILLI_PERCENT = 375;
export const TX_STANDARD_RATE_MILLI_PERCENT = 750;
/** A computed tax under $1,000 is not due. Tax Code §171.002(d)(1) [S-freemanlaw] SECONDARY. */
export const TX_MINIMUM_TAX_DUE_CENTS = 1_000_00;
/** Largest revenue accepted: $1 trillion, in cents. */
export const TX_MAXIMUM_REVENUE_CENTS = 1_000_000_000_000 * 100;

export type TexasReportYear = 2024 | 2025 | 2026 | 2027;
export const TEXAS_REPORT_YEARS = Object.keys(TX_NO_TAX_DUE_THRESHOLD_CENTS).map(Number) as TexasReportYear[];

/**
 * The annual report is due May 15, or the next business day when May 15 is a Saturday or Sunday
 * [S-regfollower]. No Texas or federal holiday falls on May 15–17 (Memorial Day is the last Monday of
 * May, on or after the 25th), so the weekend rule is the whole rule.
 */
export function texasFranchiseTaxDueDate(reportYear: number): IsoDate {
  const day = weekday(reportYear, 5, 15);
  const shift = day === 6 ? 2 : day === 0 ? 1 : 0;
  return isoDate(reportYear, 5, 15 + shift);
}

export type TexasFranchiseTaxInput = {
  reportYear: number;
  /** Total revenue from the entire business, annualised to 12 months, cents. */
  annualisedTotalRevenueCents: number;
  /**
   * Texas gross receipts and gross receipts everywhere, cents, for the apportionment factor; when not
   * given, all revenue is treated as Texas revenue (the upper bound).
   */
  texasReceiptsCents?: number;
  everywhereReceiptsCents?: number;
  /** Primarily engaged in retail or wholesale trade (for the rate shown with the long form). */
  retailOrWholesale?: boolean;
};

export type TexasFranchiseTax = {
  reportYear: TexasReportYear;
  dueDate: IsoDate;
  thresholdCents: number;
  /** At or below the threshold: no franchise tax and no franchise tax report. */
  noTaxDue: boolean;
  /** Filed every year whatever the revenue: 05-102 for the LLCs and corporations this product forms (other entities may file 05-167). [S31] */
  informationReport: 'publicInformationReport';
  /** Long-form rate on taxable margin, thousandths of a per cent (not computed: it needs the margin). */
  marginRateMilliPercent: number;
  /** The E-Z Computation when revenue is above the threshold and at most $20 million; null otherwise. */
  ez: {
    apportionedRevenueCents: number;
    rateMilliPercent: number;
    computedCents: number;
    /** Under $1,000 the computed tax is not due. */
    belowMinimum: boolean;
    taxCents: number;
  } | null;
};

export type TexasFranchiseTaxOutcome =
  | { ok: true; result: TexasFranchiseTax }
  | { ok: false; error: 'reportYearUnsupported' | 'revenueInvalid' | 'receiptsInvalid' };

function isAmount(value: number | undefined): value is number {
  return value !== undefined && Number.isSafeInteger(value) && value >= 0 && value <= TX_MAXIMUM_REVENUE_CENTS;
}

/**
 * What a Texas LLC or corporation owes for a report year: below the no-tax-due threshold, nothing but
 * the Public Information Report by May 15; above it, the E-Z Computation (0.331% of revenue
 * apportioned to Texas, for revenue up to $20 million) as the figure to compare with the long form.
 * Sources and dates in the header: [S30][S31][S32][S-regfollower][S-freemanlaw], checked 2026-11-25.
 */
export function texasFranchiseTax(input: TexasFranchiseTaxInput): TexasFranchiseTaxOutcome {
  const { reportYear, annualisedTotalRevenueCents: revenue, texasReceiptsCents, everywhereReceiptsCents } = input;
  const thresholdCents = TX_NO_TAX_DUE_THRESHOLD_CENTS[reportYear];
  if (thresholdCents === undefined) return { ok: false, error: 'reportYearUnsupported' };
  if (!isAmount(revenue)) return { ok: false, error: 'revenueInvalid' };
  const apportioned = texasReceiptsCents !== undefined || everywhereReceiptsCents !== undefined;
  if (
    apportioned &&
    (!isAmount(texasReceiptsCents) || !isAmount(everywhereReceiptsCents) || texasReceiptsCents > everywhereReceiptsCents)
  )
    return { ok: false, error: 'receiptsInvalid' };

  const noTaxDue = revenue <= thresholdCents;
  let ez: TexasFranchiseTax['ez'] = null;
  if (!noTaxDue && revenue <= TX_EZ_REVENUE_LIMIT_CENTS) {
    // Apportioned revenue = revenue × Texas receipts ÷ receipts everywhere (none everywhere → none in Texas).
    const apportionedRevenueCents = !apportioned
      ? revenue
      : everywhereReceiptsCents === 0
        ? 0
        : Number((BigInt(revenue) * BigInt(texasReceiptsCents!) * 2n + BigInt(everywhereReceiptsCents!)) / (BigInt(everywhereReceiptsCents!) * 2n));
    const computedCents = Math.round((apportionedRevenueCents * TX_EZ_RATE_MILLI_PERCENT) / 100_000);
    const belowMinimum = computedCents < TX_MINIMUM_TAX_DUE_CENTS;
    ez = { apportionedRevenueCents, rateMilliPercent: TX_EZ_RATE_MILLI_PERCENT, computedCents, belowMinimum, taxCents: belowMinimum ? 0 : computedCents };
  }

  return {
    ok: true,
    result: {
      reportYear: reportYear as TexasReportYear,
      dueDate: texasFranchiseTaxDueDate(reportYear),
      thresholdCents,
      noTaxDue,
      informationReport: 'publicInformationReport',
      marginRateMilliPercent: input.retailOrWholesale ? TX_RETAIL_WHOLESALE_RATE_MILLI_PERCENT : TX_STANDARD_RATE_MILLI_PERCENT,
      ez,
    },
  };
}
