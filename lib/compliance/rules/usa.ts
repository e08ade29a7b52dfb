/**
 * USA: the state filings of Delaware, Wyoming and Texas, and the federal returns (IRS).
 * Sources (docs/sources.md), checked 2026-11-27:
 *   Delaware corporation: annual report and franchise tax for a calendar year by 1 March after it,
 *     estimates 40 % 1 June, 20 % 1 September, 20 % 1 December when the tax is $5,000 or more,
 *     8 Del. C. §§502-504 [S-del504]; $50 report, $200 penalty + 1.5 % a month [S16][S2] (lib/tax);
 *   Delaware LLC: $300 by 1 June after the year [S16][S13] (lib/tax);
 *   Delaware income tax (Form 1100), 15th day of the 4th month [S15][S-legalclaritydue];
 *   Wyoming: first day of the anniversary month, every year after formation [S20][S22][S-wy-compliance] (lib/tax);
 *   Texas: 15 May from the year after formation, the next business day when a weekend [S30][S31]
 *     [S-regfollower][S-allenlaw] (lib/tax); $50 a late report [S-regfollower];
 *   IRS: Form 1120 by the 15th day of the 4th month after the year end (3rd month for a June year
 *     end) [S222][S223]; Form 1065 the 3rd month [S-taxact][S223]; Form 5472 with a pro forma 1120 for
 *     a foreign-owned single-member LLC, same date, $25,000 a form [S40][S41][S42]; estimates on the
 *     15th of months 4, 6, 9 and 12 [S224]; a date on a Saturday, Sunday or legal holiday of the
 *     District of Columbia moves to the next such day, IRC §7503 [S220][S221].
 * Not here: FinCEN BOI (US-formed companies exempt since 2025-03-26 [S43]).
 */
import { governmentFees } from '@/lib/catalogue/government-fees';
import {
  DE_ANNUAL_REPORT_FEE_CENTS,
  DE_AS_MINIMUM_CENTS,
  DE_INSTALMENT_THRESHOLD_CENTS,
  DE_LATE_PENALTY_CENTS,
  delawareAlternativeEntityTax,
  delawareAnnualReportDueDate,
  franchiseTaxInstalments,
} from '@/lib/tax/delaware-franchise-tax';
import { TX_MINIMUM_TAX_DUE_CENTS, texasFranchiseTaxDueDate } from '@/lib/tax/texas-franchise-tax';
import {
  WY_MINIMUM_LICENSE_TAX_CENTS,
  wyomingAnnualReportDueDate,
  wyomingLicenseTax,
} from '@/lib/tax/wyoming-annual-report';
import {
  fifteenthOfMonthAfter,
  nextBusinessDay,
  yearOf,
  type BusinessCalendar,
  type IsoDate,
} from '../dates';
import type { FeeDescriptor, ObligationInstance, UsTaxClassification } from '../model';
import {
  financialYears,
  fixedFee,
  instance,
  money,
  NO_FEE,
  yearsThrough,
  type ResolvedProfile,
  type RuleSpec,
} from './shared';

/**
 * DC Emancipation Day (16 April) as the District observes it: on the Friday before when the 16th is
 * a Saturday, the Monday after when a Sunday (D.C. Code §1-612.02). date-holidays 3.37 has the 16th
 * only, so 15 April 2016, observed, moved that year's returns to 18 April [S221], which it misses.
 */
export function isEmancipationDayObserved(date: IsoDate): boolean {
  if (date.slice(5, 7) !== '04') return false;
  const sixteenth = `${date.slice(0, 4)}-04-16`;
  const weekday = new Date(`${sixteenth}T12:00:00Z`).getUTCDay();
  const observed =
    weekday === 6
      ? `${date.slice(0, 4)}-04-15`
      : weekday === 0
        ? `${date.slice(0, 4)}-04-17`
        : sixteenth;
  return date === observed;
}

/** IRC §7503: weekends and the District of Columbia's legal holidays [S220]. */
const IRS_CALENDAR: BusinessCalendar = {
  country: 'US',
  region: 'DC',
  closed: isEmancipationDayObserved,
};

/** Form 5472: $25,000 a form and a year [S40][S41]. */
const FORM_5472_PENALTY_CENTS = 25_000_00;
/** Texas: $50 for each report filed late [S-regfollower]. */
const TX_LATE_REPORT_PENALTY_CENTS = 50_00;

const usd = (cents: number) => money(cents, 'USD');

