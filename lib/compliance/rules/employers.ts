/**
 * Employers' obligations (issue 35, Hire-to-Payroll Launchpad): they apply to a company once it is
 * recorded as an employer (`ComplianceOptions.employer`, from the company record), from its first
 * payday. Sources (docs/sources.md), checked 2026-11-28:
 * Nigeria:
 *   PAYE deducted in a month is remitted to the state internal revenue service by the 10th of the
 *     next month [S432]; the employer's annual return (Form H1) of the year's emoluments and tax by
 *     31 January of the next year, PITA s.81(2) [S431]; ₦500,000 for a company filing it late
 *     [S436] (SECONDARY).
 * United Kingdom:
 *   PAYE and National Insurance for a tax month (6th to 5th) are paid to HMRC by the 22nd after it
 *     ends (the 19th by post) [S440]; each employee employed at the end of the tax year (5 April)
 *     gets a P60 by 31 May [S441]; the declaration of compliance reaches The Pensions Regulator
 *     within five calendar months of the duties start date [S442].
 * Ghana:
 *   SSNIT contributions for a month by the 14th of the next month [S450]; PAYE remitted to the GRA
 *     by the 15th of the next month [S451].
 * South Africa:
 *   The EMP201 (PAYE, UIF, SDL) for a month is filed and paid by the 7th of the next month; the
 *     annual EMP501 reconciliation for the tax year (1 March to the end of February) by 31 May
 *     [S455].
 */
import { addMonths, lastDayOfMonth, yearOf, type IsoDate } from '../dates';
import type { ObligationInstance } from '../model';
import { instance, money, NO_FEE, type ResolvedProfile, type RuleSpec } from './shared';

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (date: IsoDate) => Number(date.slice(5, 7));

/** Nigeria: the PAYE of a month paid on `payday` is remitted by the 10th of the next month [S432]. */
export function nigeriaPayeRemittanceDueDate(payday: IsoDate): IsoDate {
  return `${addMonths(`${payday.slice(0, 7)}-01`, 1).slice(0, 7)}-10`;
}

/** Nigeria: the annual PAYE return (Form H1) for `year` is due on 31 January after it [S431]. */
export function nigeriaAnnualPayeReturnDueDate(year: number): IsoDate {
  return `${year + 1}-01-31`;
}

/**
 * UK: the last day of the tax month (6th to 5th) a payday falls in: 5 May for a payday from 6 April
 * to 5 May [S440].
 */
export function ukTaxMonthEnd(payday: IsoDate): IsoDate {
  const day = Number(payday.slice(8, 10));
  const fifth = `${payday.slice(0, 7)}-05`;
  return day <= 5 ? fifth : addMonths(fifth, 1);
}

/** UK: PAYE for the tax month of `payday` is paid by the 22nd after that month ends [S440]. */
export function ukPayePaymentDueDate(payday: IsoDate): IsoDate {
  return `${ukTaxMonthEnd(payday).slice(0, 7)}-22`;
}

/** UK: the tax year (6 April to 5 April) a payday falls in, named by its first year (2026 for 2026-27). */
export function ukTaxYearOf(payday: IsoDate): number {
  const year = yearOf(payday);
  return payday.slice(5) >= '04-06' ? year : year - 1;
}

/** UK: the P60s for the tax year starting 6 April `taxYear` are given by 31 May after it ends [S441]. */
export function ukP60DueDate(taxYear: number): IsoDate {
  return `${taxYear + 1}-05-31`;
}

/** UK: the declaration of compliance is due five calendar months after the duties start date [S442]. */
export function pensionDeclarationDueDate(dutiesStart: IsoDate): IsoDate {
  return addMonths(dutiesStart, 5);
}

/** The `day`th of the month after the one `date` falls in: the monthly remittances' due dates. */
export function dayOfNextMonth(date: IsoDate, day: number): IsoDate {
  return `${addMonths(`${date.slice(0, 7)}-01`, 1).slice(0, 7)}-${pad(day)}`;
}

/** Ghana: SSNIT by the 14th [S450], PAYE by the 15th [S451] of the month after the payday's. */
export const GHANA_SSNIT_DAY = 14;
export const GHANA_PAYE_DAY = 15;
/** South Africa: the EMP201 by the 7th of the month after the payday's [S455]. */
export const SOUTH_AFRICA_EMP201_DAY = 7;

