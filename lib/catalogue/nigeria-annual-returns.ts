import { governmentFees, NIGERIA_LATE_PENALTY_RULES, type GovernmentFee } from './government-fees';

/**
 * Nigeria: what CAC charges for the annual returns a customer asks us to file, year by year.
 * Pure and free of heavy imports, so the wizard's live quote runs it in the browser and the server
 * runs the same code at submission.
 *
 * Rules (docs/sources.md):
 * - Each year's return is filed in that year. A company's first return is due 18 months after
 *   incorporation, then within 42 days after each AGM (CAMA 2020 s.421 [S96][S97]), which CAC treats
 *   as 30 June [S-618bees]; a business name files by 30 June every year except the year of
 *   registration (s.822 [S93]); incorporated trustees between 30 June and 31 December of every year
 *   except the year of incorporation [S-rmc][S189].
 * - Fees (2025 schedule, in force 1 Oct 2025): a company by its turnover band (₦5,000 / ₦100,000 /
 *   ₦150,000 / ₦200,000 [S81]); a business name ₦5,000; trustees ₦5,000. All in `governmentFees`.
 * - Late penalties: a company pays a daily penalty (₦250 a day for a small company [S94][S95]) from
 *   the day after the due date, counted from NIGERIA_LATE_PENALTY_RULES.dailyFrom at the earliest;
 *   a business name and trustees pay a flat penalty for each year filed late.
 * The years are the last `years` filing years up to the current one: a year in the future cannot
 * be filed, nor one before the entity's first return.
 */

export const ANNUAL_RETURN_ENTITIES = ['company', 'businessName', 'trustees'] as const;
export type AnnualReturnEntity = (typeof ANNUAL_RETURN_ENTITIES)[number];

/** Latest annual turnover, the bands of the company annual-return fee [S81] (and the tax filing's). */
export const NIGERIA_TURNOVER_BANDS = [
  'upTo25m',
  'upTo100m',
  'upTo500m',
  'upTo1bn',
  'over1bn',
] as const;
export type NigeriaTurnoverBand = (typeof NIGERIA_TURNOVER_BANDS)[number];

/** The most years one order files: ten years unfiled is ground for striking off [S95]. */
export const MAX_ANNUAL_RETURN_YEARS = 10;

export type AnnualReturnsInput = {
  entity: AnnualReturnEntity;
  /** Companies: the latest annual turnover (the fee's band, and small-company status for the penalty). */
  turnoverBand?: NigeriaTurnoverBand;
  /** Date of registration or incorporation, YYYY-MM-DD. */
  registrationDate: string;
  /** How many years to file, counting back from the current year. */
  years: number;
  /** Today in Lagos, YYYY-MM-DD (see `lagosToday`). */
  today: string;
};

export type AnnualReturnYear = {
  year: number;
  dueDate: string;
  /** Minor units (kobo). */
  fee: number;
  feeSource: GovernmentFee;
  /** Days after the due date, up to today (0 when not late). */
  daysLate: number;
  /** Minor units; 0 when not late. */
  penalty: number;
  penaltySource: GovernmentFee;
};

export type AnnualReturnsError =
  | { code: 'invalidInput' }
  | { code: 'registrationInFuture' }
  /** The first return is due after this year: nothing can be filed yet. */
  | { code: 'nothingDueYet'; firstYear: number }
  /** More years than the entity has had returns: `max` is how many there are. */
  | { code: 'beforeRegistration'; firstYear: number; max: number };

export type AnnualReturnsResult =
  { ok: true; years: AnnualReturnYear[]; total: number } | { ok: false; error: AnnualReturnsError };

const DAY_MS = 86_400_000;

function parseDay(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? time
    : null;
}

function formatDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The calendar day in Lagos (UTC+1, no daylight saving), YYYY-MM-DD. */
export function lagosToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lagos',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** 18 months after a date (the last day of the month when the day does not exist: 31 Aug → 28/29 Feb). */
function plusEighteenMonths(time: number): number {
  const date = new Date(time);
  const month = date.getUTCMonth() + 18;
  const year = date.getUTCFullYear() + Math.floor(month / 12);
  const lastDay = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
  return Date.UTC(year, month % 12, Math.min(date.getUTCDate(), lastDay));
}

/** The year of an entity's first annual return. */
export function firstFilingYear(
  entity: AnnualReturnEntity,
  registrationDate: string,
): number | null {
  const registered = parseDay(registrationDate);
  if (registered === null) return null;
  return entity === 'company'
    ? new Date(plusEighteenMonths(registered)).getUTCFullYear()
    : new Date(registered).getUTCFullYear() + 1;
}

