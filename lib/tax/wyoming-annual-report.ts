// Wyoming annual report and license tax (LLCs and corporations), with its URL codec (`?assets=500000`).
// Sources (docs/sources.md), checked 2026-11-25:
//   W.S. 17-29-209 (LLCs): report and tax on or before the first day of the month of organization, every year;
//     license tax the greater of $60 or two-tenths of a mill per dollar ($0.0002) of the capital, property and
//     assets located and employed in Wyoming [S20] OFFICIAL (statute, current through the 2024 session);
//   Secretary of State rules: $60 for corporations too [S21] OFFICIAL (W.S. 17-16-1630 as copied in [S-wy1630]
//     still reads $50: older text, the SOS rules win, as the notes say);
//   report over $500 of tax is filed by mail, first report the year after formation [S22][S-wy-compliance] SECONDARY.
// Rounding of amounts that are not whole cents is not published (notes §8.9): this rounds to the nearest cent.
import { isoDate, parseIsoDate, type IsoDate, type TaxInputIssue } from './shared';

/** Minimum license tax $60. W.S. 17-29-209(a) [S20]; SOS rules [S21] OFFICIAL; updates 2026-11-25: still right. */
export const WY_MINIMUM_LICENSE_TAX_CENTS = 60_00;
/** Two-tenths of one mill on the dollar: 2 per 10,000. [S20][S21] */
export const WY_RATE_PER_10000 = 2;
/** Above $500 of tax the report cannot be filed online and goes by mail. [S22][S-wy-compliance] SECONDARY. */
export const WY_ONLINE_FILING_LIMIT_CENTS = 500_00;
/** Largest asset figure accepted: $10 trillion, in cents, far inside safe integers. */
export const WY_MAXIMUM_ASSETS_CENTS = 10_000_000_000_000 * 100;

export type WyomingLicenseTax = {
  /** Capital, property and assets located and employed in Wyoming, cents. */
  assetsCents: number;
  /** Assets × $0.0002, rounded to the cent. */
  computedCents: number;
  minimumCents: number;
  minimumApplied: boolean;
  taxCents: number;
  /** More than $500: the report must be printed and mailed, not filed online. */
  fileByMail: boolean;
};

export type WyomingLicenseTaxOutcome =
  { ok: true; result: WyomingLicenseTax } | { ok: false; error: 'assetsInvalid' };

/**
 * Wyoming annual report license tax: the greater of $60 and $0.0002 × Wyoming assets [S20][S21].
 * $300,000 or less pays the $60 minimum; $500,000 pays $100; above $2,500,000 the tax passes $500 and
 * the report is mailed [S22]. Checked 2026-11-25.
 */
export function wyomingLicenseTax(assetsCents: number): WyomingLicenseTaxOutcome {
  if (
    !Number.isSafeInteger(assetsCents) ||
    assetsCents < 0 ||
    assetsCents > WY_MAXIMUM_ASSETS_CENTS
  )
    return { ok: false, error: 'assetsInvalid' };
  // cents × 2 / 10,000, half up; exact in doubles for every accepted figure.
  const computedCents = Math.floor((assetsCents * WY_RATE_PER_10000 + 5_000) / 10_000);
  const minimumApplied = computedCents < WY_MINIMUM_LICENSE_TAX_CENTS;
  const taxCents = minimumApplied ? WY_MINIMUM_LICENSE_TAX_CENTS : computedCents;
  return {
    ok: true,
    result: {
      assetsCents,
      computedCents,
      minimumCents: WY_MINIMUM_LICENSE_TAX_CENTS,
      minimumApplied,
      taxCents,
      fileByMail: taxCents > WY_ONLINE_FILING_LIMIT_CENTS,
    },
  };
}

export type WyomingDueDateOutcome =
  | { ok: true; dueDate: IsoDate }
  | { ok: false; error: 'formationDateInvalid' | 'beforeFirstReport' };

/**
 * The annual report for `year` is due on the first day of the anniversary month of formation
 * (W.S. 17-29-209(a), "on or before the first day of the month of organization") [S20][S22];
 * the first one is due the year after formation [S-wy-compliance]. Formed 2025-06-15 → 2026-06-01.
 */
export function wyomingAnnualReportDueDate(
  formationDate: IsoDate,
  year: number,
): WyomingDueDateOutcome {
  const formed = parseIsoDate(formationDate);
  if (!formed) return { ok: false, error: 'formationDateInvalid' };
  if (!Number.isSafeInteger(year) || year <= formed.year || year > 9999)
    return { ok: false, error: 'beforeFirstReport' };
  return { ok: true, dueDate: isoDate(year, formed.month, 1) };
}

/** The next report due on or after `today` for a company formed on `formationDate`, or null if a date is invalid. */
export function nextWyomingAnnualReportDueDate(
  formationDate: IsoDate,
  today: IsoDate,
): IsoDate | null {
  const formed = parseIsoDate(formationDate);
  const now = parseIsoDate(today);
  if (!formed || !now) return null;
  const thisYear = isoDate(now.year, formed.month, 1);
  const year = Math.max(formed.year + 1, thisYear >= today ? now.year : now.year + 1);
  return isoDate(year, formed.month, 1);
}

// URL: `assets` in whole dollars, as a founder types it. No zod: the public calculator runs this in
// the browser (see delaware-franchise-tax-params.ts).
export type WyomingParams = { assetsCents: number };

/** Reads `?assets=500000` (whole dollars). Never throws: `assetsRequired` or `assetsInvalid`. */
export function parseWyomingParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): { ok: true; params: WyomingParams } | { ok: false; issues: TaxInputIssue[] } {
  const raw =
    params instanceof URLSearchParams ? (params.get('assets') ?? undefined) : params.assets;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return { ok: false, issues: [{ field: 'assets', key: 'assetsRequired' }] };
  const cents = /^\d{1,14}$/.test(value) ? Number(value) * 100 : Number.NaN;
  if (!(cents <= WY_MAXIMUM_ASSETS_CENTS))
    return { ok: false, issues: [{ field: 'assets', key: 'assetsInvalid' }] };
  return { ok: true, params: { assetsCents: cents } };
}

/** `assets=500000`: whole dollars, rounded down (the URL carries no cents). */
export function serialiseWyomingParams({ assetsCents }: WyomingParams): string {
  return `assets=${Math.floor(assetsCents / 100)}`;
}
