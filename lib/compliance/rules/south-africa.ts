/**
 * South Africa (CIPC): the annual return and the beneficial-ownership filings.
 * Sources (docs/sources.md), checked 2026-11-27:
 *   Annual return: filed from the anniversary of incorporation to 30 business days after it
 *     (South African public holidays through date-holidays) [S150][S219]; fee by turnover band,
 *     higher when late (Table CR 2B item 8 [S186], government-fees.ts). A 29 February anniversary
 *     is 28 February in a common year (the earlier reading).
 *   Beneficial ownership: a company incorporated after 24 May 2023 files within 10 business days of
 *     incorporation [S217]; every company files again within 10 business days of a change [S218]
 *     and with each annual return, which CIPC refuses without it since 2024 [S217][S218].
 * SARS (income tax), checked 2026-11-28:
 *   ITR14: within 12 months after the financial year end (Tax Administration Act s.25 and the
 *     public notice of returns [S348]; SARS's ITR14 guide [S349]). Tax 27% (lib/tax/south-africa-
 *     company-tax.ts [S343][S344]).
 *   Provisional tax (IRP6, Fourth Schedule): the first payment by the last day of the sixth month of
 *     the year of assessment, the second by its last day; a voluntary third within 6 months after the
 *     year end, 7 for a February year end [S345]. Without a year end on the company record, the end
 *     of February (SARS's own year) and the dates are an estimate.
 */
import { governmentFees, type GovernmentFee } from '@/lib/catalogue/government-fees';
import {
  addBusinessDays,
  addMonthsMonthEnd,
  anniversaryIn,
  yearOf,
  type BusinessCalendar,
  type IsoDate,
} from '../dates';
import {
  SOUTH_AFRICA_TURNOVER_BANDS,
  type FeeDescriptor,
  type ObligationInstance,
  type Penalty,
  type SouthAfricaTurnoverBand,
} from '../model';
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

const ZA: BusinessCalendar = { country: 'ZA' };
/** CIPC's beneficial-ownership filings began with the amended regulations of 24 May 2023 [S217]. */
export const ZA_BENEFICIAL_OWNERSHIP_FROM = '2023-05-24';

const za = governmentFees.southAfrica;
const BAND_FEES: Record<SouthAfricaTurnoverBand, { onTime: GovernmentFee; late: GovernmentFee }> = {
  under1m: { onTime: za.annualReturnUnder1m, late: za.annualReturnUnder1mLate },
  under10m: { onTime: za.annualReturnUnder10m, late: za.annualReturnUnder10mLate },
  under25m: { onTime: za.annualReturnUnder25m, late: za.annualReturnUnder25mLate },
  from25m: { onTime: za.annualReturnFrom25m, late: za.annualReturnFrom25mLate },
};

const asMoney = (fee: GovernmentFee) => money(fee.amount, fee.currency);

function annualReturnFee(band: SouthAfricaTurnoverBand | undefined): FeeDescriptor {
  if (band) return fixedFee(BAND_FEES[band].onTime);
  return {
    kind: 'formula',
    formula: 'southAfricaTurnoverBand',
    currency: 'ZAR',
    bands: SOUTH_AFRICA_TURNOVER_BANDS.map((id) => ({
      band: id,
      onTime: asMoney(BAND_FEES[id].onTime),
      late: asMoney(BAND_FEES[id].late),
    })),
  };
}

function annualReturnPenalty(band: SouthAfricaTurnoverBand | undefined): Penalty {
  if (band) return { key: 'zaAnnualReturnLate', values: { late: asMoney(BAND_FEES[band].late) } };
  return {
    key: 'zaAnnualReturnLateBands',
    values: {
      lowest: asMoney(BAND_FEES.under1m.late),
      highest: asMoney(BAND_FEES.from25m.late),
    },
  };
}

const annualReturn: RuleSpec = {
  id: 'za-annual-return',
  titleKey: 'zaAnnualReturn',
  sources: ['S150', 'S186', 'S219'],
  estimate: false,
  filer: { kind: 'flow', flow: 'south-africa-annual-returns' },
  penalty: annualReturnPenalty(undefined),
  fee: annualReturnFee(undefined),
};

const beneficialOwnership = {
  estimate: false,
  filer: { kind: 'service', jurisdiction: 'southAfrica', service: 'corporateCompliance' },
  penalty: { key: 'zaBeneficialOwnershipLate' },
  fee: NO_FEE,
} as const;

