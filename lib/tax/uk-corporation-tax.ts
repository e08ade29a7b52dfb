import { divideRoundHalfUp, parseIsoDate, type IsoDate } from './shared';

/**
 * UK corporation tax of one accounting period, as an ESTIMATE shown before we file the CT600.
 * Sources (docs/sources.md), checked 2026-11-28:
 *   From 1 April 2023 (financial years 2023 to 2026): 19% small profits rate on augmented profits
 *   up to the lower limit of £50,000, 25% main rate above the upper limit of £250,000, and
 *   between them the main rate less marginal relief = 3/200 x (U - A) x N / A, where U is the
 *   upper limit, A the augmented profits and N the taxable total profits (CTA 2010 s.18A-18F)
 *   [S330][S331][S332]. Both limits are divided by 1 + the number of associated companies and
 *   reduced proportionately for an accounting period shorter than 12 months [S330][S331]
 *   (days / 365, as the spec and HMRC's calculator do). A close investment-holding company pays
 *   the main rate on everything [S330][S333]. FY2026 (from 1 April 2026) rates unchanged [S333];
 *   any later year is assumed unchanged (UNCONFIRMED: not yet legislated when checked).
 * We take augmented profits = taxable total profits (no exempt distributions from non-group
 * companies): the estimate says so. An accounting period of 12 months or less only; a longer
 * period of account is split before (lib/compliance/rules/uk.ts `corporationTaxPeriods`).
 */

/** The first day the 19% / 25% regime applies (FY2023) [S330]. */
export const UK_CT_REGIME_START = '2023-04-01';
/** Limits in pence for a 12-month period and no associated company [S330][S331]. */
export const UK_CT_LOWER_LIMIT = 5_000_000;
export const UK_CT_UPPER_LIMIT = 25_000_000;
export const UK_CT_SMALL_PROFITS_RATE = 19; // percent [S330]
export const UK_CT_MAIN_RATE = 25; // percent [S330]
/** The standard marginal relief fraction, 3/200 [S330][S332]. */
const MR_NUMERATOR = 3n;
const MR_DENOMINATOR = 200n;

export type UkCorporationTaxInput = {
  /** The accounting period, at most 12 months, starting on or after 1 April 2023. */
  start: IsoDate;
  end: IsoDate;
  /** Taxable total profits, in pence (also the augmented profits). */
  profits: number;
  /** Associated companies in the period (not counting this one). */
  associatedCompanies: number;
  closeInvestmentHolding?: boolean;
};

export type UkCorporationTaxBand = 'small' | 'marginal' | 'main';

export type UkCorporationTax = {
  band: UkCorporationTaxBand;
  /** The limits that applied, in pence (rounded down to the penny for display). */
  lowerLimit: number;
  upperLimit: number;
  /** Tax at the main rate before relief (the small profits rate in the small band), in pence. */
  grossTax: number;
  marginalRelief: number;
  tax: number;
  days: number;
};

function dayNumber(date: IsoDate): number {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Invalid date: ${date}`);
  return Date.UTC(p.year, p.month - 1, p.day) / 86_400_000;
}

/** True when the period runs 12 whole months (2025-04-01 to 2026-03-31), whatever its days. */
export function isTwelveMonths(start: IsoDate, end: IsoDate): boolean {
  const s = parseIsoDate(start)!;
  const next = new Date(Date.UTC(s.year + 1, s.month - 1, s.day - 1)).toISOString().slice(0, 10);
  return next === end;
}

/**
 * The corporation tax of one accounting period, in pence. Throws on a period longer than 12
 * months, one that starts before 1 April 2023, or negative figures.
 */
export function ukCorporationTax(input: UkCorporationTaxInput): UkCorporationTax {
  const { start, end, profits, associatedCompanies } = input;
  if (!Number.isSafeInteger(profits) || profits < 0)
    throw new RangeError(`Invalid profits: ${profits}`);
  if (!Number.isInteger(associatedCompanies) || associatedCompanies < 0)
    throw new RangeError(`Invalid associated companies: ${associatedCompanies}`);
  if (start < UK_CT_REGIME_START) throw new RangeError(`Period before FY2023: ${start}`);
  const days = dayNumber(end) - dayNumber(start) + 1;
  const twelve = isTwelveMonths(start, end);
  if (days < 1 || (!twelve && days > 365)) throw new RangeError(`Invalid period: ${start}..${end}`);

  // Limits as fractions over one denominator: limit x days / (365 x (associates + 1)).
  const numerator = BigInt(twelve ? 365 : days);
  const denominator = 365n * BigInt(associatedCompanies + 1);
  const lower = BigInt(UK_CT_LOWER_LIMIT) * numerator;
  const upper = BigInt(UK_CT_UPPER_LIMIT) * numerator;
  const a = BigInt(profits);
  const scaled = a * denominator;
  const limits = {
    lowerLimit: Number((lower / denominator) as bigint),
    upperLimit: Number((upper / denominator) as bigint),
    days,
  };
  const at = (rate: number) => Number(divideRoundHalfUp(a * BigInt(rate), 100n));
  if (!input.closeInvestmentHolding && scaled <= lower) {
    const tax = at(UK_CT_SMALL_PROFITS_RATE);
    return { band: 'small', ...limits, grossTax: tax, marginalRelief: 0, tax };
  }
  const grossTax = at(UK_CT_MAIN_RATE);
  if (input.closeInvestmentHolding || scaled >= upper)
    return { band: 'main', ...limits, grossTax, marginalRelief: 0, tax: grossTax };
  // 3/200 x (U - A) x N / A, with N = A: 3/200 x (U - A) [S332].
  const marginalRelief = Number(
    divideRoundHalfUp(MR_NUMERATOR * (upper - scaled), MR_DENOMINATOR * denominator),
  );
  return { band: 'marginal', ...limits, grossTax, marginalRelief, tax: grossTax - marginalRelief };
}

/**
 * A period of account's profits shared between its accounting periods by days (CTA 2009 s.52's
 * time apportionment, as HMRC splits a long period) [S201]: the last period takes the remainder,
 * so the parts add up to the whole.
 */
export function apportionByDays(
  profits: number,
  periods: readonly { start: IsoDate; end: IsoDate }[],
): number[] {
  const lengths = periods.map((p) => dayNumber(p.end) - dayNumber(p.start) + 1);
  const total = lengths.reduce((sum, d) => sum + d, 0);
  let given = 0;
  return lengths.map((d, i) => {
    if (i === lengths.length - 1) return profits - given;
    const share = Number(divideRoundHalfUp(BigInt(profits) * BigInt(d), BigInt(total)));
    given += share;
    return share;
  });
}
