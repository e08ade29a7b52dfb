// Delaware annual franchise tax: corporations (both methods) and the flat tax of LLCs, LPs and GPs.
// Sources (docs/sources.md), checked 2026-11-25:
//   8 Del. C. §503 (rates, the lesser of the two methods, the APVC rule) [S-del503][S7] OFFICIAL (statute copy, current through 2024);
//   8 Del. C. §504 (due March 1, estimates 40/20/20/rest when ≥ $5,000, 1.5% a month) [S-del504] OFFICIAL (statute copy);
//   Division of Corporations "How to Calculate Franchise Taxes" [S1] through its copies [S2][S4][S3], rates from 2018-01-01;
//   minimum $400 APVC, $200,000 cap, $250,000 Large Corporate Filers, $200 penalty [S8][S9][S-compliancekaro] SECONDARY;
//   annual report $50, LLC/LP/GP tax $300 due June 1 [S16][S13] SECONDARY (updates 2026-11-25: still right).
import {
  divideCeil,
  divideRoundHalfUp,
  isoDate,
  monthsOrPortion,
  toDecimalString,
  type IsoDate,
} from './shared';

/** Authorized Shares Method: $175 for 5,000 shares or fewer. §503(a)(1) [S-del503][S2], from 2018-01-01. */
export const DE_AS_MINIMUM_CENTS = 175_00;
/** Authorized Shares Method: $250 for 5,001 to 10,000 shares. §503(a)(1) [S-del503][S2]. */
export const DE_AS_UP_TO_10000_CENTS = 250_00;
/** Authorized Shares Method: $85 for each further 10,000 shares or part. §503(a)(1) [S-del503][S2]. */
export const DE_AS_PER_10000_CENTS = 85_00;
/** Assumed Par Value Capital Method: $400 per $1,000,000 of APVC or part, minimum $400. §503 [S-del503][S1][S8]. */
export const DE_APVC_PER_MILLION_CENTS = 400_00;
export const DE_APVC_MINIMUM_CENTS = 400_00;
/** Maximum tax by either method $200,000; Large Corporate Filers pay $250,000. [S8][S9][S-compliancekaro] SECONDARY. */
export const DE_MAXIMUM_TAX_CENTS = 200_000_00;
export const DE_LARGE_CORPORATE_FILER_TAX_CENTS = 250_000_00;
/** Annual franchise tax report fee, non-exempt domestic corporation: $50, with the tax by March 1. [S16][S17] SECONDARY, 2026. */
export const DE_ANNUAL_REPORT_FEE_CENTS = 50_00;
/** Estimated payments are due when the year's tax is $5,000 or more. §504(a) [S-del504] OFFICIAL. */
export const DE_INSTALMENT_THRESHOLD_CENTS = 5_000_00;
/** Late filing or payment: $200 penalty [S8][S16][S-compliancekaro] SECONDARY. */
export const DE_LATE_PENALTY_CENTS = 200_00;
/** Interest 1.5% for each month or portion of a month unpaid, in basis points. §504(c) [S-del504] OFFICIAL. */
export const DE_MONTHLY_INTEREST_BASIS_POINTS = 150;
/** LLCs, LPs and GPs: flat annual tax $300, due June 1, no annual report. [S13][S16] SECONDARY. */
export const DE_ALTERNATIVE_ENTITY_TAX_CENTS = 300_00;

/** Upper bounds that keep every figure a safe integer: a quadrillion shares, a million dollars of par. */
export const DE_MAXIMUM_SHARES = 1_000_000_000_000_000;
export const DE_MAXIMUM_PAR_NANO_DOLLARS = 1_000_000 * 1_000_000_000;
export const DE_MAXIMUM_CLASSES = 20;

const NANO_PER_DOLLAR = 1_000_000_000n;
const NANO_PER_MICRO = 1_000n;
const MILLION_DOLLARS_NANO = 1_000_000n * NANO_PER_DOLLAR;

/**
 * One class of authorised shares. `parNanoDollars`: stated par in billionths of a dollar
 * ($0.00001 → 10,000; $1 → 1,000,000,000); 0 means no par value; undefined means not given.
 */
export type ShareClass = { shares: number; parNanoDollars?: number };

