/**
 * The compliance calendar's vocabulary: what a company is (the input of the rules) and what an
 * obligation instance says (their output). Pure types and small tables, no clock, no I/O: the
 * company record, the pages, the ICS feed and the reminders all read these shapes.
 */
import type { FeeConfidence } from '@/lib/catalogue/government-fees';
import type { CountryCode, JurisdictionId } from '@/lib/catalogue/jurisdictions';
import type { Currency } from '@/lib/catalogue/money';
import type { NigeriaTurnoverBand } from '@/lib/catalogue/nigeria-annual-returns';
import type { ServiceId } from '@/lib/catalogue/services';
import type { FlowId } from '@/lib/wizards/flows';
import type messages from '@/messages/en.json';
import type { IsoDate, MonthDay } from './dates';

type ComplianceMessages = (typeof messages)['Compliance'];
/** `Compliance.obligations.<key>`: the obligation's title. */
export type ObligationTitleKey = keyof ComplianceMessages['obligations'];
/** `Compliance.penalties.<key>`: what filing late costs (ICU arguments from `Penalty.values`). */
export type PenaltyKey = keyof ComplianceMessages['penalties'];
/** `Compliance.fees.<key>`: how a fee that depends on the company's figures is worked out. */
export type FeeFormula = keyof ComplianceMessages['fees'];
/** `Compliance.notes.<key>`: a caveat shown with the obligation. */
export type NoteKey = keyof ComplianceMessages['notes'];

/** The public tool's `jurisdiction=` values (issue 31), also the calendar's own ids. */
export const COMPLIANCE_JURISDICTIONS = [
  'nigeria',
  'ghana',
  'south-africa',
  'uk',
  'canada-federal',
  'ontario',
  'delaware',
  'wyoming',
  'texas',
] as const;
export type ComplianceJurisdiction = (typeof COMPLIANCE_JURISDICTIONS)[number];

/** The public tool's `entity=` values. */
export const COMPLIANCE_ENTITIES = [
  'company',
  'business-name',
  'trustees',
  'llc',
  'corporation',
] as const;
export type ComplianceEntity = (typeof COMPLIANCE_ENTITIES)[number];

/** Which entities each jurisdiction's rules know. */
export const ENTITIES_BY_JURISDICTION: Readonly<
  Record<ComplianceJurisdiction, readonly ComplianceEntity[]>
> = {
  nigeria: ['company', 'business-name', 'trustees'],
  ghana: ['company'],
  'south-africa': ['company'],
  uk: ['company'],
  'canada-federal': ['company'],
  ontario: ['company'],
  delaware: ['llc', 'corporation'],
  wyoming: ['llc', 'corporation'],
  texas: ['llc', 'corporation'],
};

/** The catalogue's jurisdiction (where our services are sold), country and currency of each. */
export const JURISDICTION_INFO: Readonly<
  Record<
    ComplianceJurisdiction,
    { catalogue: JurisdictionId; country: CountryCode; currency: Currency }
  >
> = {
  nigeria: { catalogue: 'nigeria', country: 'NG', currency: 'NGN' },
  ghana: { catalogue: 'ghana', country: 'GH', currency: 'GHS' },
  'south-africa': { catalogue: 'southAfrica', country: 'ZA', currency: 'ZAR' },
  uk: { catalogue: 'uk', country: 'GB', currency: 'GBP' },
  'canada-federal': { catalogue: 'canada', country: 'CA', currency: 'CAD' },
  ontario: { catalogue: 'canada', country: 'CA', currency: 'CAD' },
  delaware: { catalogue: 'delaware', country: 'US', currency: 'USD' },
  wyoming: { catalogue: 'wyoming', country: 'US', currency: 'USD' },
  texas: { catalogue: 'texas', country: 'US', currency: 'USD' },
};

/** How the IRS taxes a US LLC: its own default, or the election it made (Form 8832). */
export const US_TAX_CLASSIFICATIONS = ['disregarded', 'partnership', 'corporation'] as const;
export type UsTaxClassification = (typeof US_TAX_CLASSIFICATIONS)[number];

/** CIPC's annual-return turnover bands (Table CR 2B item 8 [S186]; bizportal [S150]). */
// The CIPC's turnover bands: one list, the catalogue's (its quote prices the same bands).
export { SOUTH_AFRICA_TURNOVER_BANDS } from '@/lib/catalogue/catalogue';
import type { SOUTH_AFRICA_TURNOVER_BANDS as BANDS } from '@/lib/catalogue/catalogue';
export type SouthAfricaTurnoverBand = (typeof BANDS)[number];

/** What is known of the company beyond its jurisdiction, entity and dates. Everything optional. */
export type ComplianceOptions = {
  /** US LLC: its members. One when not given. */
  llcMembers?: number;
  /** US LLC: its federal tax classification. Default: disregarded with one member, a partnership with more. */
  llcTaxClassification?: UsTaxClassification;
  /**
   * Texas: whether annualised revenue is above the no-tax-due threshold (franchise tax report and
   * Public Information Report) or not (the information report alone). Unknown: the title says either.
   */
  texasAboveThreshold?: boolean;
  /**
   * Delaware corporation: its annual franchise tax in cents, when known (estimates from $5,000);
   * the same figure is used for every year of the calendar.
   */
  delawareFranchiseTaxCents?: number;
  /** Delaware corporation doing business in Delaware: the state income tax return (Form 1100). */
  delawareIncomeTax?: boolean;
  /** Wyoming: capital, property and assets located and employed in Wyoming, cents (license tax). */
  wyomingAssetsCents?: number;
  /** US corporation (or LLC taxed as one) expecting $500 or more of federal tax: quarterly estimates. */
  usFederalEstimates?: boolean;
  /** Nigeria company: its latest annual turnover band (the annual return's fee and penalty). */
  nigeriaTurnoverBand?: NigeriaTurnoverBand;
  /** South Africa: its turnover band (the annual return's fee). */
  southAfricaTurnoverBand?: SouthAfricaTurnoverBand;
  /** South Africa: the days its beneficial ownership changed (each needs a filing within 10 business days). */
  beneficialOwnershipChanges?: readonly IsoDate[];
  /**
   * Recorded as an employer (issue 35): its first payday, from which the payroll obligations run,
   * and in the UK the duties start date (the first employee's first day) of the pension duties.
   */
  employer?: { since: IsoDate; dutiesStart?: IsoDate };
};

