import { divideRoundHalfUp, parseIsoDate, type IsoDate } from './shared';

/**
 * Canada: the federal Part I tax of a corporation's tax year, as an ESTIMATE shown before we file
 * its T2 (provincial tax is not estimated). Sources (docs/sources.md), checked 2026-11-28:
 *   38% basic rate, less the 10% provincial abatement, less the 13% general tax reduction: a net
 *   15% [S334]; a Canadian-controlled private corporation (CCPC) claiming the small business
 *   deduction pays 9% (since 1 January 2019) on its active business income up to the business
 *   limit of $500,000 [S334][S335], the limit prorated for a tax year shorter than 51 weeks
 *   (days / 365) [S335]. The business limit is also shared among associated corporations and
 *   ground down by taxable capital over $10 million and passive income over $50,000 [S335]: not
 *   modelled (the estimate says so). A CCPC's investment income is taxed otherwise: the estimate
 *   treats all taxable income as business income.
 */

/** Federal rates in percent [S334]. */
export const CA_FEDERAL_GENERAL_RATE = 15; // 38 - 10 - 13
export const CA_FEDERAL_SMALL_BUSINESS_RATE = 9; // 38 - 10 - 19
/** The business limit, in cents, for a full tax year [S335]. */
export const CA_BUSINESS_LIMIT = 50_000_000;

export type CanadaFederalTaxInput = {
  start: IsoDate;
  end: IsoDate;
  ccpc: boolean;
  /** In cents. */
  activeBusinessIncome: number;
  taxableIncome: number;
};

export type CanadaFederalTax = {
  /** The income taxed at the small business rate, and the rest at the general rate (cents). */
  smallBusinessIncome: number;
  generalIncome: number;
  businessLimit: number;
  tax: number;
};

function days(start: IsoDate, end: IsoDate): number {
  const s = parseIsoDate(start);
  const e = parseIsoDate(end);
  if (!s || !e) throw new RangeError(`Invalid dates: ${start}..${end}`);
  return (
    (Date.UTC(e.year, e.month - 1, e.day) - Date.UTC(s.year, s.month - 1, s.day)) / 86_400_000 + 1
  );
}

/** The business limit of a tax year of `n` days: the full $500,000 from 51 weeks (357 days) on [S335]. */
export function businessLimitFor(n: number): number {
  if (n >= 357) return CA_BUSINESS_LIMIT;
  return Number(divideRoundHalfUp(BigInt(CA_BUSINESS_LIMIT) * BigInt(n), 365n));
}

export function canadaFederalTax(input: CanadaFederalTaxInput): CanadaFederalTax {
  const { activeBusinessIncome, taxableIncome } = input;
  for (const [name, v] of [
    ['activeBusinessIncome', activeBusinessIncome],
    ['taxableIncome', taxableIncome],
  ] as const)
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`Invalid ${name}: ${v}`);
  const n = days(input.start, input.end);
  // A tax year is at most 53 weeks [S336].
  if (n < 1 || n > 371) throw new RangeError(`Invalid tax year: ${input.start}..${input.end}`);
  const businessLimit = businessLimitFor(n);
  const smallBusinessIncome = input.ccpc
    ? Math.min(activeBusinessIncome, taxableIncome, businessLimit)
    : 0;
  const generalIncome = taxableIncome - smallBusinessIncome;
  const tax = Number(
    divideRoundHalfUp(
      BigInt(smallBusinessIncome) * BigInt(CA_FEDERAL_SMALL_BUSINESS_RATE) +
        BigInt(generalIncome) * BigInt(CA_FEDERAL_GENERAL_RATE),
      100n,
    ),
  );
  return { smallBusinessIncome, generalIncome, businessLimit, tax };
}
