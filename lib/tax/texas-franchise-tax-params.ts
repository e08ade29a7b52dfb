// The Texas franchise-tax calculator's inputs as URL search parameters (issue 28), so a founder can send
// the figure to a co-founder or an accountant:
//   ?year=2026&revenue=5000000&retail=1        report year, total revenue everywhere (whole US dollars),
//                                              retail or wholesale
//   &texas=1500000                             Texas gross receipts (apportionment = texas ÷ revenue;
//                                              all of the revenue when absent)
//   &cogs=2000000&comp=480000,120000           cost of goods sold; compensation paid to each person
// The rules and sources are in texas-franchise-tax.ts. Plain functions rather than zod, like
// delaware-franchise-tax-params.ts: the public page runs them in the browser on every keystroke.
import {
  TEXAS_REPORT_YEARS,
  TX_MAXIMUM_PEOPLE,
  type TexasFranchiseTaxInput,
  type TexasReportYear,
} from './texas-franchise-tax';
import type { TaxInputIssue } from './shared';

export type TexasParams = {
  reportYear: TexasReportYear;
  /** Total revenue everywhere, cents. */
  revenueCents: number;
  /** Texas gross receipts, cents; absent means all of the revenue. */
  texasCents?: number;
  retail: boolean;
  costOfGoodsSoldCents?: number;
  /** Compensation of each person, cents. */
  compensationCents?: number[];
};

export type TexasField = 'year' | 'revenue' | 'texas' | 'retail' | 'cogs' | 'comp';

/** The parameters the calculator reads, in the order its URL writes them. */
export const TEXAS_PARAM_NAMES: readonly TexasField[] = [
  'year',
  'revenue',
  'texas',
  'retail',
  'cogs',
  'comp',
];

type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

const DOLLARS = /^\d{1,13}$/;

function first(params: SearchParamsLike, key: string): string | undefined {
  const raw = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}

/**
 * Reads the calculator's inputs from a URL. Never throws: one message key per field
 * (`yearUnsupported`, `revenueRequired`, `revenueInvalid`, `texasInvalid`, `texasAboveRevenue`,
 * `retailInvalid`, `cogsInvalid`, `compInvalid`, `compTooMany`). Without `year`, `defaultYear` is
 * used (the next report to file).
 */
export function parseTexasParams(
  params: SearchParamsLike,
  defaultYear: TexasReportYear,
): { ok: true; params: TexasParams } | { ok: false; issues: TaxInputIssue[] } {
  const issues: TaxInputIssue[] = [];
  const yearText = first(params, 'year');
  const reportYear = yearText === undefined ? defaultYear : (Number(yearText) as TexasReportYear);
  if (
    yearText !== undefined &&
    !(/^\d{4}$/.test(yearText) && TEXAS_REPORT_YEARS.includes(reportYear))
  )
    issues.push({ field: 'year', key: 'yearUnsupported' });

  const revenueText = first(params, 'revenue');
  let revenueCents = 0;
  if (revenueText === undefined) issues.push({ field: 'revenue', key: 'revenueRequired' });
  else if (!DOLLARS.test(revenueText)) issues.push({ field: 'revenue', key: 'revenueInvalid' });
  else revenueCents = Number(revenueText) * 100;

  const texasText = first(params, 'texas');
  let texasCents: number | undefined;
  if (texasText !== undefined) {
    if (!DOLLARS.test(texasText)) issues.push({ field: 'texas', key: 'texasInvalid' });
    else {
      texasCents = Number(texasText) * 100;
      if (revenueText !== undefined && DOLLARS.test(revenueText) && texasCents > revenueCents)
        issues.push({ field: 'texas', key: 'texasAboveRevenue' });
    }
  }

  const retailText = first(params, 'retail');
  if (retailText !== undefined && retailText !== '1' && retailText !== '0')
    issues.push({ field: 'retail', key: 'retailInvalid' });

  const cogsText = first(params, 'cogs');
  let costOfGoodsSoldCents: number | undefined;
  if (cogsText !== undefined) {
    if (!DOLLARS.test(cogsText)) issues.push({ field: 'cogs', key: 'cogsInvalid' });
    else costOfGoodsSoldCents = Number(cogsText) * 100;
  }

  const compText = first(params, 'comp');
  let compensationCents: number[] | undefined;
  if (compText !== undefined) {
    const parts = compText.split(',').filter((part) => part !== '');
    if (parts.length > TX_MAXIMUM_PEOPLE) issues.push({ field: 'comp', key: 'compTooMany' });
    else if (!parts.every((part) => DOLLARS.test(part)))
      issues.push({ field: 'comp', key: 'compInvalid' });
    else compensationCents = parts.map((part) => Number(part) * 100);
  }

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    params: {
      reportYear,
      revenueCents,
      ...(texasCents === undefined ? {} : { texasCents }),
      retail: retailText === '1',
      ...(costOfGoodsSoldCents === undefined ? {} : { costOfGoodsSoldCents }),
      ...(compensationCents && compensationCents.length > 0 ? { compensationCents } : {}),
    },
  };
}

/** The calculator's parameters as lib/tax's input: Texas receipts over the revenue everywhere. */
export function texasInputFrom(params: TexasParams): TexasFranchiseTaxInput {
  return {
    reportYear: params.reportYear,
    annualisedTotalRevenueCents: params.revenueCents,
    ...(params.texasCents === undefined
      ? {}
      : { texasReceiptsCents: params.texasCents, everywhereReceiptsCents: params.revenueCents }),
    retailOrWholesale: params.retail,
    ...(params.costOfGoodsSoldCents === undefined
      ? {}
      : { costOfGoodsSoldCents: params.costOfGoodsSoldCents }),
    ...(params.compensationCents ? { compensationCents: params.compensationCents } : {}),
  };
}

/** The inverse of `parseTexasParams` for its valid results (whole dollars, rounded down). */
export function serialiseTexasParams(params: TexasParams): string {
  const dollars = (cents: number) => String(Math.floor(cents / 100));
  const parts = [`year=${params.reportYear}`, `revenue=${dollars(params.revenueCents)}`];
  if (params.texasCents !== undefined) parts.push(`texas=${dollars(params.texasCents)}`);
  if (params.retail) parts.push('retail=1');
  if (params.costOfGoodsSoldCents !== undefined)
    parts.push(`cogs=${dollars(params.costOfGoodsSoldCents)}`);
  if (params.compensationCents?.length)
    parts.push(`comp=${params.compensationCents.map(dollars).join(',')}`);
  return parts.join('&');
}
