// Texas franchise tax: the no-tax-due threshold by report year, the information report everyone files,
// the May 15 due date, the E-Z Computation and the long form (margin), the lower of the two, and the
// penalties of a late report.
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
// Checked again 2026-11-27 (docs/sources.md [S226]–[S229]):
//   E-Z Computation: total revenue ≤ $20 million, apportioned total revenue × 0.331%, no credit, deduction or
//     other adjustment (Tax Code §171.1016(a)–(c)) [S226] OFFICIAL (statute copy); an election: the entity may
//     file the long form instead;
//   long form: margin = the least of 70% of total revenue, total revenue − cost of goods sold, total revenue −
//     compensation, total revenue − $1 million (Tax Code §171.101) [S-regfollower][S227] SECONDARY;
//     apportioned by Texas gross receipts ÷ gross receipts everywhere (§171.106) [S226];
//   compensation: wages and cash compensation capped per person at $450,000 for the 2024 and 2025 reports
//     [S228] SECONDARY and $480,000 for the 2026 and 2027 reports [S-regfollower] SECONDARY;
//   late: $50 on each report filed after the due date; 5% of the tax paid 1–30 days late, 10% after 30 days
//     [S-regfollower][S229] SECONDARY (Comptroller's handbook copy); interest from the 61st day (not computed).
import { daysBetween, divideRoundHalfUp, isoDate, weekday, type IsoDate } from './shared';

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
/** Long form: 70% of total revenue is one of the margins (percent). */
export const TX_REVENUE_SHARE_PERCENT = 70;
/** Long form: total revenue less $1,000,000 is one of the margins. */
export const TX_REVENUE_DEDUCTION_CENTS = 1_000_000_00;
/** Compensation deduction: wages and cash compensation per person, capped by report year, cents. */
export const TX_COMPENSATION_LIMIT_CENTS: Readonly<Record<number, number>> = {
  2024: 450_000_00, // [S228] SECONDARY
  2025: 450_000_00, // [S228] SECONDARY
  2026: 480_000_00, // [S-regfollower] SECONDARY
  2027: 480_000_00, // [S-regfollower] SECONDARY
};
/** The most people whose compensation is listed (one line each). */
export const TX_MAXIMUM_PEOPLE = 200;
/** Late report: $50 on each report filed after the due date [S-regfollower][S229]. */
export const TX_LATE_REPORT_PENALTY_CENTS = 50_00;
/** Late payment: 5% of the tax paid 1–30 days late, 10% after 30 days, in basis points [S-regfollower][S229]. */
export const TX_LATE_PAYMENT_PENALTY_BASIS_POINTS = {
  upTo30Days: 500,
  after30Days: 1_000,
} as const;
/** A computed tax under $1,000 is not due. Tax Code §171.002(d)(1) [S-freemanlaw] SECONDARY. */
export const TX_MINIMUM_TAX_DUE_CENTS = 1_000_00;
/** Largest revenue accepted: $1 trillion, in cents. */
export const TX_MAXIMUM_REVENUE_CENTS = 1_000_000_000_000 * 100;

export type TexasReportYear = 2024 | 2025 | 2026 | 2027;
export const TEXAS_REPORT_YEARS = Object.keys(TX_NO_TAX_DUE_THRESHOLD_CENTS).map(
  Number,
) as TexasReportYear[];

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

/** The first report year we know whose due date is today or later (the next report to file), else the last one. */
export function nextTexasReportYear(today: IsoDate): TexasReportYear {
  return (
    TEXAS_REPORT_YEARS.find((year) => texasFranchiseTaxDueDate(year) >= today) ??
    TEXAS_REPORT_YEARS[TEXAS_REPORT_YEARS.length - 1]!
  );
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
  /** Primarily engaged in retail or wholesale trade: 0.375% on the long form instead of 0.75%. */
  retailOrWholesale?: boolean;
  /** Cost of goods sold, cents: one of the long form's margins when given. */
  costOfGoodsSoldCents?: number;
  /** Wages and cash compensation paid to each person, cents: capped per person, summed. */
  compensationCents?: readonly number[];
};

/** The four margins of the long form, in the order the report lists them. */
export type TexasMarginMethod =
  'costOfGoodsSold' | 'compensation' | 'seventyPercent' | 'lessOneMillion';

export type TexasComputation = {
  /** Computed tax before the $1,000 rule, cents. */
  computedCents: number;
  /** Under $1,000 the computed tax is not due (but the report is still filed). */
  belowMinimum: boolean;
  taxCents: number;
};

export type TexasEz = TexasComputation & {
  apportionedRevenueCents: number;
  rateMilliPercent: number;
};

export type TexasLongForm = TexasComputation & {
  /** Each margin the answers allow, cents (cost of goods sold and compensation only when given). */
  margins: Partial<Record<TexasMarginMethod, number>>;
  /** Compensation after the per-person cap, cents (when given). */
  compensationDeductionCents: number | null;
  compensationLimitCents: number;
  /** The lowest margin and its method. */
  method: TexasMarginMethod;
  marginCents: number;
  apportionedMarginCents: number;
  rateMilliPercent: number;
};

