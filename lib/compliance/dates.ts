/**
 * Calendar arithmetic for due dates, in one place. A due date is a day (`YYYY-MM-DD`), the same
 * everywhere: no time, no zone, every computation in UTC on whole days. The project has no date
 * library besides date-holidays (business days, lib/catalogue/business-days.ts), and these few
 * rules are the law's own, so they are written out here with the provision they follow.
 */
import {
  addBusinessDays as addBusinessDaysIn,
  isBusinessDay,
  onOrNextBusinessDay,
} from '@/lib/catalogue/business-days';
import type { CountryCode } from '@/lib/catalogue/jurisdictions';
import { isoDate, parseIsoDate, type IsoDate } from '@/lib/tax/shared';

export type { IsoDate };

/** A month and day, `MM-DD` (a financial year end). '02-28' and '02-29' both mean the last day of February. */
export type MonthDay = string;

type Parts = { year: number; month: number; day: number };

function parts(date: IsoDate): Parts {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  return parsed;
}

export function isIsoDay(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** A valid `MM-DD` (29 February allowed: it means the last day of February). */
export function isMonthDay(value: unknown): value is MonthDay {
  if (typeof value !== 'string' || !/^\d{2}-\d{2}$/.test(value)) return false;
  return parseIsoDate(`2024-${value}`) !== null;
}

export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isLastDayOfMonth(date: IsoDate): boolean {
  const { year, month, day } = parts(date);
  return day === lastDayOfMonth(year, month);
}

export function yearOf(date: IsoDate): number {
  return parts(date).year;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The corresponding date `months` later, or the last day of that month when it has no such day
 * (31 August + 6 months = 28/29 February): the ordinary reading of "N months after".
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const target = shiftMonth(year, month, months);
  return isoDate(
    target.year,
    target.month,
    Math.min(day, lastDayOfMonth(target.year, target.month)),
  );
}

/**
 * "N months after" under the Companies Act 2006 s.443 [S196]: as `addMonths`, except that a period
 * counted from the last day of a month ends on the last day of the target month (6 months from
 * 30 June is 31 December, not 30 December). HMRC's "nine months and one day" follows the same
 * month ends (31 March → 1 January).
 */
export function addMonthsMonthEnd(date: IsoDate, months: number): IsoDate {
  if (!isLastDayOfMonth(date)) return addMonths(date, months);
  const { year, month } = parts(date);
  const target = shiftMonth(year, month, months);
  return isoDate(target.year, target.month, lastDayOfMonth(target.year, target.month));
}

/**
 * The date's anniversary in `year`. A 29 February date has none in a common year: its anniversary
 * is then 28 February, the earlier (conservative) reading, so no deadline is ever shown late.
 */
export function anniversaryIn(date: IsoDate, year: number): IsoDate {
  const { month, day } = parts(date);
  return isoDate(year, month, Math.min(day, lastDayOfMonth(year, month)));
}

/** `MM-DD` in `year`; February's 28 or 29 means the last day of February that year. */
export function monthDayIn(monthDay: MonthDay, year: number): IsoDate {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const last = lastDayOfMonth(year, month);
  return isoDate(year, month, month === 2 && day >= 28 ? last : Math.min(day, last));
}

/** The first occurrence of `monthDay` on or after `date`. */
export function nextMonthDay(monthDay: MonthDay, date: IsoDate): IsoDate {
  const { year } = parts(date);
  const thisYear = monthDayIn(monthDay, year);
  return thisYear >= date ? thisYear : monthDayIn(monthDay, year + 1);
}

/** The 15th day of the `n`th month after the month in which `date` falls (the IRS's wording). */
export function fifteenthOfMonthAfter(date: IsoDate, n: number): IsoDate {
  const { year, month } = parts(date);
  const target = shiftMonth(year, month, n);
  return isoDate(target.year, target.month, 15);
}

/**
 * A calendar of business days: a country's public holidays and, when given, a region's (through
 * date-holidays), plus `closed` for days a calendar keeps that date-holidays does not know.
 */
export type BusinessCalendar = {
  country: CountryCode;
  region?: string;
  closed?: (date: IsoDate) => boolean;
};

function isOpen(date: IsoDate, calendar: BusinessCalendar): boolean {
  return (
    isBusinessDay(date, calendar.country, calendar.region) && !(calendar.closed?.(date) ?? false)
  );
}

/** `date`, or the next business day when it falls on a weekend or a holiday of the calendar. */
export function nextBusinessDay(date: IsoDate, calendar: BusinessCalendar): IsoDate {
  if (!calendar.closed) return onOrNextBusinessDay(date, calendar.country, calendar.region);
  let day = date;
  while (!isOpen(day, calendar)) day = addDays(day, 1);
  return day;
}

/** `count` business days after `date` (the date itself not counted). */
export function addBusinessDays(date: IsoDate, count: number, calendar: BusinessCalendar): IsoDate {
  if (!calendar.closed) return addBusinessDaysIn(date, count, calendar.country, calendar.region);
  let day = date;
  for (let added = 0; added < count;) {
    day = addDays(day, 1);
    if (isOpen(day, calendar)) added += 1;
  }
  return day;
}