/** South Africa: the tax year (1 March to the end of February) of a payday, named by the year it ends. */
export function southAfricaTaxYearOf(payday: IsoDate): number {
  const year = yearOf(payday);
  return payday.slice(5) >= '03-01' ? year + 1 : year;
}

/** South Africa: the annual EMP501 for the tax year ending in February `year` is due 31 May [S455]. */
export function southAfricaEmp501DueDate(year: number): IsoDate {
  return `${year}-05-31`;
}

const ngn = (naira: number) => money(naira * 100, 'NGN');

const ngPayeRemittance: RuleSpec = {
  id: 'ng-paye-remittance',
  titleKey: 'ngPayeRemittance',
  sources: ['S432'],
  estimate: false,
  filer: null,
  penalty: { key: 'ngPayeRemittanceLate' },
  fee: { kind: 'formula', formula: 'payeDeducted', currency: 'NGN' },
};

const ngAnnualPayeReturn: RuleSpec = {
  id: 'ng-paye-annual-return',
  titleKey: 'ngPayeAnnualReturn',
  sources: ['S431', 'S436'],
  estimate: false,
  filer: null,
  penalty: { key: 'ngPayeAnnualReturnLate', values: { penalty: ngn(500_000) } },
  fee: NO_FEE,
};

const ukPayePayment: RuleSpec = {
  id: 'uk-paye-payment',
  titleKey: 'ukPayePayment',
  sources: ['S440'],
  estimate: false,
  filer: null,
  penalty: { key: 'ukPayePaymentLate' },
  fee: { kind: 'formula', formula: 'payeDeducted', currency: 'GBP' },
};

const ukP60: RuleSpec = {
  id: 'uk-p60',
  titleKey: 'ukP60',
  sources: ['S441'],
  estimate: false,
  filer: null,
  penalty: { key: 'ukP60Late' },
  fee: NO_FEE,
};

const ukPensionDeclaration: RuleSpec = {
  id: 'uk-pension-declaration',
  titleKey: 'ukPensionDeclaration',
  sources: ['S442'],
  estimate: false,
  filer: null,
  penalty: { key: 'ukPensionDeclarationLate' },
  fee: NO_FEE,
};

const ghPayeRemittance: RuleSpec = {
  id: 'gh-paye-remittance',
  titleKey: 'ghPayeRemittance',
  sources: ['S451'],
  estimate: false,
  filer: null,
  penalty: { key: 'ghPayeRemittanceLate' },
  fee: { kind: 'formula', formula: 'payeDeducted', currency: 'GHS' },
};

const ghSsnit: RuleSpec = {
  id: 'gh-ssnit-contribution',
  titleKey: 'ghSsnitContribution',
  sources: ['S450'],
  estimate: false,
  filer: null,
  penalty: { key: 'ghSsnitLate' },
  fee: { kind: 'formula', formula: 'payeDeducted', currency: 'GHS' },
};

const zaEmp201: RuleSpec = {
  id: 'za-emp201',
  titleKey: 'zaEmp201',
  sources: ['S455'],
  estimate: false,
  filer: null,
  penalty: { key: 'zaEmp201Late' },
  fee: { kind: 'formula', formula: 'payeDeducted', currency: 'ZAR' },
};

const zaEmp501: RuleSpec = {
  id: 'za-emp501',
  titleKey: 'zaEmp501',
  sources: ['S455'],
  estimate: false,
  filer: null,
  penalty: { key: 'zaEmp501Late' },
  fee: NO_FEE,
};

/** The first day of each month from `since`'s month to `until`'s, not before January of `fromYear`. */
function monthsThrough(since: IsoDate, until: IsoDate, fromYear: number): IsoDate[] {
  const floor = `${fromYear}-01-01`;
  let month = `${(since > floor ? since : floor).slice(0, 7)}-01`;
  const months: IsoDate[] = [];
  while (month <= until) {
    months.push(month);
    month = addMonths(month, 1);
  }
  return months;
}

/** The month of `first` as a period: its key (`2026-03`), first and last days. */
function monthPeriod(first: IsoDate) {
  const year = yearOf(first);
  const month = monthOf(first);
  return {
    key: first.slice(0, 7),
    start: first,
    end: `${first.slice(0, 8)}${pad(lastDayOfMonth(year, month))}`,
  };
}

