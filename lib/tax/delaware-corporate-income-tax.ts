// Delaware corporate income tax: who owes it (as data) and 8.7% of Delaware taxable income.
// Sources (docs/sources.md), checked 2026-11-25:
//   Division of Revenue: 8.7% of federal taxable income allocated and apportioned to Delaware, only for
//     corporations doing business in Delaware [S15] OFFICIAL (current page; updates 2026-11-25: repeated);
//   30 Del. C. §1902(b)(6): a corporation whose only activity in Delaware is keeping its statutory office is
//     exempt; the franchise tax is still due [S-del1902] OFFICIAL;
//   30 Del. C. §1902(b)(8): activities in Delaware confined to maintaining and managing intangible investments
//     are exempt [S-delcode30] OFFICIAL.
// Apportionment (re-checked 2026-11-27): for tax years beginning after 31 December 2019 Delaware apportions
//   by the sales factor alone, with no property or payroll factor (Delaware Competes Act, HB 235) [S230]
//   SECONDARY: share = sales in Delaware ÷ sales everywhere. The caller gives that share, or both sales.
import { divideRoundHalfUp, type TaxInputIssue } from './shared';

/** 8.7%, in basis points. 30 Del. C. §1902(a) via [S15] OFFICIAL. */
export const DE_CORPORATE_INCOME_TAX_BASIS_POINTS = 870;
/** Apportionment percentages are carried in millionths of a per cent (6 places), 100% = 100,000,000. */
export const APPORTIONMENT_WHOLE = 100_000_000;
/** Largest income accepted: $1 trillion, in cents. */
export const DE_CIT_MAXIMUM_INCOME_CENTS = 1_000_000_000_000 * 100;

export type DelawareActivity =
  'business' | 'statutoryOfficeOnly' | 'intangibleInvestmentsOnly' | 'none';
export type EntityForIncomeTax = 'cCorporation' | 'sCorporation' | 'llc';

/** Who owes the Delaware corporate income tax, as data the page can render row by row. */
export const DELAWARE_INCOME_TAX_RULES = [
  // Doing business in Delaware (an office, staff, property or sales there): taxable. [S15]
  {
    entity: 'cCorporation',
    activity: 'business',
    owes: true,
    reason: 'doingBusinessInDelaware',
    source: 'S15',
  },
  // Incorporated in Delaware but only keeping the registered (statutory) office there: exempt. [S-del1902]
  {
    entity: 'cCorporation',
    activity: 'statutoryOfficeOnly',
    owes: false,
    reason: 'statutoryOfficeExemption',
    source: 'S-del1902',
  },
  // Only holding and managing intangible investments in Delaware: exempt. [S-delcode30]
  {
    entity: 'cCorporation',
    activity: 'intangibleInvestmentsOnly',
    owes: false,
    reason: 'intangibleHoldingExemption',
    source: 'S-delcode30',
  },
  {
    entity: 'cCorporation',
    activity: 'none',
    owes: false,
    reason: 'noDelawareActivity',
    source: 'S15',
  },
] as const;

export type IncomeTaxLiability = {
  owes: boolean;
  reason:
    | (typeof DELAWARE_INCOME_TAX_RULES)[number]['reason']
    /** S corporations and LLCs taxed as partnerships or disregarded pass income to their owners. [S15] */
    | 'passThroughEntity';
};

/**
 * Whether a company owes the Delaware corporate income tax. Only corporations taxed as C corporations
 * and doing business in Delaware do [S15]; being incorporated there is not enough [S-del1902]. An LLC
 * that elected to be taxed as a corporation counts as a C corporation. Checked 2026-11-25.
 */
export function delawareIncomeTaxLiability(
  entity: EntityForIncomeTax,
  activity: DelawareActivity,
): IncomeTaxLiability {
  if (entity !== 'cCorporation') return { owes: false, reason: 'passThroughEntity' };
  const rule = DELAWARE_INCOME_TAX_RULES.find((r) => r.activity === activity)!;
  return { owes: rule.owes, reason: rule.reason };
}