function dueDate(entity: AnnualReturnEntity, year: number, registered: number): number {
  if (entity === 'trustees') return Date.UTC(year, 11, 31);
  const june30 = Date.UTC(year, 5, 30);
  // A company's first return: 18 months after incorporation when that falls after 30 June.
  return entity === 'company' ? Math.max(june30, plusEighteenMonths(registered)) : june30;
}

/**
 * The due date (YYYY-MM-DD) of the entity's return for filing year `year` (rules above), or null
 * when a date is invalid or `year` is before the entity's first return. The one CAC due rule: the
 * order flow and the compliance calendar (lib/compliance) both read it.
 */
export function nigeriaAnnualReturnDueDate(
  entity: AnnualReturnEntity,
  registrationDate: string,
  year: number,
): string | null {
  const registered = parseDay(registrationDate);
  const first = firstFilingYear(entity, registrationDate);
  if (registered === null || first === null || !Number.isSafeInteger(year) || year < first)
    return null;
  return formatDay(dueDate(entity, year, registered));
}

/** A small company by turnover (CAMA 2020: at most ₦120m [S84]); the two lowest bands fit. */
export function isSmallCompanyBand(band: NigeriaTurnoverBand | undefined): boolean {
  return band === undefined || band === 'upTo25m' || band === 'upTo100m';
}

/** CAC's fee for one annual return: a company's by its turnover band (the lowest when unknown). */
export function nigeriaAnnualReturnFee(
  entity: AnnualReturnEntity,
  band: NigeriaTurnoverBand | undefined,
): GovernmentFee {
  const ng = governmentFees.nigeria;
  if (entity === 'businessName') return ng.businessNameAnnualReturn;
  if (entity === 'trustees') return ng.trusteesAnnualReturn;
  switch (band) {
    case 'upTo500m':
      return ng.companyAnnualReturnBand2;
    case 'upTo1bn':
      return ng.companyAnnualReturnBand3;
    case 'over1bn':
      return ng.companyAnnualReturnBand4;
    default:
      return ng.companyAnnualReturnBand1;
  }
}

function penaltyOf(
  entity: AnnualReturnEntity,
  band: NigeriaTurnoverBand | undefined,
  due: number,
  today: number,
) {
  const ng = governmentFees.nigeria;
  const daysLate = Math.max(0, Math.round((today - due) / DAY_MS));
  if (entity !== 'company') {
    const source = entity === 'businessName' ? ng.businessNameLatePerYear : ng.trusteesLatePerYear;
    return { daysLate, penalty: daysLate > 0 ? source.amount : 0, source };
  }
  const source = isSmallCompanyBand(band) ? ng.companyLatePerDaySmall : ng.companyLatePerDayOther;
  // Days of default count from the day after the due date, and not before daily penalties began.
  const countFrom = Math.max(due + DAY_MS, parseDay(NIGERIA_LATE_PENALTY_RULES.dailyFrom)!);
  const chargedDays = today >= countFrom ? Math.round((today - countFrom) / DAY_MS) + 1 : 0;
  return { daysLate, penalty: chargedDays * source.amount, source };
}

/** Every year to file with its fee and late penalty, or why the request cannot be priced. */
export function nigeriaAnnualReturns(input: AnnualReturnsInput): AnnualReturnsResult {
  const registered = parseDay(input.registrationDate);
  const today = parseDay(input.today);
  if (
    registered === null ||
    today === null ||
    !ANNUAL_RETURN_ENTITIES.includes(input.entity) ||
    !Number.isInteger(input.years) ||
    input.years < 1 ||
    input.years > MAX_ANNUAL_RETURN_YEARS
  )
    return { ok: false, error: { code: 'invalidInput' } };
  if (registered > today) return { ok: false, error: { code: 'registrationInFuture' } };

  const currentYear = new Date(today).getUTCFullYear();
  const firstYear = firstFilingYear(input.entity, input.registrationDate)!;
  if (firstYear > currentYear) return { ok: false, error: { code: 'nothingDueYet', firstYear } };
  const oldest = currentYear - input.years + 1;
  if (oldest < firstYear)
    return {
      ok: false,
      error: { code: 'beforeRegistration', firstYear, max: currentYear - firstYear + 1 },
    };

  const years: AnnualReturnYear[] = [];
  for (let year = oldest; year <= currentYear; year += 1) {
    const due = dueDate(input.entity, year, registered);
    const feeSource = nigeriaAnnualReturnFee(input.entity, input.turnoverBand);
    const { daysLate, penalty, source } = penaltyOf(input.entity, input.turnoverBand, due, today);
    years.push({
      year,
      dueDate: formatDay(due),
      fee: feeSource.amount,
      feeSource,
      daysLate,
      penalty,
      penaltySource: source,
    });
  }
  return { ok: true, years, total: years.reduce((sum, y) => sum + y.fee + y.penalty, 0) };
}
