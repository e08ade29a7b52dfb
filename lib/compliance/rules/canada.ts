/**
 * Canada: the federal annual return (Corporations Canada, CBCA) and Ontario's (Ontario Business
 * Registry, Corporations Information Act).
 * Sources (docs/sources.md), checked 2026-11-27:
 *   Federal: within 60 days after the anniversary of incorporation, with the information as of the
 *     anniversary; none for the year of incorporation. CBCR s.5 [S204]; Corporations Canada's policy
 *     on annual filings [S203]; [S205][S164]. Fee $12 online, UNCONFIRMED (government-fees.ts).
 *   Ontario, THE RULE CHOSEN: within six months after the end of the corporation's tax (financial)
 *     year, no fee. The sources conflict: one practitioner's guide of 2026 [S212] says "within 60
 *     days of the anniversary" (and itself asks readers to confirm it); against it stand the
 *     regulation under the Corporations Information Act (R.R.O. 1990 Reg. 182 as amended, "within six
 *     months of its financial year end" [S207]), the ministry's own Q&A [S206], and every other
 *     source of the OBR era, the same firm's answer page included [S208][S209][S210][S211]. The
 *     anniversary rule looks borrowed from the federal one. Still a conflict, so the instance is an
 *     `estimate` and the note says which rule we use. With no year end given, 31 December.
 *   T2 (every corporation, federal or Ontario): the return within six months after the end of the
 *     tax year, the last day of the sixth month for a year ending on a month's last day [S336]; the
 *     balance of tax two months after the year end, three for a CCPC that claims the small
 *     business deduction and stayed within its business limit the year before [S337]. The
 *     calendar knows neither, so it shows the earlier two-month date.
 */
import { governmentFees } from '@/lib/catalogue/government-fees';
import { addDays, addMonthsMonthEnd, anniversaryIn, yearOf, type IsoDate } from '../dates';
import type { ObligationInstance } from '../model';
import {
  financialYears,
  fixedFee,
  instance,
  NO_FEE,
  yearsThrough,
  type ResolvedProfile,
  type RuleSpec,
} from './shared';

const federalReturn: RuleSpec = {
  id: 'ca-annual-return',
  titleKey: 'caAnnualReturn',
  sources: ['S204', 'S203', 'S205', 'S164'],
  estimate: false,
  filer: { kind: 'flow', flow: 'canada-annual-return' },
  penalty: { key: 'caAnnualReturnLate' },
  fee: fixedFee(governmentFees.canada.federalAnnualReturn),
};

const ontarioReturn: RuleSpec = {
  id: 'on-annual-return',
  titleKey: 'onAnnualReturn',
  sources: ['S207', 'S206', 'S208', 'S209', 'S210', 'S211', 'S212'],
  estimate: true,
  filer: { kind: 'flow', flow: 'canada-annual-return' },
  penalty: { key: 'onAnnualReturnLate' },
  // "There is currently no fee for filing" [S206].
  fee: NO_FEE,
  noteKey: 'ontarioRuleChosen',
};

const t2Return: RuleSpec = {
  id: 'ca-t2-return',
  titleKey: 'caT2Return',
  sources: ['S336'],
  estimate: false,
  filer: { kind: 'flow', flow: 'canada-corporation-tax' },
  penalty: { key: 'caT2Late' },
  fee: NO_FEE,
};

const t2Balance: RuleSpec = {
  id: 'ca-t2-balance',
  titleKey: 'caT2Balance',
  sources: ['S337', 'S334'],
  estimate: true,
  filer: { kind: 'flow', flow: 'canada-corporation-tax' },
  penalty: { key: 'caT2BalanceLate' },
  fee: NO_FEE,
  noteKey: 'caT2BalanceCcpc',
};

/** Months after the tax year end within which a corporation files its T2 [S336]. */
export const T2_RETURN_MONTHS = 6;

/** A T2's due date: six months after the year end, month ends kept (31 December → 30 June) [S336]. */
export function t2ReturnDue(yearEnd: IsoDate): IsoDate {
  return addMonthsMonthEnd(yearEnd, T2_RETURN_MONTHS);
}

/**
 * The balance-due day: two months after the year end, three for a CCPC throughout the year that
 * claims the small business deduction and whose taxable income the year before stayed within its
 * business limit [S337].
 */
export function t2BalanceDue(yearEnd: IsoDate, smallCcpc: boolean): IsoDate {
  return addMonthsMonthEnd(yearEnd, smallCcpc ? 3 : 2);
}

/** Days after the anniversary within which a federal corporation files its annual return [S204][S203]. */
export const FEDERAL_ANNUAL_RETURN_DAYS = 60;
/** Months after the financial year end within which an Ontario corporation files (the rule chosen) [S207][S206]. */
export const ONTARIO_ANNUAL_RETURN_MONTHS = 6;

/**
 * A federal corporation's return for `year`: it is filed from the anniversary of incorporation in
 * that year (the information as of that day) to 60 days after it [S204][S203]. None is due for the
 * year of incorporation [S205]; a 29 February anniversary is 28 February in a common year.
 */
export function federalAnnualReturnWindow(
  formed: IsoDate,
  year: number,
): { opens: IsoDate; due: IsoDate } {
  const opens = anniversaryIn(formed, year);
  return { opens, due: addDays(opens, FEDERAL_ANNUAL_RETURN_DAYS) };
}

/** An Ontario corporation's return for the financial year ending `yearEnd`: six months after it [S207]. */
export function ontarioAnnualReturnDueDate(yearEnd: IsoDate): IsoDate {
  return addMonthsMonthEnd(yearEnd, ONTARIO_ANNUAL_RETURN_MONTHS);
}

export function canadaObligations(profile: ResolvedProfile): ObligationInstance[] {
  const years = financialYears(profile.formed, profile.yearEnd ?? '12-31', profile.until);
  // Every corporation's T2 and its balance of tax, for each tax year [S336][S337].
  const t2 = years.flatMap(({ start, end }) => [
    instance(t2Balance, profile, {
      period: { key: end, start, end },
      dueDate: t2BalanceDue(end, false),
    }),
    instance(t2Return, profile, { period: { key: end, start, end }, dueDate: t2ReturnDue(end) }),
  ]);
  if (profile.jurisdiction === 'ontario')
    return [
      ...years.map(({ start, end }) =>
        instance(ontarioReturn, profile, {
          period: { key: end, start, end },
          dueDate: ontarioAnnualReturnDueDate(end),
        }),
      ),
      ...t2,
    ];
  return [
    ...yearsThrough(yearOf(profile.formed) + 1, profile).map((year) => {
      const { opens, due } = federalAnnualReturnWindow(profile.formed, year);
      return instance(federalReturn, profile, {
        period: { key: String(year), end: opens },
        windowStart: opens,
        dueDate: due,
      });
    }),
    ...t2,
  ];
}
