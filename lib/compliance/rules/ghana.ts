/**
 * Ghana (Office of the Registrar of Companies): the company's annual return with its financial
 * statements. Sources (docs/sources.md), checked 2026-11-27:
 *   Act 992 s.126(1): the first return within 18 months of incorporation, then at least once a year
 *     [S213][S214][S216]; the Act counts 36 days from sending the financial statements to members
 *     [S216], which ORC turns into one date: 30 April for a 31 December year end (notice for 2026
 *     [S213]; 2020 [S215]). In 2025 ORC gave 30 June instead [S214]. We take 30 April, the newest
 *     and earlier date, and for other year ends the same four months after the year end (our
 *     generalisation): an `estimate`. With no year end given, 31 December.
 *   Fee GH¢90 [S127]; late: 25 penalty units a day on the company and each officer in default, GH¢300
 *     at GH¢12 a unit [S126]; ORC's arrears fines GH¢1,000 (1-4 years) or GH¢2,000 (5 or more) [S213].
 * Ghana Revenue Authority: the company's return of income (corporate income tax), checked 2026-11-28:
 *   due not later than four months after the end of the basis period (the company's accounting
 *   year): 30 April for a 31 December year end (GRA notices [S346][S347], Act 896 and Act 915);
 *   late: GH¢500 and GH¢10 for each further day [S346]. Tax at 25% standard [S340]
 *   (lib/tax/ghana-corporate-income-tax.ts).
 */
import { governmentFees } from '@/lib/catalogue/government-fees';
import { addMonths, addMonthsMonthEnd, type IsoDate } from '../dates';
import type { ObligationInstance } from '../model';
import {
  financialYears,
  fixedFee,
  instance,
  money,
  type ResolvedProfile,
  type RuleSpec,
} from './shared';

const ghs = (cedis: number) => money(cedis * 100, 'GHS');

const annualReturn: RuleSpec = {
  id: 'gh-annual-return',
  titleKey: 'ghAnnualReturn',
  sources: ['S213', 'S214', 'S215', 'S216', 'S126', 'S127'],
  estimate: true,
  filer: { kind: 'flow', flow: 'ghana-annual-returns' },
  penalty: {
    key: 'ghLate',
    values: { perDay: ghs(300), arrears: ghs(1_000), longArrears: ghs(2_000) },
  },
  fee: fixedFee(governmentFees.ghana.companyAnnualReturn),
  noteKey: 'ghDueDate',
};

/** Months from the end of the basis period to the GRA return's due date [S346][S347]. */
export const GHANA_TAX_RETURN_MONTHS = 4;

/** The GRA return's due date for a basis period ending `end` (30 April 2026 for 31 December 2025). */
export function ghanaTaxReturnDueDate(end: IsoDate): IsoDate {
  return addMonthsMonthEnd(end, GHANA_TAX_RETURN_MONTHS);
}

const taxReturn: RuleSpec = {
  id: 'gh-corporate-income-tax-return',
  titleKey: 'ghCorporateIncomeTaxReturn',
  sources: ['S346', 'S347', 'S340'],
  estimate: false,
  filer: { kind: 'flow', flow: 'ghana-tax-filing' },
  penalty: { key: 'ghTaxReturnLate', values: { penalty: ghs(500), perDay: ghs(10) } },
  fee: { kind: 'formula', formula: 'ghanaCorporateIncomeTax', currency: 'GHS' },
};

export function ghanaObligations(profile: ResolvedProfile): ObligationInstance[] {
  const first: IsoDate = addMonths(profile.formed, 18);
  const out: ObligationInstance[] = [
    instance(annualReturn, profile, {
      period: { key: 'first', start: profile.formed },
      dueDate: first,
    }),
  ];
  // Each basis period (financial year, the first a short one from formation) has its GRA return;
  // later annual returns fall four months after each year end, once the first return's date has passed.
  for (const { start, end } of financialYears(
    profile.formed,
    profile.yearEnd ?? '12-31',
    profile.until,
  )) {
    const period = { key: end, start, end };
    out.push(instance(taxReturn, profile, { period, dueDate: ghanaTaxReturnDueDate(end) }));
    const due = addMonthsMonthEnd(end, 4);
    if (due > first) out.push(instance(annualReturn, profile, { period, dueDate: due }));
  }
  return out;
}
