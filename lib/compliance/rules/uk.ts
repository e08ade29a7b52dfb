/**
 * United Kingdom, private company limited by shares (Companies House and HMRC).
 * Sources (docs/sources.md), checked 2026-11-27:
 *   Confirmation statement: within 14 days after the end of each review period, the first review
 *     period being the 12 months beginning with the day of incorporation, each later one the 12
 *     months beginning the day after the previous one ends, CA 2006 s.853A, s.853L [S193][S194];
 *     £50 online from 1 Feb 2026 [S74]. A company incorporated on 10 March 2026 has a review period
 *     ending 9 March 2027 and files by 23 March 2027. (The notes' `inc + 12 months + 14 days` is one
 *     day late: the review period ends the day before the anniversary.)
 *   Accounts: the accounting reference date is the last day of the month of the incorporation
 *     anniversary; the first period runs from incorporation, more than 6 and at most 18 months
 *     (s.391 [S197]); a private company files 9 months after the period ends, or, for a first
 *     period longer than 12 months, the later of 9 months from the first anniversary (21 months
 *     after incorporation) and 3 months after the period ends (s.442 [S195]); a period counted from
 *     a month's last day ends on the last day of the target month (s.443 [S196]). Late filing
 *     penalties £150 / £375 / £750 / £1,500, doubled when late two years running [S198][S199].
 *   Corporation tax: paid 9 months and 1 day after the end of the accounting period [S200]; the
 *     return (CT600) 12 months after the end of the period of account [S202]; an accounting period
 *     lasts at most 12 months, so a first period of account longer than that makes two [S201].
 *     We assume the company is within the charge from incorporation (note `ukCorporationTaxPeriods`).
 */
import { governmentFees } from '@/lib/catalogue/government-fees';
import {
  addDays,
  addMonths,
  addMonthsMonthEnd,
  anniversaryIn,
  lastDayOfMonth,
  monthDayIn,
  nextMonthDay,
  yearOf,
  type IsoDate,
  type MonthDay,
} from '../dates';
import type { ObligationInstance } from '../model';
import { fixedFee, instance, money, NO_FEE, type ResolvedProfile, type RuleSpec } from './shared';

const gbp = (pounds: number) => money(pounds * 100, 'GBP');

const confirmationStatement: RuleSpec = {
  id: 'uk-confirmation-statement',
  titleKey: 'ukConfirmationStatement',
  sources: ['S193', 'S194', 'S74'],
  estimate: false,
  // Filed through its order (issue 33), prefilled from the company (the definition's `prefill`).
  filer: { kind: 'flow', flow: 'uk-confirmation-statement' },
  penalty: { key: 'ukConfirmationStatementLate' },
  fee: fixedFee(governmentFees.uk.confirmationStatement),
};

const accounts: RuleSpec = {
  id: 'uk-annual-accounts',
  titleKey: 'ukAnnualAccounts',
  sources: ['S195', 'S196', 'S197', 'S198', 'S199'],
  estimate: false,
  filer: { kind: 'service', jurisdiction: 'uk', service: 'taxFiling' },
  // The Companies (Late Filing Penalties) Regulations, private company [S198]; doubled [S199].
  penalty: {
    key: 'ukAccountsLate',
    values: { month: gbp(150), threeMonths: gbp(375), sixMonths: gbp(750), later: gbp(1_500) },
  },
  fee: NO_FEE,
};

const taxPayment: RuleSpec = {
  id: 'uk-corporation-tax-payment',
  titleKey: 'ukCorporationTaxPayment',
  sources: ['S200', 'S202'],
  estimate: false,
  // Filed and paid through its order (issue 33), prefilled from the company.
  filer: { kind: 'flow', flow: 'uk-corporation-tax' },
  penalty: { key: 'ukCorporationTaxPaymentLate' },
  fee: { kind: 'formula', formula: 'ukCorporationTax', currency: 'GBP' },
  noteKey: 'ukCorporationTaxPeriods',
};

const taxReturn: RuleSpec = {
  id: 'uk-corporation-tax-return',
  titleKey: 'ukCorporationTaxReturn',
  sources: ['S202', 'S201'],
  estimate: false,
  filer: { kind: 'flow', flow: 'uk-corporation-tax' },
  // HMRC: £100 at once, £100 more at 3 months, then 10 % of the unpaid tax at 6 and 12 months
  // (obligations note §1, general knowledge, UNCONFIRMED amounts in a penalty text only).
  penalty: { key: 'ukCorporationTaxReturnLate', values: { penalty: gbp(100) } },
  fee: NO_FEE,
  noteKey: 'ukCorporationTaxPeriods',
};

/** 12 months after a day, 29 February counting to 1 March (a period "of 12 months beginning with" it). */
function yearLater(date: IsoDate): IsoDate {
  const year = yearOf(date) + 1;
  return date.slice(5) === '02-29' && lastDayOfMonth(year, 2) === 28
    ? `${year}-03-01`
    : `${year}${date.slice(4)}`;
}