/** An LLC's federal classification: as elected, else disregarded with one member, a partnership with more. */
export function llcClassification(profile: ResolvedProfile): UsTaxClassification {
  const { llcTaxClassification, llcMembers } = profile.options;
  return llcTaxClassification ?? ((llcMembers ?? 1) > 1 ? 'partnership' : 'disregarded');
}

// --- Delaware ---------------------------------------------------------------------------------

const deAnnualReport: RuleSpec = {
  id: 'de-annual-report',
  titleKey: 'deAnnualReport',
  sources: ['S-del504', 'S16', 'S2'],
  estimate: false,
  filer: { kind: 'flow', flow: 'delaware-annual-report' },
  penalty: { key: 'deAnnualReportLate', values: { penalty: usd(DE_LATE_PENALTY_CENTS) } },
  // The $50 report and the franchise tax, at least $175 (Authorized Shares Method) [S2].
  fee: {
    kind: 'formula',
    formula: 'delawareFranchiseTax',
    currency: 'USD',
    minimum: usd(DE_ANNUAL_REPORT_FEE_CENTS + DE_AS_MINIMUM_CENTS),
    values: { reportFee: usd(DE_ANNUAL_REPORT_FEE_CENTS) },
  },
};

const deEstimate: RuleSpec = {
  id: 'de-franchise-tax-estimate',
  titleKey: 'deFranchiseTaxEstimate',
  sources: ['S-del504'],
  estimate: false,
  filer: { kind: 'service', jurisdiction: 'delaware', service: 'usStateFilings' },
  penalty: { key: 'deEstimateLate' },
  fee: NO_FEE,
};

function delawareCorporation(profile: ResolvedProfile): ObligationInstance[] {
  const out: ObligationInstance[] = [];
  const tax = profile.options.delawareFranchiseTaxCents;
  const firstYear = yearOf(profile.formed);
  for (const year of yearsThrough(firstYear, profile)) {
    const fee: FeeDescriptor =
      tax === undefined
        ? deAnnualReport.fee
        : {
            kind: 'amount',
            money: usd(tax + DE_ANNUAL_REPORT_FEE_CENTS),
            confidence: 'official',
            computed: true,
          };
    out.push(
      instance(deAnnualReport, profile, {
        period: {
          key: String(year),
          start: year === firstYear ? profile.formed : `${year}-01-01`,
          end: `${year}-12-31`,
        },
        dueDate: delawareAnnualReportDueDate(year),
        fee,
        ...(tax !== undefined && tax >= DE_INSTALMENT_THRESHOLD_CENTS
          ? { noteKey: 'deBalanceAfterEstimates' as const }
          : {}),
      }),
    );
    // Estimates rest on the tax of a year already reported (§504(e)): none in the formation year.
    if (tax === undefined || year === firstYear) continue;
    const instalments = franchiseTaxInstalments(tax, year) ?? [];
    instalments.slice(0, 3).forEach((instalment, index) =>
      out.push(
        instance(deEstimate, profile, {
          period: { key: `${year}-${index + 1}`, start: `${year}-01-01`, end: `${year}-12-31` },
          dueDate: instalment.dueDate,
          fee: {
            kind: 'amount',
            money: usd(instalment.amountCents),
            confidence: 'official',
            computed: true,
          },
        }),
      ),
    );
  }
  return out;
}

const deLlcTax: RuleSpec = {
  id: 'de-llc-tax',
  titleKey: 'deLlcTax',
  sources: ['S16', 'S13'],
  estimate: false,
  filer: { kind: 'flow', flow: 'delaware-llc-tax' },
  penalty: { key: 'deLlcTaxLate', values: { penalty: usd(DE_LATE_PENALTY_CENTS) } },
  fee: fixedFee(governmentFees.delaware.llcAnnualTax),
};

function delawareLlc(profile: ResolvedProfile): ObligationInstance[] {
  const firstYear = yearOf(profile.formed);
  return yearsThrough(firstYear, profile).map((year) =>
    instance(deLlcTax, profile, {
      period: {
        key: String(year),
        start: year === firstYear ? profile.formed : `${year}-01-01`,
        end: `${year}-12-31`,
      },
      dueDate: delawareAlternativeEntityTax('llc', year).dueDate,
    }),
  );
}

const deIncomeTax: RuleSpec = {
  id: 'de-income-tax-return',
  titleKey: 'deIncomeTaxReturn',
  sources: ['S15', 'S-legalclaritydue'],
  estimate: false,
  filer: { kind: 'flow', flow: 'delaware-income-tax' },
  penalty: { key: 'deIncomeTaxLate' },
  fee: { kind: 'formula', formula: 'delawareIncomeTax', currency: 'USD' },
};

