import { formatMoney } from '@/lib/catalogue/money';

/**
 * Formatting shared by the tax calculators, on the server and in the browser: the figures their
 * ICU messages put in (components/tax/calculator-text.ts), and reading what a visitor typed.
 */

/** A whole number in the page's language: 10,000,000 / 10 000 000. */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Cents as US dollars in the page's language: $1,650 / 1 650 $US. */
export function usd(cents: number, locale: string): string {
  return formatMoney(cents, 'USD', locale);
}

/**
 * A dollar amount written as a decimal string (the working's exact figures, e.g. "2.061856" or
 * "3311856.000000000") in the page's language, with `digits` decimals at most (at least `min`).
 */
export function usdDecimal(decimal: string, locale: string, digits = 6, min = 0): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: min,
    maximumFractionDigits: digits,
  }).format(Number(decimal));
}

/** A day of the year without the year: 1 March / 1 mars (the dates recur every year). */
export function dayAndMonth(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A percentage in the page's language: 8.7% / 8,7 %. */
export function formatPercent(basisPoints: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 6 }).format(
    basisPoints / 10_000,
  );
}

/**
 * What a visitor typed as a whole number, as the URL writes it: spaces (and the narrow spaces of
 * French grouping) removed, and commas or dots removed only where they group digits by three
 * (`10,000,000`); anything else is kept for the parser to refuse.
 */
export function normaliseWhole(text: string): string {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(US\$|\$|USD)|(\$|US\$|USD)$/g, '');
  return /^-?\d{1,3}([,.]\d{3})+$/.test(compact) ? compact.replace(/[,.]/g, '') : compact;
}

/** A decimal typed in French may use a comma (0,00001): the URL writes a dot. */
export function normaliseDecimal(text: string, locale: string): string {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(US\$|\$|USD)|(\$|US\$|USD)$/g, '')
    .replace(/%$/, '');
  return locale === 'fr' && !compact.includes('.') ? compact.replace(',', '.') : compact;
}
