// Delaware's tax on filing a Certificate of Incorporation: the part of the state's formation fee that
// grows with the authorised shares and their par value.
// Sources (docs/sources.md), checked 2026-11-26:
//   8 Del. C. §391(a)(1): par-value stock, each $100 of authorised capital counts as one taxable share,
//     2¢ a share up to 20,000, 1¢ from 20,001 to 200,000, 0.4¢ above; no-par stock 1¢ a share up to
//     20,000, 0.5¢ to 2,000,000, 0.4¢ above; never less than $15 [S-del391] OFFICIAL (statute copy);
//   the $15 minimum is the tax on up to 1,500 no-par shares, and the Division's other charges make the
//     rest of the $109 minimum formation fee [S-advantagede][S13][S14] SECONDARY.
// How a part of a $100 unit counts is not said: a started unit is counted (UNCONFIRMED; it moves the
// figure by at most 2¢ and only above the $15 minimum).
import { DE_MAXIMUM_SHARES, type ShareClass } from './delaware-franchise-tax';

/** The minimum tax, included in the $109 minimum formation fee. §391(a)(1) [S-del391]. */
export const DE_INCORPORATION_MIN_TAX_CENTS = 15_00;

/** Rates in tenths of a cent per taxable share, by band: [up to, rate]. §391(a)(1) [S-del391]. */
const PAR_BANDS: readonly (readonly [number, number])[] = [
  [20_000, 20],
  [200_000, 10],
  [Number.POSITIVE_INFINITY, 4],
];
const NO_PAR_BANDS: readonly (readonly [number, number])[] = [
  [20_000, 10],
  [2_000_000, 5],
  [Number.POSITIVE_INFINITY, 4],
];

/** $100 in nano-dollars: one taxable share of par-value stock. */
const HUNDRED_DOLLARS_NANO = 100n * 1_000_000_000n;

function banded(shares: bigint, bands: readonly (readonly [number, number])[]): bigint {
  let tenthsOfCent = 0n;
  let below = 0n;
  for (const [upTo, rate] of bands) {
    if (shares <= below) break;
    const top =
      upTo === Number.POSITIVE_INFINITY ? shares : BigInt(Math.min(upTo, Number.MAX_SAFE_INTEGER));
    const inBand = (shares < top ? shares : top) - below;
    tenthsOfCent += inBand * BigInt(rate);
    below = top;
  }
  return tenthsOfCent;
}

export type IncorporationTax = {
  /** Taxable shares of par-value stock: authorised capital in $100 units. */
  parTaxableShares: number;
  noParShares: number;
  /** The banded tax before the minimum, cents (rounded half up). */
  computedCents: number;
  minimumApplied: boolean;
  taxCents: number;
};

/**
 * The §391 tax on a Certificate of Incorporation with these classes (par in nano-dollars, 0 for no
 * par). Null when a class is not a whole number of shares or has no par value given.
 */
export function delawareIncorporationTax(classes: readonly ShareClass[]): IncorporationTax | null {
  let capitalNano = 0n;
  let noParShares = 0n;
  for (const { shares, parNanoDollars } of classes) {
    if (!Number.isSafeInteger(shares) || shares < 1 || shares > DE_MAXIMUM_SHARES) return null;
    if (parNanoDollars === undefined || !Number.isSafeInteger(parNanoDollars) || parNanoDollars < 0)
      return null;
    if (parNanoDollars === 0) noParShares += BigInt(shares);
    else capitalNano += BigInt(shares) * BigInt(parNanoDollars);
  }
  const parTaxableShares = (capitalNano + HUNDRED_DOLLARS_NANO - 1n) / HUNDRED_DOLLARS_NANO;
  const tenthsOfCent = banded(parTaxableShares, PAR_BANDS) + banded(noParShares, NO_PAR_BANDS);
  const computedCents = Number((tenthsOfCent + 5n) / 10n);
  const minimumApplied = computedCents < DE_INCORPORATION_MIN_TAX_CENTS;
  return {
    parTaxableShares: Number(parTaxableShares),
    noParShares: Number(noParShares),
    computedCents,
    minimumApplied,
    taxCents: minimumApplied ? DE_INCORPORATION_MIN_TAX_CENTS : computedCents,
  };
}