/** Form 1100 of a corporation doing business in Delaware: not moved for weekends (none stated). */
function delawareIncomeTax(profile: ResolvedProfile, yearEnd: string): ObligationInstance[] {
  return financialYears(profile.formed, yearEnd, profile.until).map(({ start, end }) =>
    instance(deIncomeTax, profile, {
      period: { key: end, start, end },
      dueDate: fifteenthOfMonthAfter(end, 4),
    }),
  );
}

// --- Wyoming ----------------------------------------------------------------------------------

const wyAnnualReport: RuleSpec = {
  id: 'wy-annual-report',
  titleKey: 'wyAnnualReport',
  sources: ['S20', 'S21', 'S22', 'S-wy-compliance'],
  estimate: false,
  filer: { kind: 'flow', flow: 'wyoming-annual-report' },
  penalty: { key: 'wyLate' },
  fee: {
    kind: 'formula',
    formula: 'wyomingLicenseTax',
    currency: 'USD',
    minimum: usd(WY_MINIMUM_LICENSE_TAX_CENTS),
  },
};

function wyoming(profile: ResolvedProfile): ObligationInstance[] {
  const assets = profile.options.wyomingAssetsCents;
  const tax = assets === undefined ? null : wyomingLicenseTax(assets);
  const fee: FeeDescriptor =
    tax?.ok === true
      ? {
          kind: 'amount',
          money: usd(tax.result.taxCents),
          confidence: 'official',
          computed: true,
        }
      : wyAnnualReport.fee;
  const out: ObligationInstance[] = [];
  for (const year of yearsThrough(yearOf(profile.formed) + 1, profile)) {
    const due = wyomingAnnualReportDueDate(profile.formed, year);
    if (!due.ok) continue;
    out.push(
      instance(wyAnnualReport, profile, {
        period: { key: String(year) },
        dueDate: due.dueDate,
        fee,
        ...(tax?.ok && tax.result.fileByMail ? { noteKey: 'wyFileByMail' as const } : {}),
      }),
    );
  }
  return out;
}

// --- Texas ------------------------------------------------------------------------------------

const txReport: RuleSpec = {
  id: 'tx-franchise-report',
  titleKey: 'txFranchiseOrInformationReport',
  sources: ['S30', 'S31', 'S-regfollower', 'S-allenlaw'],
  estimate: false,
  filer: { kind: 'flow', flow: 'texas-annual-report' },
  penalty: { key: 'txLate', values: { penalty: usd(TX_LATE_REPORT_PENALTY_CENTS) } },
  fee: {
    kind: 'formula',
    formula: 'texasFranchiseTax',
    currency: 'USD',
    values: { minimumTax: usd(TX_MINIMUM_TAX_DUE_CENTS) },
  },
};

function texas(profile: ResolvedProfile): ObligationInstance[] {
  const above = profile.options.texasAboveThreshold;
  const titleKey =
    above === undefined
      ? txReport.titleKey
      : above
        ? ('txFranchiseReport' as const)
        : ('txInformationReport' as const);
  // Below the threshold no tax is due: only the information report, no fee [S30][S31].
  const fee =
    above === false ? fixedFee(governmentFees.texas.franchiseTaxBelowThreshold) : undefined;
  return yearsThrough(yearOf(profile.formed) + 1, profile).map((year) =>
    instance(txReport, profile, {
      period: { key: String(year) },
      // lib/tax moves 15 May to the Monday after a weekend; no Texas or federal holiday falls on
      // 15-17 May (tests/unit/compliance check it against date-holidays' Texas calendar).
      dueDate: texasFranchiseTaxDueDate(year),
      nominalDueDate: `${year}-05-15`,
      titleKey,
      ...(fee ? { fee } : {}),
    }),
  );
}

// --- Federal (IRS) ----------------------------------------------------------------------------

/**
 * Form 1120's date for a tax year: the 15th day of the 4th month after its end; for a year ending
 * in June that began before 2026, the 3rd month (the Form 1120 instructions [S222][S223]; the
 * exception lapses for tax years beginning after 2025, UNCONFIRMED, hence `estimate` on June year
 * ends). Moved by IRC §7503.
 */
function corporateReturnDate(start: IsoDate, end: IsoDate) {
  const june = end.slice(5, 7) === '06';
  const nominal = fifteenthOfMonthAfter(end, june && start < '2026-01-01' ? 3 : 4);
  return { nominal, due: nextBusinessDay(nominal, IRS_CALENDAR), june };
}

