/**
 * Money in the catalogue is always an integer number of MINOR units (kobo, pesewas, cents,
 * pence): sums stay exact, and only the formatter turns them into text.
 */
export const currencies = ['NGN', 'GHS', 'ZAR', 'GBP', 'CAD', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/** Every catalogue currency has 2 decimal places (ISO 4217). */
export const MINOR_PER_MAJOR = 100;

/** Whole or decimal major units (₦1,000 or $13.80) to minor units, rounded to the cent. */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

// The dollar currencies keep their country mark (CA$, $US) so CAD and USD never read alike; the
// others use their narrow sign (₦, GH₵, R, £), which readers in those markets expect.
export const currencyDisplay: Record<Currency, 'narrowSymbol' | 'symbol'> = {
  NGN: 'narrowSymbol',
  GHS: 'narrowSymbol',
  ZAR: 'narrowSymbol',
  GBP: 'narrowSymbol',
  CAD: 'symbol',
  USD: 'symbol',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(
  locale: string,
  currency: Currency,
  fractionDigits: 0 | 2,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplay[currency],
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `₦18,500` in English, `18 500 ₦` in French; cents only when the amount has them. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const fractionDigits = minor % MINOR_PER_MAJOR === 0 ? 0 : 2;
  return formatterFor(locale, currency, fractionDigits).format(toMajor(minor));
}

/** A formatter bound to one locale, for pages that print many prices. */
export function moneyFormatter(locale: string): (minor: number, currency: Currency) => string {
  return (minor, currency) => formatMoney(minor, currency, locale);
}

/** A rate in basis points as a localised percentage: 75 → `0.75%` in English, `0,75 %` in French. */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
