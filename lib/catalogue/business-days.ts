import Holidays from 'date-holidays';
import type { CountryCode } from './jurisdictions';
import type { Turnaround } from './packages';

/**
 * Business days in the six markets: weekends and the country's public holidays (date-holidays,
 * which also knows the moving feasts, Eid included, and the substitute days a holiday on a
 * weekend brings) are not counted. Dates are calendar days in the country's capital
 * (`YYYY-MM-DD`), so a submission at 23:30 in Lagos counts from that Lagos day.
 * A region (date-holidays' state code: 'DC', 'TX', 'ON') adds that region's public holidays to the
 * country's, for deadlines set by a state's or the District of Columbia's calendar.
 */
const TIME_ZONES: Record<CountryCode, string> = {
  NG: 'Africa/Lagos',
  GH: 'Africa/Accra',
  ZA: 'Africa/Johannesburg',
  GB: 'Europe/London',
  // Federal holidays for the USA; Canada's national ones (provinces add their own).
  CA: 'America/Toronto',
  US: 'America/New_York',
};

// 'public' holidays close the registries; the UK's are 'bank' holidays in the library.
const CLOSED = new Set(['public', 'bank']);
const holidayCache = new Map<string, Set<string>>();

function holidaysOf(country: CountryCode, year: number, region?: string): Set<string> {
  const key = `${country}-${region ?? ''}-${year}`;
  let days = holidayCache.get(key);
  if (!days) {
    days = new Set(
      (region ? new Holidays(country, region) : new Holidays(country))
        .getHolidays(year)
        .filter((holiday) => CLOSED.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidayCache.set(key, days);
  }
  return days;
}

/** The calendar day of an instant in the country (YYYY-MM-DD). */
export function localDay(instant: Date, country: CountryCode): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONES[country],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function isBusinessDay(day: string, country: CountryCode, region?: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return (
    weekday !== 0 && weekday !== 6 && !holidaysOf(country, Number(day.slice(0, 4)), region).has(day)
  );
}

/** The day `count` business days after `day` (the day itself is not counted). */
export function addBusinessDays(
  day: string,
  count: number,
  country: CountryCode,
  region?: string,
): string {
  let current = day;
  for (let added = 0; added < count;) {
    current = nextDay(current);
    if (isBusinessDay(current, country, region)) added += 1;
  }
  return current;
}

/** `day` itself when it is a business day, else the next one ("moved to the next business day"). */
export function onOrNextBusinessDay(day: string, country: CountryCode, region?: string): string {
  let current = day;
  while (!isBusinessDay(current, country, region)) current = nextDay(current);
  return current;
}

/** A turnaround as whole business days at its longest: 24–48 hours is 2 business days. */
export function turnaroundDays(turnaround: Turnaround): number {
  return turnaround.unit === 'hours' ? Math.ceil(turnaround.max / 24) : turnaround.max;
}

/** When work submitted at `submittedAt` is due: its local day plus the turnaround in business days. */
export function dueDate(submittedAt: Date, turnaround: Turnaround, country: CountryCode): string {
  return addBusinessDays(localDay(submittedAt, country), turnaroundDays(turnaround), country);
}