const form1120: RuleSpec = {
  id: 'us-form-1120',
  titleKey: 'usForm1120',
  sources: ['S222', 'S223', 'S220'],
  estimate: false,
  filer: { kind: 'flow', flow: 'usa-tax-filing' },
  penalty: { key: 'usReturnLate' },
  fee: { kind: 'formula', formula: 'usCorporateIncomeTax', currency: 'USD' },
};

const form5472: RuleSpec = {
  id: 'us-form-5472',
  titleKey: 'usForm5472ProForma',
  sources: ['S40', 'S41', 'S42', 'S222', 'S220'],
  estimate: false,
  filer: { kind: 'flow', flow: 'usa-tax-filing' },
  penalty: { key: 'us5472Late', values: { penalty: usd(FORM_5472_PENALTY_CENTS) } },
  fee: NO_FEE,
};

const form1065: RuleSpec = {
  id: 'us-form-1065',
  titleKey: 'usForm1065',
  sources: ['S-taxact', 'S223', 'S220'],
  estimate: false,
  filer: { kind: 'flow', flow: 'usa-tax-filing' },
  penalty: { key: 'us1065Late' },
  fee: NO_FEE,
};

const estimatedTax: RuleSpec = {
  id: 'us-estimated-tax',
  titleKey: 'usEstimatedTax',
  sources: ['S224', 'S220'],
  // The short first year's instalments are our reading of the instructions: UNCONFIRMED.
  estimate: true,
  filer: { kind: 'flow', flow: 'usa-tax-filing' },
  penalty: { key: 'usEstimateLate' },
  fee: { kind: 'formula', formula: 'usCorporateIncomeTax', currency: 'USD' },
};

/** Months (1 = the year's first) of a tax year's instalments: 4, 6, 9, 12; a short year's last month. */
function estimateDates(start: IsoDate, end: IsoDate): IsoDate[] {
  const startIndex = yearOf(start) * 12 + Number(start.slice(5, 7)) - 1;
  const endIndex = yearOf(end) * 12 + Number(end.slice(5, 7)) - 1;
  const months = endIndex - startIndex + 1;
  // A short year of fewer than 4 months has no instalments [S224].
  if (months < 4) return [];
  const offsets = [3, 5, 8, 11].filter((offset) => offset < months);
  if (!offsets.includes(months - 1)) offsets.push(months - 1);
  return offsets.map((offset) => fifteenthOfMonthAfter(start, offset));
}

function federal(profile: ResolvedProfile, yearEnd: string): ObligationInstance[] {
  const out: ObligationInstance[] = [];
  const years = financialYears(profile.formed, yearEnd, profile.until);
  const classification = profile.entity === 'llc' ? llcClassification(profile) : 'corporation';
  for (const { start, end } of years) {
    const period = { key: end, start, end };
    const { nominal, due, june } = corporateReturnDate(start, end);
    if (classification === 'corporation') {
      out.push(
        instance(form1120, profile, {
          period,
          dueDate: due,
          nominalDueDate: nominal,
          estimate: june,
        }),
      );
      if (profile.options.usFederalEstimates)
        estimateDates(start, end).forEach((date, index) => {
          const moved = nextBusinessDay(date, IRS_CALENDAR);
          out.push(
            instance(estimatedTax, profile, {
              period: { key: `${end}-${index + 1}`, start, end },
              dueDate: moved,
              nominalDueDate: date,
            }),
          );
        });
    }
    if (profile.foreignOwned && classification !== 'partnership')
      out.push(
        instance(form5472, profile, {
          period,
          dueDate: due,
          nominalDueDate: nominal,
          estimate: june,
          ...(classification === 'corporation' ? { titleKey: 'usForm5472With1120' as const } : {}),
        }),
      );
    if (classification === 'partnership') {
      const nominal1065 = fifteenthOfMonthAfter(end, 3);
      out.push(
        instance(form1065, profile, {
          period,
          dueDate: nextBusinessDay(nominal1065, IRS_CALENDAR),
          nominalDueDate: nominal1065,
        }),
      );
    }
  }
  return out;
}

/** Every US obligation of the profile (state and federal). */
export function usaObligations(profile: ResolvedProfile): ObligationInstance[] {
  const yearEnd = profile.yearEnd ?? '12-31';
  const state =
    profile.jurisdiction === 'delaware'
      ? profile.entity === 'corporation'
        ? [
            ...delawareCorporation(profile),
            ...(profile.options.delawareIncomeTax ? delawareIncomeTax(profile, yearEnd) : []),
          ]
        : delawareLlc(profile)
      : profile.jurisdiction === 'wyoming'
        ? wyoming(profile)
        : texas(profile);
  return [...state, ...federal(profile, yearEnd)];
}