export type FranchiseTaxInput = {
  classes: readonly ShareClass[];
  /** All issued shares of every class, treasury shares included. [S1][S2] */
  issuedShares?: number;
  /** Total gross assets: "total assets" on Form 1120 Schedule L for the year of the report, in cents. [S10] */
  grossAssetsCents?: number;
  /** Identified by the Division as a Large Corporate Filer. [S8] */
  largeCorporateFiler?: boolean;
  /** The calendar year the tax is for (the report is due March 1 of the next year). */
  taxYear: number;
};

export type AuthorizedSharesWorking = {
  method: 'authorizedShares';
  authorisedShares: number;
  band: 'upTo5000' | 'upTo10000' | 'above10000';
  /** 10,000-share blocks (or parts) above the first 10,000. */
  additionalBlocks: number;
  uncappedCents: number;
  capped: boolean;
  taxCents: number;
};

export type ApvcClassWorking = {
  shares: number;
  /** Stated par, dollars as a decimal string with 9 places. */
  parValue: string;
  /** Which value multiplies the shares: the assumed par when it is at least the stated par. */
  valueUsed: 'assumedPar' | 'statedPar';
  /** Shares × the value used, dollars as a decimal string with 9 places. */
  capital: string;
};

export type ApvcUnavailableReason =
  'parValueMissing' | 'noParStock' | 'issuedSharesMissing' | 'grossAssetsMissing' | 'zeroFigures';

export type AssumedParWorking = {
  method: 'assumedParValueCapital';
  issuedShares: number;
  grossAssetsCents: number;
  /** Gross assets ÷ issued shares, carried to 6 decimal places (rounded), dollars. [S1][S3] */
  assumedPar: string;
  classes: ApvcClassWorking[];
  /** The sum of the classes' capital, dollars with 9 decimal places. */
  assumedParValueCapital: string;
  /** $1,000,000 units of APVC, rounded up (the tax is $400 per unit). */
  millions: number;
  /** APVC under $1,000,000: the proportional tax is lifted to the $400 minimum. */
  minimumApplied: boolean;
  capped: boolean;
  taxCents: number;
};

export type Instalment = { dueDate: IsoDate; percent: 40 | 20 | null; amountCents: number };

export type FranchiseTaxResult = {
  authorizedShares: AuthorizedSharesWorking;
  assumedPar:
    AssumedParWorking | { method: 'assumedParValueCapital'; unavailable: ApvcUnavailableReason };
  /** The method with the lesser tax (the Authorized Shares Method when they are equal or APVC cannot be used). */
  lesser: 'authorizedShares' | 'assumedParValueCapital';
  largeCorporateFiler: boolean;
  taxCents: number;
  annualReportFeeCents: number;
  /** Tax + annual report fee, due with the annual report. */
  totalDueCents: number;
  dueDate: IsoDate;
  /** Estimated payments for a year whose tax is $5,000 or more: 40% June 1, 20% Sept 1, 20% Dec 1, the rest March 1. */
  instalments: Instalment[] | null;
};

export type FranchiseTaxError =
  | 'classesRequired'
  | 'tooManyClasses'
  | 'sharesInvalid'
  | 'sharesTooMany'
  | 'parInvalid'
  | 'issuedInvalid'
  | 'issuedAboveAuthorised'
  | 'assetsInvalid'
  | 'yearInvalid';

export type FranchiseTaxOutcome =
  { ok: true; result: FranchiseTaxResult } | { ok: false; error: FranchiseTaxError };

function isCount(value: number, min: number): boolean {
  return Number.isSafeInteger(value) && value >= min;
}

/**
 * Authorized Shares Method, 8 Del. C. §503(a)(1) [S-del503][S2]: $175 up to 5,000 shares, $250 up
 * to 10,000, then $85 for each further 10,000 shares or part, at most $200,000 [S8].
 * Division's examples [S2]: 10,005 shares → $335; 100,000 → $1,015.
 */
export function authorizedSharesTax(authorisedShares: number): AuthorizedSharesWorking {
  const band =
    authorisedShares <= 5_000
      ? 'upTo5000'
      : authorisedShares <= 10_000
        ? 'upTo10000'
        : 'above10000';
  const additionalBlocks =
    band === 'above10000' ? Math.ceil((authorisedShares - 10_000) / 10_000) : 0;
  const uncappedCents =
    band === 'upTo5000'
      ? DE_AS_MINIMUM_CENTS
      : DE_AS_UP_TO_10000_CENTS + additionalBlocks * DE_AS_PER_10000_CENTS;
  const capped = uncappedCents > DE_MAXIMUM_TAX_CENTS;
  return {
    method: 'authorizedShares',
    authorisedShares,
    band,
    additionalBlocks,
    uncappedCents,
    capped,
    taxCents: capped ? DE_MAXIMUM_TAX_CENTS : uncappedCents,
  };
}