export type TexasFranchiseTax = {
  reportYear: TexasReportYear;
  dueDate: IsoDate;
  thresholdCents: number;
  /** At or below the threshold: no franchise tax and no franchise tax report, only the information report. */
  noTaxDue: boolean;
  /** Filed every year whatever the revenue: 05-102 for the LLCs and corporations this product forms (other entities may file 05-167). [S31] */
  informationReport: 'publicInformationReport';
  /** Long-form rate on taxable margin, thousandths of a per cent. */
  marginRateMilliPercent: number;
  /** Texas receipts ÷ receipts everywhere, as a fraction (1 when not given). */
  apportionment: { texasCents: number; everywhereCents: number } | null;
  /** The E-Z Computation when revenue is above the threshold and at most $20 million; null otherwise. */
  ez: TexasEz | null;
  /** The long form when revenue is above the threshold; null otherwise. */
  longForm: TexasLongForm | null;
  /**
   * The computation filed: the one with the lower computed tax (E-Z only when strictly lower, so
   * never for retail and wholesale, whose long form is at most 0.2625% of apportioned revenue).
   */
  chosen: 'ez' | 'longForm' | null;
  /**
   * What is owed: 'noTaxDue' (at or below the threshold: information report only), 'belowMinimum'
   * (a franchise tax report is filed, but a tax under $1,000 is not due) or 'tax'.
   */
  outcome: 'noTaxDue' | 'belowMinimum' | 'tax';
  /** The tax to pay with the report, cents. */
  taxCents: number;
};

export type TexasFranchiseTaxError =
  | 'reportYearUnsupported'
  | 'revenueInvalid'
  | 'receiptsInvalid'
  | 'costOfGoodsSoldInvalid'
  | 'compensationInvalid';

export type TexasFranchiseTaxOutcome =
  { ok: true; result: TexasFranchiseTax } | { ok: false; error: TexasFranchiseTaxError };

function isAmount(value: number | undefined): value is number {
  return (
    value !== undefined &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value <= TX_MAXIMUM_REVENUE_CENTS
  );
}

/** `amount × texas ÷ everywhere`, rounded half up to the cent (none everywhere → none in Texas). */
function apportion(amount: number, factor: TexasFranchiseTax['apportionment']): number {
  if (!factor) return amount;
  if (factor.everywhereCents === 0) return 0;
  return Number(
    divideRoundHalfUp(BigInt(amount) * BigInt(factor.texasCents), BigInt(factor.everywhereCents)),
  );
}

/** A computed tax and the $1,000 rule: `base × rate`, rounded half up to the cent. */
function computation(baseCents: number, rateMilliPercent: number): TexasComputation {
  const computedCents = Number(
    divideRoundHalfUp(BigInt(baseCents) * BigInt(rateMilliPercent), 100_000n),
  );
  const belowMinimum = computedCents < TX_MINIMUM_TAX_DUE_CENTS;
  return { computedCents, belowMinimum, taxCents: belowMinimum ? 0 : computedCents };
}

/**
 * What a Texas LLC or corporation owes for a report year. At or below the no-tax-due threshold,
 * nothing but the Public Information Report by May 15. Above it, both computations: the long form
 * (the least of the four margins, apportioned, × 0.75% or 0.375%) and, up to $20 million of revenue,
 * the E-Z Computation (0.331% of apportioned revenue); the lower one is filed, and a tax under $1,000
 * is not due though the report is. Sources and dates in the header.
 */
