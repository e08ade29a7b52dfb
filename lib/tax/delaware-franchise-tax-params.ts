// The Delaware franchise-tax calculator's inputs as URL search parameters, so a founder can send the
// figure to a co-founder or an accountant (issue 20):
//   ?shares=5000000                                          authorised shares only (Authorized Shares Method)
//   ?shares=1000000@1,250000@5&issued=485000&assets=1000000  classes as count@par in dollars, issued shares,
//                                                            gross assets in whole dollars (both methods)
// A par of 0 (`@0`) is a no-par class. The figures' rules and sources are in delaware-franchise-tax.ts.
import { z } from 'zod';
import { DE_MAXIMUM_CLASSES, DE_MAXIMUM_SHARES, formatParValue, parseParValue, type ShareClass } from './delaware-franchise-tax';
import type { TaxInputIssue } from './shared';

export type FranchiseTaxParams = {
  classes: ShareClass[];
  issuedShares?: number;
  /** Gross assets in cents (the URL carries whole dollars). */
  grossAssetsCents?: number;
};

export type ParamsOutcome = { ok: true; params: FranchiseTaxParams } | { ok: false; issues: TaxInputIssue[] };

/** Next's `searchParams`, a URLSearchParams, or a plain record. */
export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined>;

// Gross assets up to $10 trillion keeps cents a safe integer with room to spare.
const MAXIMUM_ASSETS_DOLLARS = 10_000_000_000_000;

const count = (key: string) => z.string().regex(/^\d{1,16}$/, key).transform(Number);

const classSchema = z
  .string()
  .regex(/^\d{1,16}(@\d{1,7}(\.\d{1,9})?)?$/, 'sharesInvalid')
  .transform((text) => {
    const [shares, par] = text.split('@') as [string, string | undefined];
    return par === undefined ? { shares: Number(shares) } : { shares: Number(shares), par };
  })
  .pipe(
    z
      .object({ shares: z.number().int().min(1, 'sharesInvalid'), par: z.string().optional() })
      .refine(({ par }) => par === undefined || parseParValue(par) !== null, 'parInvalid')
      .transform(({ shares, par }): ShareClass => (par === undefined ? { shares } : { shares, parNanoDollars: parseParValue(par)! })),
  );

const schema = z
  .object({
    shares: z
      .string('sharesRequired')
      .min(1, 'sharesRequired')
      .transform((text) => text.split(','))
      .pipe(z.array(classSchema).max(DE_MAXIMUM_CLASSES, 'tooManyClasses')),
    issued: count('issuedInvalid').optional(),
    assets: count('assetsInvalid').pipe(z.number().max(MAXIMUM_ASSETS_DOLLARS, 'assetsInvalid')).optional(),
  })
  .superRefine(({ shares, issued }, ctx) => {
    // zod still runs this refinement after a failed field check; the fields may be raw strings then.
    if (!Array.isArray(shares) || (issued !== undefined && typeof issued !== 'number')) return;
    const authorised = shares.reduce((sum, c) => sum + c.shares, 0);
    if (authorised > DE_MAXIMUM_SHARES) ctx.addIssue({ code: 'custom', path: ['shares'], message: 'sharesTooMany' });
    else if (issued !== undefined && issued > authorised)
      ctx.addIssue({ code: 'custom', path: ['issued'], message: 'issuedAboveAuthorised' });
  });

function first(params: SearchParamsLike, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads the calculator's inputs from a URL. Never throws: invalid input gives message keys by field
 * (`sharesRequired`, `sharesInvalid`, `parInvalid`, `tooManyClasses`, `sharesTooMany`, `issuedInvalid`,
 * `issuedAboveAuthorised`, `assetsInvalid`). An empty `issued` or `assets` counts as not given.
 */
export function parseFranchiseTaxParams(params: SearchParamsLike): ParamsOutcome {
  const raw = {
    shares: first(params, 'shares'),
    issued: first(params, 'issued') || undefined,
    assets: first(params, 'assets') || undefined,
  };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'shares'), key: issue.message }));
    // One message per field is enough for a form; keep the first.
    return { ok: false, issues: issues.filter((issue, i) => issues.findIndex((other) => other.field === issue.field) === i) };
  }
  const { shares, issued, assets } = parsed.data;
  return {
    ok: true,
    params: {
      classes: shares,
      ...(issued === undefined ? {} : { issuedShares: issued }),
      ...(assets === undefined ? {} : { grossAssetsCents: assets * 100 }),
    },
  };
}

/**
 * The inputs as a query string without `?`, the inverse of `parseFranchiseTaxParams` for its valid
 * results: `shares=1000000@1,250000@5&issued=485000&assets=1000000`. Commas and `@` stay readable.
 * Gross assets are written in whole dollars, rounded down (the URL format carries no cents).
 */
export function serialiseFranchiseTaxParams({ classes, issuedShares, grossAssetsCents }: FranchiseTaxParams): string {
  const shares = classes
    .map(({ shares: count, parNanoDollars }) => (parNanoDollars === undefined ? `${count}` : `${count}@${formatParValue(parNanoDollars)}`))
    .join(',');
  const parts = [`shares=${shares}`];
  if (issuedShares !== undefined) parts.push(`issued=${issuedShares}`);
  if (grossAssetsCents !== undefined) parts.push(`assets=${Math.floor(grossAssetsCents / 100)}`);
  return parts.join('&');
}