/**
 * Assumed Par Value Capital Method, 8 Del. C. §503 [S-del503][S7] as the Division explains it [S1][S4]:
 * 1. assumed par = gross assets ÷ issued shares (treasury included), carried to 6 decimal places [S3];
 * 2. each class of par-value shares counts at the assumed par if that is at least its stated par,
 *    otherwise at its stated par; the sum is the APVC;
 * 3. tax = $400 × APVC in millions rounded up (below $1,000,000, $400 × APVC / $1,000,000, which the
 *    $400 minimum lifts to $400); at least $400, at most $200,000 [S8][S9].
 * No-par stock is not counted at the assumed par: §503 taxes it as "assumed no-par capital" ($100 a
 * share) on the Authorized Shares scale, so the Division says the Authorized Shares Method always
 * gives the lesser tax for it [S2]; such classes make this method unavailable here.
 * Zero gross assets or issued shares: the Division asks filers to contact it, so it is unavailable too.
 */
export function assumedParValueCapitalTax(
  classes: readonly ShareClass[],
  issuedShares: number | undefined,
  grossAssetsCents: number | undefined,
): FranchiseTaxResult['assumedPar'] {
  const unavailable = (reason: ApvcUnavailableReason) => ({
    method: 'assumedParValueCapital' as const,
    unavailable: reason,
  });
  if (classes.some((c) => c.parNanoDollars === undefined)) return unavailable('parValueMissing');
  if (classes.some((c) => c.parNanoDollars === 0)) return unavailable('noParStock');
  if (issuedShares === undefined) return unavailable('issuedSharesMissing');
  if (grossAssetsCents === undefined) return unavailable('grossAssetsMissing');
  if (issuedShares === 0 || grossAssetsCents === 0) return unavailable('zeroFigures');

  // Assumed par in millionths of a dollar: cents × 10,000 ÷ shares, rounded half up (2.0618556… → 2.061856).
  const assumedParMicros = divideRoundHalfUp(
    BigInt(grossAssetsCents) * 10_000n,
    BigInt(issuedShares),
  );
  const assumedParNanos = assumedParMicros * NANO_PER_MICRO;
  let apvcNanos = 0n;
  const classWorking = classes.map(({ shares, parNanoDollars }) => {
    const parNanos = BigInt(parNanoDollars!);
    const valueUsed = assumedParNanos >= parNanos ? 'assumedPar' : 'statedPar';
    const capitalNanos = BigInt(shares) * (valueUsed === 'assumedPar' ? assumedParNanos : parNanos);
    apvcNanos += capitalNanos;
    return {
      shares,
      parValue: toDecimalString(parNanos, 9),
      valueUsed,
      capital: toDecimalString(capitalNanos, 9),
    } as const;
  });

  const millions = Number(divideCeil(apvcNanos, MILLION_DOLLARS_NANO));
  const computedCents = millions * DE_APVC_PER_MILLION_CENTS;
  // Below $1,000,000 the statute's proportional tax (APVC / $1,000,000 × $400) is under $400: the minimum applies.
  const minimumApplied = apvcNanos < MILLION_DOLLARS_NANO;
  const capped = computedCents > DE_MAXIMUM_TAX_CENTS;
  return {
    method: 'assumedParValueCapital',
    issuedShares,
    grossAssetsCents,
    assumedPar: toDecimalString(assumedParMicros, 6),
    classes: classWorking,
    assumedParValueCapital: toDecimalString(apvcNanos, 9),
    millions,
    minimumApplied,
    capped,
    taxCents: capped ? DE_MAXIMUM_TAX_CENTS : Math.max(computedCents, DE_APVC_MINIMUM_CENTS),
  };
}

/**
 * Estimated payments, 8 Del. C. §504(a) [S-del504]: when the year's tax is $5,000 or more, 40% by
 * June 1, 20% by September 1 and 20% by December 1 of that year, the rest with the report by March 1.
 * (§504(e) bases the estimates on the preceding year's tax, so this shows the schedule a tax of
 * this size sets for the following year too.) Percentages are rounded to the cent; the last
 * payment takes the remainder so the four add up exactly.
 */
