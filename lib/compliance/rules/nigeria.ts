/**
 * Nigeria (CAC): the annual returns of companies, business names and incorporated trustees. The due
 * dates are the annual-returns order flow's own (lib/catalogue/nigeria-annual-returns.ts, with its
 * sources): a company's first return 18 months after incorporation, then 30 June, CAC's reading of
 * "42 days after the AGM" (CAMA 2020 s.421 [S96][S97][S-618bees]): an `estimate`, since the law
 * counts from a meeting we do not know; a business name by 30 June except in the year of
 * registration (s.822 [S93]); trustees between 30 June and 31 December except in the year of
 * incorporation [S189][S-rmc]. Fees and penalties from lib/catalogue/government-fees.ts
 * [S81][S94][S95][S189][S190].
 */
import { governmentFees } from '@/lib/catalogue/government-fees';
import {
  firstFilingYear,
  isSmallCompanyBand,
  NIGERIA_TURNOVER_BANDS,
  nigeriaAnnualReturnDueDate,
  nigeriaAnnualReturnFee,
  type AnnualReturnEntity,
} from '@/lib/catalogue/nigeria-annual-returns';
import type { FeeDescriptor, ObligationInstance } from '../model';
import {
  fixedFee,
  instance,
  money,
  yearsThrough,
  type ResolvedProfile,
  type RuleSpec,
} from './shared';

const ng = governmentFees.nigeria;

/** The company fee's bands, each with the fee CAC charges for it. */
function companyBands(): FeeDescriptor {
  return {
    kind: 'formula',
    formula: 'nigeriaTurnoverBand',
    currency: 'NGN',
    bands: NIGERIA_TURNOVER_BANDS.map((band) => {
      const fee = nigeriaAnnualReturnFee('company', band);
      return { band, onTime: money(fee.amount, fee.currency) };
    }),
  };
}

function specOf(entity: AnnualReturnEntity, profile: ResolvedProfile): RuleSpec {
  const filer = { kind: 'flow', flow: 'nigeria-annual-returns' } as const;
  if (entity === 'businessName')
    return {
      id: 'ng-business-name-annual-return',
      titleKey: 'ngBusinessNameAnnualReturn',
      sources: ['S93', 'S81', 'S190'],
      estimate: false,
      filer,
      penalty: {
        key: 'ngPerYearLate',
        values: { penalty: money(ng.businessNameLatePerYear.amount, 'NGN') },
      },
      fee: fixedFee(ng.businessNameAnnualReturn),
    };
  if (entity === 'trustees')
    return {
      id: 'ng-trustees-annual-return',
      titleKey: 'ngTrusteesAnnualReturn',
      sources: ['S189', 'S-rmc'],
      estimate: false,
      filer,
      penalty: {
        key: 'ngPerYearLate',
        values: { penalty: money(ng.trusteesLatePerYear.amount, 'NGN') },
      },
      fee: fixedFee(ng.trusteesAnnualReturn),
    };
  const band = profile.options.nigeriaTurnoverBand;
  const perDay = isSmallCompanyBand(band) ? ng.companyLatePerDaySmall : ng.companyLatePerDayOther;
  return {
    id: 'ng-company-annual-return',
    titleKey: 'ngCompanyAnnualReturn',
    sources: ['S96', 'S97', 'S-618bees', 'S81', 'S94', 'S95'],
    estimate: true,
    filer,
    penalty: { key: 'ngCompanyLate', values: { perDay: money(perDay.amount, 'NGN') } },
    fee: band ? fixedFee(nigeriaAnnualReturnFee('company', band)) : companyBands(),
    noteKey: 'ngCompanyDueDate',
  };
}

const ENTITY: Record<string, AnnualReturnEntity> = {
  company: 'company',
  'business-name': 'businessName',
  trustees: 'trustees',
};

export function nigeriaObligations(profile: ResolvedProfile): ObligationInstance[] {
  const entity = ENTITY[profile.entity];
  if (!entity) return [];
  const spec = specOf(entity, profile);
  const first = firstFilingYear(entity, profile.formed);
  if (first === null) return [];
  const out: ObligationInstance[] = [];
  for (const year of yearsThrough(first, profile)) {
    const due = nigeriaAnnualReturnDueDate(entity, profile.formed, year);
    if (!due) continue;
    out.push(
      instance(spec, profile, {
        period: { key: String(year) },
        dueDate: due,
        ...(entity === 'trustees' ? { windowStart: `${year}-06-30` } : {}),
      }),
    );
  }
  return out;
}