/** The company the rules read (the public tool's query, or the company record). */
export type CompanyProfile = {
  jurisdiction: ComplianceJurisdiction;
  entity: ComplianceEntity;
  /** Incorporation or formation date. */
  formed: IsoDate;
  /**
   * Financial year end, `MM-DD`. When not given: 31 December for the US states, Ontario and Ghana
   * (the calendar year; ORC's own example); in the UK the statutory accounting reference date, the
   * last day of the month of the incorporation anniversary (CA 2006 s.391 [S197]). The other
   * jurisdictions' rules do not depend on it (see `defaultYearEnd`).
   */
  yearEnd?: MonthDay;
  /** US: owned by a foreign person (25 % or more; a foreign sole member for an LLC). */
  foreignOwned?: boolean;
  options?: ComplianceOptions;
};

/** The days the calendar covers, both included. */
export type DateWindow = { from: IsoDate; to: IsoDate };

export type Money = { amount: number; currency: Currency };

export type FeeBand = { band: string; onTime: Money; late?: Money };

/** The government's charge for the filing itself (our service fee is the catalogue's business). */
export type FeeDescriptor =
  /** No government fee (a tax return, Ontario's annual return, the UK accounts). */
  | { kind: 'none' }
  /** A known amount: fixed by the registry, or computed from the figures given in the options. */
  | { kind: 'amount'; money: Money; confidence: FeeConfidence; computed: boolean }
  /** Depends on figures we were not given; `Compliance.fees.<formula>` says how. */
  | {
      kind: 'formula';
      formula: FeeFormula;
      currency: Currency;
      /** The least it can be (also the message's `{minimum}`). */
      minimum?: Money;
      bands?: readonly FeeBand[];
      /** The message's other arguments. */
      values?: Readonly<Record<string, Money>>;
    };

export type Penalty = { key: PenaltyKey; values?: Readonly<Record<string, Money>> };

/** Who at Registra can file it: a wizard (lib/wizards/flows.ts) or, without one yet, a catalogue service. */
export type Filer =
  | { kind: 'flow'; flow: FlowId }
  | { kind: 'service'; jurisdiction: JurisdictionId; service: ServiceId };

/** The period an obligation covers; `key` is the stable part of the instance's key. */
export type Period = { key: string; start?: IsoDate; end?: IsoDate };

export const RULE_IDS = [
  'de-annual-report',
  'de-franchise-tax-estimate',
  'de-llc-tax',
  'de-income-tax-return',
  'wy-annual-report',
  'tx-franchise-report',
  'us-form-5472',
  'us-form-1120',
  'us-form-1065',
  'us-estimated-tax',
  'uk-confirmation-statement',
  'uk-annual-accounts',
  'uk-corporation-tax-payment',
  'uk-corporation-tax-return',
  'ca-t2-return',
  'ca-t2-balance',
  'ca-annual-return',
  'on-annual-return',
  'ng-company-annual-return',
  'ng-business-name-annual-return',
  'ng-trustees-annual-return',
  'gh-annual-return',
  'gh-corporate-income-tax-return',
  'za-annual-return',
  'za-beneficial-ownership-incorporation',
  'za-beneficial-ownership-change',
  'za-beneficial-ownership-annual',
  'za-itr14',
  'za-provisional-tax',
  'ng-paye-remittance',
  'ng-paye-annual-return',
  'uk-paye-payment',
  'uk-p60',
  'uk-pension-declaration',
  'gh-ssnit-contribution',
  'gh-paye-remittance',
  'za-emp201',
  'za-emp501',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/** One occurrence of an obligation: this company's annual return for 2027, say. */
export type ObligationInstance = {
  /** `<ruleId>:<period key>`: the same for the same company data on every run (reminders key on it). */
  key: string;
  ruleId: RuleId;
  jurisdiction: ComplianceJurisdiction;
  titleKey: ObligationTitleKey;
  dueDate: IsoDate;
  /** The date the rule names, when a weekend or holiday moved the due date (`dueDate` is the moved one). */
  nominalDueDate?: IsoDate;
  /** The first day it can be filed, where the rule has a window (South Africa, Canada, Nigerian trustees). */
  windowStart?: IsoDate;
  period: Period;
  fee: FeeDescriptor;
  penalty: Penalty;
  /** `[Snn]` ids in docs/sources.md. */
  sources: readonly string[];
  /** The rule is unconfirmed or its sources conflict: show it as an estimate. */
  estimate: boolean;
  filer: Filer | null;
  noteKey?: NoteKey;
};

/**
 * The year end the rules use when none is given, or null where no rule of the jurisdiction reads
 * one (the UK's default depends on the incorporation date: see `ukAccountingReferenceDate`).
 */
export function defaultYearEnd(jurisdiction: ComplianceJurisdiction): MonthDay | null {
  switch (jurisdiction) {
    case 'delaware':
    case 'wyoming':
    case 'texas':
    case 'ontario':
    case 'ghana':
      return '12-31';
    default:
      return null;
  }
}
