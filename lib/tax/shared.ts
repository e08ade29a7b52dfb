/**
 * Helpers the tax calculators share: exact arithmetic on integers, calendar dates as ISO strings,
 * and the shape of an input error. Calculators are pure: no clock, no I/O, no other area of lib.
 */

/** A calendar date as `YYYY-MM-DD` (no time, no zone: a due date is a day, the same everywhere). */
export type IsoDate = string;

/** What is wrong with one input: the field and a message key, never a sentence. */
export type TaxInputIssue = { field: string; key: string };

/** `numerator / denominator` rounded half up, for non-negative bigints. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `numerator / denominator` rounded up, for non-negative bigints. */
export function divideCeil(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** A non-negative integer number of `10^-scale` units as a decimal string: (2061856, 6) → "2.061856". */
export function toDecimalString(units: bigint, scale: number): string {
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `{ year, month, day }` of a valid ISO date, or null (rejects 2026-02-30). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return { year, month, day };
}

/** Day of the week of a date, 0 = Sunday … 6 = Saturday. */
export function weekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * Whole months "or portion thereof" from `from` to `to`: 0 when `to` is not after `from`;
 * one day late is one month, exactly one month late is one month, a day more is two.
 */
export function monthsOrPortion(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b || to <= from) return 0;
  const whole = (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
  const exact = b.day === a.day;
  return exact ? whole : whole + 1;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); 0 when either is not a date. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return 0;
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000;
}