const boIncorporation: RuleSpec = {
  ...beneficialOwnership,
  id: 'za-beneficial-ownership-incorporation',
  titleKey: 'zaBeneficialOwnershipIncorporation',
  sources: ['S217'],
};
const boChange: RuleSpec = {
  ...beneficialOwnership,
  id: 'za-beneficial-ownership-change',
  titleKey: 'zaBeneficialOwnershipChange',
  sources: ['S218', 'S217'],
};
const boAnnual: RuleSpec = {
  ...beneficialOwnership,
  id: 'za-beneficial-ownership-annual',
  titleKey: 'zaBeneficialOwnershipAnnual',
  sources: ['S218', 'S217'],
};

/** The ITR14's due date: 12 months after the financial year end `fye` [S348][S349]. */
export function itr14DueDate(fye: IsoDate): IsoDate {
  return addMonthsMonthEnd(fye, 12);
}

/**
 * The IRP6 dates of the year of assessment ending `fye` [S345]: the first payment at the end of
 * its sixth month, the second at its end, the voluntary third 6 months after it (7 when the year
 * ends in February).
 */
export function provisionalTaxDates(fye: IsoDate): {
  first: IsoDate;
  second: IsoDate;
  third: IsoDate;
} {
  const february = fye.slice(5, 7) === '02';
  return {
    first: addMonthsMonthEnd(fye, -6),
    second: fye,
    third: addMonthsMonthEnd(fye, february ? 7 : 6),
  };
}

const itr14: RuleSpec = {
  id: 'za-itr14',
  titleKey: 'zaItr14',
  sources: ['S348', 'S349', 'S343'],
  estimate: false,
  filer: { kind: 'flow', flow: 'south-africa-tax-filing' },
  penalty: { key: 'zaItr14Late' },
  fee: { kind: 'formula', formula: 'southAfricaCompanyTax', currency: 'ZAR' },
};

const provisionalTax: RuleSpec = {
  id: 'za-provisional-tax',
  titleKey: 'zaProvisionalTaxFirst',
  sources: ['S345'],
  estimate: false,
  filer: { kind: 'flow', flow: 'south-africa-tax-filing' },
  penalty: { key: 'zaProvisionalTaxLate' },
  fee: { kind: 'formula', formula: 'southAfricaCompanyTax', currency: 'ZAR' },
  noteKey: 'zaProvisionalTaxTopUp',
};

/** Each financial year's ITR14 and its two provisional payments. */
function incomeTaxObligations(profile: ResolvedProfile): ObligationInstance[] {
  const estimate = profile.yearEnd == null;
  const out: ObligationInstance[] = [];
  for (const { start, end } of financialYears(
    profile.formed,
    profile.yearEnd ?? '02-28',
    profile.until,
  )) {
    const { first, second } = provisionalTaxDates(end);
    if (first >= start)
      out.push(
        instance(provisionalTax, profile, {
          period: { key: `${end}-1`, start, end },
          dueDate: first,
          estimate,
        }),
      );
    out.push(
      instance(provisionalTax, profile, {
        period: { key: `${end}-2`, start, end },
        dueDate: second,
        titleKey: 'zaProvisionalTaxSecond',
        estimate,
      }),
      instance(itr14, profile, {
        period: { key: end, start, end },
        dueDate: itr14DueDate(end),
        estimate,
      }),
    );
  }
  return out;
}

export function southAfricaObligations(profile: ResolvedProfile): ObligationInstance[] {
  const band = profile.options.southAfricaTurnoverBand;
  const out: ObligationInstance[] = [];
  for (const year of yearsThrough(yearOf(profile.formed) + 1, profile)) {
    const anniversary = anniversaryIn(profile.formed, year);
    const window = {
      period: { key: String(year), end: anniversary },
      windowStart: anniversary,
      dueDate: addBusinessDays(anniversary, 30, ZA),
    };
    out.push(
      instance(annualReturn, profile, {
        ...window,
        fee: annualReturnFee(band),
        penalty: annualReturnPenalty(band),
      }),
      instance(boAnnual, profile, window),
    );
  }
  if (profile.formed > ZA_BENEFICIAL_OWNERSHIP_FROM)
    out.push(
      instance(boIncorporation, profile, {
        period: { key: 'incorporation', start: profile.formed },
        windowStart: profile.formed,
        dueDate: addBusinessDays(profile.formed, 10, ZA),
      }),
    );
  const changes = new Set(profile.options.beneficialOwnershipChanges ?? []);
  for (const change of [...changes].sort())
    if (change >= profile.formed && change <= profile.until)
      out.push(
        instance(boChange, profile, {
          period: { key: `change-${change}`, start: change },
          windowStart: change,
          dueDate: addBusinessDays(change, 10, ZA),
        }),
      );
  out.push(...incomeTaxObligations(profile));
  return out;
}