export function franchiseTaxInstalments(taxCents: number, taxYear: number): Instalment[] | null {
  if (taxCents < DE_INSTALMENT_THRESHOLD_CENTS) return null;
  const forty = Math.round(taxCents * 0.4);
  const twenty = Math.round(taxCents * 0.2);
  return [
    { dueDate: isoDate(taxYear, 6, 1), percent: 40, amountCents: forty },
    { dueDate: isoDate(taxYear, 9, 1), percent: 20, amountCents: twenty },
    { dueDate: isoDate(taxYear, 12, 1), percent: 20, amountCents: twenty },
    {
      dueDate: isoDate(taxYear + 1, 3, 1),
      percent: null,
      amountCents: taxCents - forty - 2 * twenty,
    },
  ];
}

function validate(input: FranchiseTaxInput): FranchiseTaxError | null {
  const { classes, issuedShares, grossAssetsCents, taxYear } = input;
  if (classes.length === 0) return 'classesRequired';
  if (classes.length > DE_MAXIMUM_CLASSES) return 'tooManyClasses';
  if (!classes.every((c) => isCount(c.shares, 1))) return 'sharesInvalid';
  const authorised = classes.reduce((sum, c) => sum + c.shares, 0);
  if (authorised > DE_MAXIMUM_SHARES) return 'sharesTooMany';
  if (
    !classes.every(
      (c) =>
        c.parNanoDollars === undefined ||
        (isCount(c.parNanoDollars, 0) && c.parNanoDollars <= DE_MAXIMUM_PAR_NANO_DOLLARS),
    )
  )
    return 'parInvalid';
  if (issuedShares !== undefined && !isCount(issuedShares, 0)) return 'issuedInvalid';
  if (issuedShares !== undefined && issuedShares > authorised) return 'issuedAboveAuthorised';
  if (grossAssetsCents !== undefined && !isCount(grossAssetsCents, 0)) return 'assetsInvalid';
  if (!Number.isSafeInteger(taxYear) || taxYear < 2018 || taxYear > 9998) return 'yearInvalid';
  return null;
}

/**
 * §502(a), §504(a): a corporation's annual report and franchise tax for calendar year `taxYear` are
 * due on or before March 1 after it [S-del504]. Not moved for a weekend: the statute says March 1.
 */
export function delawareAnnualReportDueDate(taxYear: number): IsoDate {
  return isoDate(taxYear + 1, 3, 1);
}

/**
 * A Delaware corporation's annual franchise tax for `taxYear` by both methods, the lesser one, the
 * $50 annual report fee, the March 1 due date and, from $5,000, the estimated payments.
 * 8 Del. C. §503–504 [S-del503][S-del504]; Division of Corporations [S1][S2][S4]; [S8][S16], checked 2026-11-25.
 * A Large Corporate Filer's tax is $250,000 whatever the methods give [S8][S9].
 */
export function delawareFranchiseTax(input: FranchiseTaxInput): FranchiseTaxOutcome {
  const error = validate(input);
  if (error) return { ok: false, error };
  const { classes, issuedShares, grossAssetsCents, taxYear } = input;
  const largeCorporateFiler = input.largeCorporateFiler ?? false;

  const authorizedShares = authorizedSharesTax(classes.reduce((sum, c) => sum + c.shares, 0));
  const assumedPar = assumedParValueCapitalTax(classes, issuedShares, grossAssetsCents);
  const lesser =
    'taxCents' in assumedPar && assumedPar.taxCents < authorizedShares.taxCents
      ? 'assumedParValueCapital'
      : 'authorizedShares';
  const methodTax =
    lesser === 'assumedParValueCapital' && 'taxCents' in assumedPar
      ? assumedPar.taxCents
      : authorizedShares.taxCents;
  const taxCents = largeCorporateFiler ? DE_LARGE_CORPORATE_FILER_TAX_CENTS : methodTax;

  return {
    ok: true,
    result: {
      authorizedShares,
      assumedPar,
      lesser,
      largeCorporateFiler,
      taxCents,
      annualReportFeeCents: DE_ANNUAL_REPORT_FEE_CENTS,
      totalDueCents: taxCents + DE_ANNUAL_REPORT_FEE_CENTS,
      dueDate: delawareAnnualReportDueDate(taxYear),
      instalments: franchiseTaxInstalments(taxCents, taxYear),
    },
  };
}