export type IncomeTaxInput = {
  /** Taxable income before apportionment (federal taxable income with Delaware's adjustments), cents; a loss may be negative. */
  taxableIncomeCents: number;
  /** Share apportioned to Delaware, in millionths of a per cent (100% = 100,000,000); 100% when not given. */
  apportionment?: number;
};

export type IncomeTax = {
  taxableIncomeCents: number;
  apportionment: number;
  /** Taxable income × apportionment, rounded to the cent; never below zero. */
  delawareTaxableIncomeCents: number;
  rateBasisPoints: number;
  taxCents: number;
};

export type IncomeTaxOutcome =
  { ok: true; result: IncomeTax } | { ok: false; error: 'incomeInvalid' | 'apportionmentInvalid' };

/**
 * Delaware corporate income tax: 8.7% of the taxable income apportioned to Delaware [S15], rounded to
 * the cent. A loss owes nothing. Example: $100,000 fully apportioned → $8,700. Checked 2026-11-25.
 */
export function delawareCorporateIncomeTax({
  taxableIncomeCents,
  apportionment = APPORTIONMENT_WHOLE,
}: IncomeTaxInput): IncomeTaxOutcome {
  if (
    !Number.isSafeInteger(taxableIncomeCents) ||
    Math.abs(taxableIncomeCents) > DE_CIT_MAXIMUM_INCOME_CENTS
  )
    return { ok: false, error: 'incomeInvalid' };
  if (
    !Number.isSafeInteger(apportionment) ||
    apportionment < 0 ||
    apportionment > APPORTIONMENT_WHOLE
  )
    return { ok: false, error: 'apportionmentInvalid' };
  const positive = BigInt(Math.max(taxableIncomeCents, 0));
  const whole = BigInt(APPORTIONMENT_WHOLE);
  const delaware = divideRoundHalfUp(positive * BigInt(apportionment), whole);
  const tax = divideRoundHalfUp(delaware * BigInt(DE_CORPORATE_INCOME_TAX_BASIS_POINTS), 10_000n);
  return {
    ok: true,
    result: {
      taxableIncomeCents,
      apportionment,
      delawareTaxableIncomeCents: Number(delaware),
      rateBasisPoints: DE_CORPORATE_INCOME_TAX_BASIS_POINTS,
      taxCents: Number(tax),
    },
  };
}

// The calculator's URL (`/delaware-corporate-income-tax?income=100000&apportionment=12.5`, or
// `?income=100000&deSales=250000&sales=2000000`): taxable income in whole dollars (a loss with a minus
// sign), and either the share apportioned to Delaware in per cent with up to 6 decimals (100 when
// absent) or the sales in Delaware and everywhere in whole dollars, whose ratio is the share (the
// single sales factor [S230]). Plain functions, no zod: the public page runs them in the browser
// (see delaware-franchise-tax-params.ts).
export type IncomeTaxParams = {
  taxableIncomeCents: number;
  apportionment?: number;
  /** When the share comes from the sales: both figures, cents. */
  sales?: { delawareCents: number; everywhereCents: number };
};

/** Sales in Delaware ÷ sales everywhere in millionths of a per cent (100% = 100,000,000), rounded half up. */
export function apportionmentFromSales(delawareCents: number, everywhereCents: number): number {
  return Number(
    divideRoundHalfUp(BigInt(delawareCents) * BigInt(APPORTIONMENT_WHOLE), BigInt(everywhereCents)),
  );
}

const SALES = /^\d{1,13}$/;

const INCOME = /^-?\d{1,13}$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,6}))?$/;

/** `12.5` → 12,500,000 millionths of a per cent; null if not a percentage from 0 to 100. */
export function parseApportionmentPercent(text: string): number | null {
  const match = PERCENT.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return value <= APPORTIONMENT_WHOLE ? value : null;
}