/**
 * A confirmation statement's due date: the last of the 14 days after its review period ends
 * (CA 2006 s.853A(1) [S193][S194]). A review period ending 9 March 2027 is due 23 March 2027.
 */
export function confirmationStatementDueDate(reviewPeriodEnd: IsoDate): IsoDate {
  return addDays(reviewPeriodEnd, 14);
}

/** The review periods' last days, from incorporation, while they start on or before `until`. */
export function reviewPeriodEnds(formed: IsoDate, until: IsoDate): IsoDate[] {
  const ends: IsoDate[] = [];
  for (let start = formed; start <= until;) {
    const end = addDays(yearLater(start), -1);
    ends.push(end);
    start = addDays(end, 1);
  }
  return ends;
}

/**
 * The accounting reference date as `MM-DD`: the one given, else the last day of the month in which
 * the incorporation anniversary falls (s.391(4) [S197]; '02-28' stands for February's last day).
 */
export function ukAccountingReferenceDate(formed: IsoDate, given: MonthDay | null): MonthDay {
  if (given) return given;
  const month = formed.slice(5, 7);
  return month === '02' ? '02-28' : `${month}-${lastDayOfMonth(2025, Number(month))}`;
}

/** The accounting reference periods (financial years), while they start on or before `until`. */
export function accountingReferencePeriods(
  formed: IsoDate,
  ard: MonthDay,
  until: IsoDate,
): { start: IsoDate; end: IsoDate }[] {
  // The first ends on the first reference date more than six months after incorporation (s.391(5)).
  let end = nextMonthDay(ard, addMonths(formed, 6));
  const periods: { start: IsoDate; end: IsoDate }[] = [];
  for (let start = formed; start <= until;) {
    periods.push({ start, end });
    start = addDays(end, 1);
    end = monthDayIn(ard, yearOf(end) + 1);
  }
  return periods;
}

/** The accounts' filing deadline for a reference period (s.442, s.443). */
export function accountsDeadline(
  formed: IsoDate,
  period: { start: IsoDate; end: IsoDate },
): IsoDate {
  const nineMonths = addMonthsMonthEnd(period.end, 9);
  const first = period.start === formed;
  // A first period "of more than twelve months" ends on or after the incorporation anniversary.
  if (!first || period.end < addMonths(formed, 12)) return nineMonths;
  const fromAnniversary = addMonthsMonthEnd(anniversaryIn(formed, yearOf(formed) + 1), 9);
  const threeMonths = addMonthsMonthEnd(period.end, 3);
  return fromAnniversary > threeMonths ? fromAnniversary : threeMonths;
}

/** A period of account cut into corporation-tax accounting periods of at most 12 months. */
export function corporationTaxPeriods(period: { start: IsoDate; end: IsoDate }) {
  const periods: { start: IsoDate; end: IsoDate }[] = [];
  for (let start = period.start; start <= period.end;) {
    const twelveMonths = addDays(yearLater(start), -1);
    const end = twelveMonths < period.end ? twelveMonths : period.end;
    periods.push({ start, end });
    start = addDays(end, 1);
  }
  return periods;
}

/** Corporation tax of an accounting period is due 9 months and 1 day after it ends [S200][S202]. */
export function corporationTaxPaymentDue(accountingPeriodEnd: IsoDate): IsoDate {
  return addDays(addMonthsMonthEnd(accountingPeriodEnd, 9), 1);
}

/** The CT600 of each accounting period: 12 months after the period of account ends [S202]. */
export function corporationTaxReturnDue(periodOfAccountEnd: IsoDate): IsoDate {
  return addMonths(periodOfAccountEnd, 12);
}

export function ukObligations(profile: ResolvedProfile): ObligationInstance[] {
  const out: ObligationInstance[] = [];
  for (const end of reviewPeriodEnds(profile.formed, profile.until))
    out.push(
      instance(confirmationStatement, profile, {
        period: { key: end, end },
        dueDate: confirmationStatementDueDate(end),
      }),
    );

  const ard = ukAccountingReferenceDate(profile.formed, profile.yearEnd);
  for (const period of accountingReferencePeriods(profile.formed, ard, profile.until)) {
    out.push(
      instance(accounts, profile, {
        period: { key: period.end, ...period },
        dueDate: accountsDeadline(profile.formed, period),
      }),
    );
    const returnDue = corporationTaxReturnDue(period.end);
    for (const ap of corporationTaxPeriods(period)) {
      const periodFields = { key: ap.end, ...ap };
      out.push(
        instance(taxPayment, profile, {
          period: periodFields,
          dueDate: corporationTaxPaymentDue(ap.end),
        }),
        instance(taxReturn, profile, { period: periodFields, dueDate: returnDue }),
      );
    }
  }
  return out;
}