export function texasFranchiseTax(input: TexasFranchiseTaxInput): TexasFranchiseTaxOutcome {
  const {
    reportYear,
    annualisedTotalRevenueCents: revenue,
    texasReceiptsCents,
    everywhereReceiptsCents,
    costOfGoodsSoldCents,
    compensationCents,
  } = input;
  const thresholdCents = TX_NO_TAX_DUE_THRESHOLD_CENTS[reportYear];
  const compensationLimitCents = TX_COMPENSATION_LIMIT_CENTS[reportYear];
  if (thresholdCents === undefined || compensationLimitCents === undefined)
    return { ok: false, error: 'reportYearUnsupported' };
  if (!isAmount(revenue)) return { ok: false, error: 'revenueInvalid' };
  const apportioned = texasReceiptsCents !== undefined || everywhereReceiptsCents !== undefined;
  if (
    apportioned &&
    (!isAmount(texasReceiptsCents) ||
      !isAmount(everywhereReceiptsCents) ||
      texasReceiptsCents > everywhereReceiptsCents)
  )
    return { ok: false, error: 'receiptsInvalid' };
  if (costOfGoodsSoldCents !== undefined && !isAmount(costOfGoodsSoldCents))
    return { ok: false, error: 'costOfGoodsSoldInvalid' };
  if (
    compensationCents !== undefined &&
    (compensationCents.length > TX_MAXIMUM_PEOPLE || !compensationCents.every(isAmount))
  )
    return { ok: false, error: 'compensationInvalid' };

  const factor = apportioned
    ? { texasCents: texasReceiptsCents!, everywhereCents: everywhereReceiptsCents! }
    : null;
  const marginRateMilliPercent = input.retailOrWholesale
    ? TX_RETAIL_WHOLESALE_RATE_MILLI_PERCENT
    : TX_STANDARD_RATE_MILLI_PERCENT;
  const noTaxDue = revenue <= thresholdCents;
  const base = {
    reportYear: reportYear as TexasReportYear,
    dueDate: texasFranchiseTaxDueDate(reportYear),
    thresholdCents,
    noTaxDue,
    informationReport: 'publicInformationReport' as const,
    marginRateMilliPercent,
    apportionment: factor,
  };
  if (noTaxDue)
    return {
      ok: true,
      result: {
        ...base,
        ez: null,
        longForm: null,
        chosen: null,
        outcome: 'noTaxDue',
        taxCents: 0,
      },
    };

  let ez: TexasEz | null = null;
  if (revenue <= TX_EZ_REVENUE_LIMIT_CENTS) {
    const apportionedRevenueCents = apportion(revenue, factor);
    ez = {
      apportionedRevenueCents,
      rateMilliPercent: TX_EZ_RATE_MILLI_PERCENT,
      ...computation(apportionedRevenueCents, TX_EZ_RATE_MILLI_PERCENT),
    };
  }

  // The long form: every margin the answers allow, none below zero; the least is taxed.
  const compensationDeductionCents =
    compensationCents === undefined || compensationCents.length === 0
      ? null
      : compensationCents.reduce((sum, paid) => sum + Math.min(paid, compensationLimitCents), 0);
  const margins: Partial<Record<TexasMarginMethod, number>> = {};
  if (costOfGoodsSoldCents !== undefined)
    margins.costOfGoodsSold = Math.max(0, revenue - costOfGoodsSoldCents);
  if (compensationDeductionCents !== null)
    margins.compensation = Math.max(0, revenue - compensationDeductionCents);
  margins.seventyPercent = Number(
    divideRoundHalfUp(BigInt(revenue) * BigInt(TX_REVENUE_SHARE_PERCENT), 100n),
  );
  margins.lessOneMillion = Math.max(0, revenue - TX_REVENUE_DEDUCTION_CENTS);
  const [method, marginCents] = (Object.entries(margins) as [TexasMarginMethod, number][]).reduce(
    (least, entry) => (entry[1] < least[1] ? entry : least),
  );
  const apportionedMarginCents = apportion(marginCents, factor);
  const longForm: TexasLongForm = {
    margins,
    compensationDeductionCents,
    compensationLimitCents,
    method,
    marginCents,
    apportionedMarginCents,
    rateMilliPercent: marginRateMilliPercent,
    ...computation(apportionedMarginCents, marginRateMilliPercent),
  };

  const chosen = ez && ez.computedCents < longForm.computedCents ? 'ez' : 'longForm';
  const filed = chosen === 'ez' ? ez! : longForm;
  return {
    ok: true,
    result: {
      ...base,
      ez,
      longForm,
      chosen,
      outcome: filed.belowMinimum ? 'belowMinimum' : 'tax',
      taxCents: filed.taxCents,
    },
  };
}

export type TexasLateCharges = {
  daysLate: number;
  /** $50 when a franchise tax report is filed after the due date. */
  lateReportCents: number;
  /** 5% or 10% of the tax, in basis points (0 when not late or no tax). */
  latePaymentBasisPoints: number;
  latePaymentCents: number;
  totalCents: number;
};

/**
 * What filing and paying on `filedOn` adds to a report due on `dueDate`: $50 for a late franchise
 * tax report (not when only the information report is due: `franchiseReport` false), and 5% of
 * the tax paid 1–30 days late or 10% after 30 days [S-regfollower][S229]. The Comptroller's interest,
 * from the 61st day at a rate it publishes, is not included.
 */
export function texasLateCharges(
  taxCents: number,
  dueDate: IsoDate,
  filedOn: IsoDate,
  franchiseReport = true,
): TexasLateCharges {
  const daysLate = daysBetween(dueDate, filedOn);
  if (daysLate <= 0)
    return {
      daysLate: 0,
      lateReportCents: 0,
      latePaymentBasisPoints: 0,
      latePaymentCents: 0,
      totalCents: 0,
    };
  const lateReportCents = franchiseReport ? TX_LATE_REPORT_PENALTY_CENTS : 0;
  const latePaymentBasisPoints =
    taxCents > 0
      ? daysLate <= 30
        ? TX_LATE_PAYMENT_PENALTY_BASIS_POINTS.upTo30Days
        : TX_LATE_PAYMENT_PENALTY_BASIS_POINTS.after30Days
      : 0;
  const latePaymentCents = Number(
    divideRoundHalfUp(BigInt(Math.max(taxCents, 0)) * BigInt(latePaymentBasisPoints), 10_000n),
  );
  return {
    daysLate,
    lateReportCents,
    latePaymentBasisPoints,
    latePaymentCents,
    totalCents: lateReportCents + latePaymentCents,
  };
}