/** A Nigerian employer's monthly PAYE remittances and yearly Form H1, from its first payday. */
export function nigeriaEmployerObligations(profile: ResolvedProfile): ObligationInstance[] {
  const since = profile.options.employer?.since;
  if (!since) return [];
  const out: ObligationInstance[] = [];
  for (const month of monthsThrough(since, profile.until, profile.since))
    out.push(
      instance(ngPayeRemittance, profile, {
        period: monthPeriod(month),
        dueDate: nigeriaPayeRemittanceDueDate(month),
      }),
    );
  for (let year = Math.max(yearOf(since), profile.since); year <= yearOf(profile.until); year += 1)
    out.push(
      instance(ngAnnualPayeReturn, profile, {
        period: { key: String(year), start: `${year}-01-01`, end: `${year}-12-31` },
        dueDate: nigeriaAnnualPayeReturnDueDate(year),
      }),
    );
  return out;
}

/**
 * A UK employer's monthly PAYE payments (one per tax month from the first payday's), its P60s for
 * each tax year from the first payday's, and its pension declaration after the duties start date.
 */
export function ukEmployerObligations(profile: ResolvedProfile): ObligationInstance[] {
  const employer = profile.options.employer;
  if (!employer) return [];
  const out: ObligationInstance[] = [];
  const firstEnd = ukTaxMonthEnd(employer.since);
  const floor = `${profile.since}-01-05`;
  for (
    let end = firstEnd < floor ? floor : firstEnd;
    end <= addMonths(profile.until, 1);
    end = addMonths(end, 1)
  ) {
    const start = addMonths(end, -1).slice(0, 8) + '06';
    out.push(
      instance(ukPayePayment, profile, {
        period: { key: end.slice(0, 7), start, end },
        dueDate: `${end.slice(0, 7)}-22`,
      }),
    );
  }
  for (
    let year = Math.max(ukTaxYearOf(employer.since), profile.since);
    year <= yearOf(profile.until);
    year += 1
  )
    out.push(
      instance(ukP60, profile, {
        period: { key: String(year), start: `${year}-04-06`, end: `${year + 1}-04-05` },
        dueDate: ukP60DueDate(year),
      }),
    );
  const dutiesStart = employer.dutiesStart;
  if (dutiesStart)
    out.push(
      instance(ukPensionDeclaration, profile, {
        period: { key: dutiesStart, start: dutiesStart },
        dueDate: pensionDeclarationDueDate(dutiesStart),
      }),
    );
  return out;
}

/** A Ghanaian employer's monthly SSNIT contributions and PAYE remittances, from its first payday. */
export function ghanaEmployerObligations(profile: ResolvedProfile): ObligationInstance[] {
  const since = profile.options.employer?.since;
  if (!since) return [];
  return monthsThrough(since, profile.until, profile.since).flatMap((month) => [
    instance(ghSsnit, profile, {
      period: monthPeriod(month),
      dueDate: dayOfNextMonth(month, GHANA_SSNIT_DAY),
    }),
    instance(ghPayeRemittance, profile, {
      period: monthPeriod(month),
      dueDate: dayOfNextMonth(month, GHANA_PAYE_DAY),
    }),
  ]);
}

/** A South African employer's monthly EMP201 and annual EMP501, from its first payday. */
export function southAfricaEmployerObligations(profile: ResolvedProfile): ObligationInstance[] {
  const since = profile.options.employer?.since;
  if (!since) return [];
  const out = monthsThrough(since, profile.until, profile.since).map((month) =>
    instance(zaEmp201, profile, {
      period: monthPeriod(month),
      dueDate: dayOfNextMonth(month, SOUTH_AFRICA_EMP201_DAY),
    }),
  );
  for (
    let year = Math.max(southAfricaTaxYearOf(since), profile.since);
    year <= yearOf(profile.until) + 1;
    year += 1
  )
    out.push(
      instance(zaEmp501, profile, {
        period: {
          key: String(year),
          start: `${year - 1}-03-01`,
          end: `${year}-02-${pad(lastDayOfMonth(year, 2))}`,
        },
        dueDate: southAfricaEmp501DueDate(year),
      }),
    );
  return out;
}