/** 12,500,000 → `12.5`. */
export function formatApportionmentPercent(value: number): string {
  const whole = Math.floor(value / 1_000_000);
  const fraction = String(value % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * Reads `?income=…&apportionment=…` or `?income=…&deSales=…&sales=…`. Never throws: by field,
 * `incomeRequired`, `incomeInvalid`, `apportionmentInvalid`, `apportionmentTwice` (a share and sales
 * both given), `deSalesInvalid`, `salesInvalid` (sales everywhere must be more than 0), `salesBoth`
 * (one of the two sales missing), `deSalesAboveSales`.
 */
export function parseIncomeTaxParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; params: IncomeTaxParams } | { ok: false; issues: TaxInputIssue[] } {
  const read = (key: string) => {
    const raw = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
    return (Array.isArray(raw) ? raw[0] : raw) || undefined;
  };
  const issues: TaxInputIssue[] = [];
  const incomeText = read('income');
  let taxableIncomeCents = 0;
  if (incomeText === undefined) issues.push({ field: 'income', key: 'incomeRequired' });
  else if (
    !INCOME.test(incomeText) ||
    Math.abs(Number(incomeText)) * 100 > DE_CIT_MAXIMUM_INCOME_CENTS
  )
    issues.push({ field: 'income', key: 'incomeInvalid' });
  else taxableIncomeCents = Number(incomeText) * 100;
  const shareText = read('apportionment');
  let apportionment = shareText === undefined ? undefined : parseApportionmentPercent(shareText);
  if (apportionment === null) issues.push({ field: 'apportionment', key: 'apportionmentInvalid' });

  const deSalesText = read('deSales');
  const salesText = read('sales');
  let sales: IncomeTaxParams['sales'];
  if (deSalesText !== undefined || salesText !== undefined) {
    if (deSalesText !== undefined && !SALES.test(deSalesText))
      issues.push({ field: 'deSales', key: 'deSalesInvalid' });
    if (salesText !== undefined && (!SALES.test(salesText) || Number(salesText) === 0))
      issues.push({ field: 'sales', key: 'salesInvalid' });
    if (deSalesText === undefined) issues.push({ field: 'deSales', key: 'salesBoth' });
    else if (salesText === undefined) issues.push({ field: 'sales', key: 'salesBoth' });
    else if (SALES.test(deSalesText) && SALES.test(salesText) && Number(salesText) > 0) {
      if (Number(deSalesText) > Number(salesText))
        issues.push({ field: 'deSales', key: 'deSalesAboveSales' });
      else {
        sales = {
          delawareCents: Number(deSalesText) * 100,
          everywhereCents: Number(salesText) * 100,
        };
        if (shareText !== undefined)
          issues.push({ field: 'apportionment', key: 'apportionmentTwice' });
        else apportionment = apportionmentFromSales(sales.delawareCents, sales.everywhereCents);
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    params: {
      taxableIncomeCents,
      ...(apportionment === undefined || apportionment === null ? {} : { apportionment }),
      ...(sales ? { sales } : {}),
    },
  };
}

/**
 * `income=100000&apportionment=12.5`, or `income=100000&deSales=…&sales=…` when the share came from
 * the sales (whole dollars, rounded toward zero; no apportionment when 100%).
 */
export function serialiseIncomeTaxParams({
  taxableIncomeCents,
  apportionment,
  sales,
}: IncomeTaxParams): string {
  const parts = [`income=${Math.trunc(taxableIncomeCents / 100)}`];
  if (sales)
    parts.push(
      `deSales=${Math.floor(sales.delawareCents / 100)}`,
      `sales=${Math.floor(sales.everywhereCents / 100)}`,
    );
  else if (apportionment !== undefined && apportionment !== APPORTIONMENT_WHOLE)
    parts.push(`apportionment=${formatApportionmentPercent(apportionment)}`);
  return parts.join('&');
}