export type LatePayment = {
  monthsLate: number;
  penaltyCents: number;
  interestCents: number;
  /** Tax + penalty + interest (the annual report fee is not included). */
  totalCents: number;
};

/**
 * What paying `unpaidTaxCents` late on `paidOn` adds: a $200 penalty [S8][S16] and 1.5% interest for
 * each month or portion of a month after the due date [S-del504]. Sources differ on the base of the
 * interest: §504(c) names the tax; the Division's pages as relayed by [S9][S-compliancekaro]
 * [S-weworklabs] say tax and penalty. This follows the Division (the larger figure), so the estimate never falls short.
 * UNCONFIRMED on that point; interest is simple, not compounded, rounded to the cent.
 */
export function delawareLatePayment(
  unpaidTaxCents: number,
  dueDate: IsoDate,
  paidOn: IsoDate,
): LatePayment {
  const monthsLate = monthsOrPortion(dueDate, paidOn);
  if (monthsLate === 0 || unpaidTaxCents <= 0)
    return {
      monthsLate,
      penaltyCents: 0,
      interestCents: 0,
      totalCents: Math.max(unpaidTaxCents, 0),
    };
  const base = unpaidTaxCents + DE_LATE_PENALTY_CENTS;
  const interestCents = Math.round((base * DE_MONTHLY_INTEREST_BASIS_POINTS * monthsLate) / 10_000);
  return {
    monthsLate,
    penaltyCents: DE_LATE_PENALTY_CENTS,
    interestCents,
    totalCents: base + interestCents,
  };
}

/**
 * What a report or tax filed on `filedOn` after `dueDate` adds (issue 28): Delaware's $200 penalty
 * whenever it is late (a late annual report is penalised even with the tax already paid by
 * instalments [S8][S16]), and the 1.5% a month interest of `delawareLatePayment` on the tax still
 * unpaid, an estimate (its base is disputed, see there). Nothing on or before the due date.
 */
export function delawareLateCharges(
  unpaidTaxCents: number,
  dueDate: IsoDate,
  filedOn: IsoDate,
): { monthsLate: number; penaltyCents: number; interestCents: number } {
  const monthsLate = monthsOrPortion(dueDate, filedOn);
  if (monthsLate === 0) return { monthsLate: 0, penaltyCents: 0, interestCents: 0 };
  const { interestCents } = delawareLatePayment(unpaidTaxCents, dueDate, filedOn);
  return { monthsLate, penaltyCents: DE_LATE_PENALTY_CENTS, interestCents };
}

export type AlternativeEntity = 'llc' | 'lp' | 'gp';

/**
 * Delaware LLCs, LPs and GPs: a flat $300 annual tax for `taxYear`, due June 1 of the following year
 * (the tax for a year is paid by June 1 after it), no annual report; late: $200 penalty + 1.5% a month.
 * [S13][S16] SECONDARY, checked 2026-11-25 (updates-2026-11: $300 / June 1 still right).
 */
export function delawareAlternativeEntityTax(entity: AlternativeEntity, taxYear: number) {
  return {
    entity,
    taxCents: DE_ALTERNATIVE_ENTITY_TAX_CENTS,
    dueDate: isoDate(taxYear + 1, 6, 1),
    latePenaltyCents: DE_LATE_PENALTY_CENTS,
    monthlyInterestBasisPoints: DE_MONTHLY_INTEREST_BASIS_POINTS,
  } as const;
}

/** Whole or decimal dollars (≤ 9 decimal places) as written in a URL or a form to nano-dollars; null if not a par value. */
export function parseParValue(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,9}))?$/.exec(text);
  if (!match) return null;
  const nanos = BigInt(match[1]!) * NANO_PER_DOLLAR + BigInt((match[2] ?? '').padEnd(9, '0'));
  return nanos <= BigInt(DE_MAXIMUM_PAR_NANO_DOLLARS) ? Number(nanos) : null;
}

/** Nano-dollars as the shortest dollar text: 1,000,000,000 → "1"; 10,000 → "0.00001". */
export function formatParValue(nanoDollars: number): string {
  const text = toDecimalString(BigInt(nanoDollars), 9).replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}
