// The Delaware franchise-tax calculator's inputs as URL search parameters, so a founder can send the
// figure to a co-founder or an accountant (issue 20):
//   ?shares=5000000                                          authorised shares only (Authorized Shares Method)
//   ?shares=1000000@1,250000@5&issued=485000&assets=1000000  classes as count@par in dollars, issued shares,
//                                                            gross assets in whole dollars (both methods)
// A par of 0 (`@0`) is a no-par class. The figures' rules and sources are in delaware-franchise-tax.ts.
// Plain functions rather than zod: the public calculator page runs this in the browser on every
// keystroke, and the page's JavaScript stays close to a bare page's (zod would add about 15 kB gzipped).
import {
  DE_MAXIMUM_CLASSES,
  DE_MAXIMUM_SHARES,
  formatParValue,
  parseParValue,
  type ShareClass,
} from './delaware-franchise-tax';
import type { TaxInputIssue } from './shared';

export type FranchiseTaxParams = {
  classes: ShareClass[];
  issuedShares?: number;
  /** Gross assets in cents (the URL carries whole dollars). */
  grossAssetsCents?: number;
};

export type FranchiseTaxField = 'shares' | 'issued' | 'assets';

export type ParamsOutcome =
  { ok: true; params: FranchiseTaxParams } | { ok: false; issues: TaxInputIssue[] };

/** Next's `searchParams`, a URLSearchParams, or a plain record. */
export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

// Gross assets up to $10 trillion keeps cents a safe integer with room to spare.
const MAXIMUM_ASSETS_DOLLARS = 10_000_000_000_000;

const COUNT = /^\d{1,16}$/;
const CLASS = /^(\d{1,16})(?:@(\d{1,7}(?:\.\d{1,9})?))?$/;

function first(params: SearchParamsLike, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/** The share classes of `shares=…`, or the message key of what is wrong with them. */
function parseClasses(text: string | undefined): ShareClass[] | string {
  if (!text) return 'sharesRequired';
  const parts = text.split(',');
  const classes: ShareClass[] = [];
  for (const part of parts) {
    const match = CLASS.exec(part);
    if (!match || Number(match[1]) < 1) return 'sharesInvalid';
    if (match[2] === undefined) {
      classes.push({ shares: Number(match[1]) });
      continue;
    }
    const par = parseParValue(match[2]);
    if (par === null) return 'parInvalid';
    classes.push({ shares: Number(match[1]), parNanoDollars: par });
  }
  if (classes.length > DE_MAXIMUM_CLASSES) return 'tooManyClasses';
  if (classes.reduce((sum, c) => sum + c.shares, 0) > DE_MAXIMUM_SHARES) return 'sharesTooMany';
  return classes;
}

/**
 * Reads the calculator's inputs from a URL. Never throws: invalid input gives one message key per
 * field (`sharesRequired`, `sharesInvalid`, `parInvalid`, `tooManyClasses`, `sharesTooMany`,
 * `issuedInvalid`, `issuedAboveAuthorised`, `assetsInvalid`). An empty `issued` or `assets` counts
 * as not given.
 */
export function parseFranchiseTaxParams(params: SearchParamsLike): ParamsOutcome {
  const issues: TaxInputIssue[] = [];
  const classes = parseClasses(first(params, 'shares'));
  if (typeof classes === 'string') issues.push({ field: 'shares', key: classes });

  const issuedText = first(params, 'issued') || undefined;
  let issuedShares: number | undefined;
  if (issuedText !== undefined) {
    if (!COUNT.test(issuedText)) issues.push({ field: 'issued', key: 'issuedInvalid' });
    else {
      issuedShares = Number(issuedText);
      const authorised =
        typeof classes === 'string' ? null : classes.reduce((sum, c) => sum + c.shares, 0);
      if (authorised !== null && issuedShares > authorised)
        issues.push({ field: 'issued', key: 'issuedAboveAuthorised' });
    }
  }

  const assetsText = first(params, 'assets') || undefined;
  let grossAssetsCents: number | undefined;
  if (assetsText !== undefined) {
    if (!COUNT.test(assetsText) || Number(assetsText) > MAXIMUM_ASSETS_DOLLARS)
      issues.push({ field: 'assets', key: 'assetsInvalid' });
    else grossAssetsCents = Number(assetsText) * 100;
  }

  if (issues.length > 0 || typeof classes === 'string') return { ok: false, issues };
  return {
    ok: true,
    params: {
      classes,
      ...(issuedShares === undefined ? {} : { issuedShares }),
      ...(grossAssetsCents === undefined ? {} : { grossAssetsCents }),
    },
  };
}

/**
 * The inputs as a query string without `?`, the inverse of `parseFranchiseTaxParams` for its valid
 * results: `shares=1000000@1,250000@5&issued=485000&assets=1000000`. Commas and `@` stay readable.
 * Gross assets are written in whole dollars, rounded down (the URL format carries no cents).
 */
export function serialiseFranchiseTaxParams({
  classes,
  issuedShares,
  grossAssetsCents,
}: FranchiseTaxParams): string {
  const shares = classes
    .map(({ shares: count, parNanoDollars }) =>
      parNanoDollars === undefined ? `${count}` : `${count}@${formatParValue(parNanoDollars)}`,
    )
    .join(',');
  const parts = [`shares=${shares}`];
  if (issuedShares !== undefined) parts.push(`issued=${issuedShares}`);
  if (grossAssetsCents !== undefined) parts.push(`assets=${Math.floor(grossAssetsCents / 100)}`);
  return parts.join('&');
}
