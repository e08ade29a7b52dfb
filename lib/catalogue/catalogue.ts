import {
  governmentFees,
  governmentRates,
  type FeeConfidence,
  type GovernmentFee,
} from './government-fees';
import { jurisdictions, type CountrySlug, type JurisdictionId } from './jurisdictions';
import { toMinor } from './money';
import { nigeriaAnnualReturns, type AnnualReturnsInput } from './nigeria-annual-returns';
import type { PackageId, Turnaround } from './packages';
import type { ServiceId, UsEntity } from './services';
import { NIGERIA_DEFAULT_SHARE_CAPITAL, nigeriaShareCapitalFees } from './share-capital';
import { DE_INCORPORATION_MIN_TAX_CENTS } from '@/lib/tax/delaware-incorporation-tax';

/**
 * What we sell where: for each jurisdiction and service, our service fee per package and the
 * government fee lines passed through at cost. Our own prices are in SERVICE_FEES below (a
 * business decision, not a registry figure); registry figures come from `governmentFees`.
 */

/** Message keys under `Catalogue.feeLines`. */
export type FeeLineLabel =
  | 'nameReservation'
  | 'cacFiling'
  | 'stampDuty'
  | 'businessNameRegistration'
  | 'trusteesNameReservation'
  | 'trusteesRegistration'
  | 'annualReturn'
  | 'incorporation'
  | 'companyStandardMoi'
  | 'confirmationStatement'
  | 'trademarkFirstClass'
  | 'trademarkAdditionalClasses'
  | 'trademarkClasses'
  | 'nuansReport'
  | 'llcFormation'
  | 'corporationFormation'
  | 'llcAnnualTax'
  | 'annualReport'
  | 'franchiseTaxMinimum'
  | 'licenseTaxMinimum'
  | 'franchiseTaxBelowThreshold'
  | 'franchiseTax'
  | 'licenseTax'
  | 'texasFranchiseTax'
  | 'trademarkFreeForm'
  | 'trademarkClassApplications'
  | 'annualReturnYear'
  | 'latePenaltyYear'
  | 'companyCustomisedMoi'
  | 'trademarkFreeFormLength'
  | 'texasFranchiseTaxEz'
  | 'texasFranchiseTaxLongForm'
  | 'texasFranchiseTaxUnderMinimum'
  | 'texasLateReport'
  | 'texasLatePayment'
  | 'delawareLatePenalty'
  | 'delawareLateInterest'
  | 'annualReturnLate'
  | 'annualReturnYears'
  | 'arrearsFine'
  /** A calendar obligation's own fee, on a compliance plan's order (lib/subscriptions/compliance-plan.ts). */
  | 'obligationFiling';

/** Message keys under `Catalogue.serviceLines`: the parts of our own fee. */
export type ServiceLineLabel =
  | 'package'
  | 'usAttorney'
  | 'ein'
  | 'additionalYears'
  | 'bbbeeAffidavit'
  | 'taxRegistration'
  | 'identityVerification'
  | 'clearanceSearch';

/** Values a line's label reads (`{ year: 2024 }`, `{ count: 4 }`). */
export type LineValues = Record<string, string | number>;

/** A part of our fee (minor units). The package's fee is always the first line. */
export type ServiceLine = { label: ServiceLineLabel; amount: number; values?: LineValues };

export type FeeLine = {
  label: FeeLineLabel;
  /** Minor units. */
  amount: number;
  confidence: FeeConfidence;
  source: string;
  asOf: string;
  /** What the label reads besides its key: the year of an annual return, the days it is late. */
  values?: LineValues;
};

/**
 * 'fixed': the registry charges the lines listed. 'none': no registry fee for this work.
 * 'atCost': the fee depends on the licence or authority and is passed through at cost once known.
 */
export type GovernmentFeeBasis = 'fixed' | 'none' | 'atCost';

export type QuoteOptions = {
  /** Nigeria company: issued share capital in whole naira (default ₦1,000,000). */
  shareCapital?: number;
  /** US formation and state filings: LLC (default) or C-Corporation (Delaware only). */
  entity?: UsEntity;
  /** Trademarks: number of classes (default 1). */
  classes?: number;
  /** US trade marks: how many of the classes describe their goods and services free-form (USPTO surcharge). */
  freeFormClasses?: number;
  /**
   * US trade marks: groups of 1,000 characters of free-form text beyond each class's first 1,000,
   * summed over the free-form classes (a class of 2,400 characters counts 2).
   */
  freeFormExtraCharacterGroups?: number;
  /** US trade marks: the applicant is domiciled abroad and must be represented by a US attorney (37 CFR 2.11). */
  usAttorney?: boolean;
  /**
   * US annual state filings: the state tax computed from the customer's answers by lib/tax, in
   * cents (Delaware franchise tax, Wyoming license tax, Texas franchise tax). Without it the
   * quote shows the state's minimum.
   */
  stateTax?: number;
  /** Nigerian annual returns: the entity, its turnover, registration date and the years to file. */
  annualReturns?: AnnualReturnsInput;
  /** South African company: the Memorandum of Incorporation filed (standard unless customised). */
  moi?: 'standard' | 'customised';
  /** South African company: extras we prepare, each with its own fee. */
  bbbeeAffidavit?: boolean;
  taxRegistration?: boolean;
  /** US formation: we apply for the company's EIN (Form SS-4) once it is formed. */
  ein?: boolean;
  /**
   * Delaware corporation: the §391 tax on the authorised shares, in cents, computed by
   * lib/tax/delaware-incorporation-tax.ts. Without it the quote shows the minimum ($15, in the $109).
   */
  incorporationTax?: number;
  /** Canada: a federal corporation (CBCA, the default) or an Ontario one (OBCA). */
  canadaRegime?: CanadaRegime;
  /** Canada: a numbered corporation, which needs no NUANS name report (default: a named one). */
  numberedCompany?: boolean;
  /** UK company: the directors and PSCs whose identity our authorised agent (ACSP) verifies. */
  identityChecks?: number;
  /**
   * Texas annual filings: what the franchise tax computation gave (lib/tax): nothing at or below the
   * threshold ('noTaxDue', the information report only), a report with a tax under $1,000
   * ('belowMinimum', $0 but a report), or a tax, by the E-Z Computation or the long form.
   */
  texasOutcome?: 'noTaxDue' | 'belowMinimum' | 'tax';
  texasMethod?: 'ez' | 'longForm';
  /** US annual state filings filed after the due date: the state's penalties and interest (lib/tax). */
  lateCharges?: readonly LateCharge[];
  /** South African annual return: the company's turnover band and whether it is filed late. */
  southAfricaAnnualReturn?: { band: SouthAfricaTurnoverBand; late: boolean };
  /**
   * Ghanaian annual returns: how many years' returns are filed (GH¢90 each) and how many of them
   * are past their due date (the ORC's flat arrears fine, by how many).
   */
  ghanaAnnualReturns?: { years: number; overdueYears: number };
  /** UK annual filings: dormant company accounts, which Companies House files free online [S302]. */
  ukDormantAccounts?: boolean;
};

/** The state's charges on a report filed after its due date, computed by lib/tax (issue 28). */
export const LATE_CHARGE_KINDS = [
  'texasLateReport',
  'texasLatePayment',
  'delawareLatePenalty',
  'delawareLateInterest',
] as const;
export type LateChargeKind = (typeof LATE_CHARGE_KINDS)[number];
/** One late charge, in cents; `values` fill its label (the percentage, the days or months late). */
export type LateCharge = { kind: LateChargeKind; amount: number; values?: LineValues };

/** South Africa: the turnover bands of the CIPC annual-return fee [S150][S234]. */
export const SOUTH_AFRICA_TURNOVER_BANDS = ['under1m', 'under10m', 'under25m', 'from25m'] as const;
export type SouthAfricaTurnoverBand = (typeof SOUTH_AFRICA_TURNOVER_BANDS)[number];

/**
 * The CIPC band of an annual turnover in whole rand: under R1m, R1m to under R10m, R10m to under
 * R25m, R25m or more (Table CR 2B item 8 [S186]; bizportal [S150]): R1,000,000 exactly is in the
 * second band, R25,000,000 exactly in the last.
 */
export function southAfricaTurnoverBand(rand: number): SouthAfricaTurnoverBand {
  if (!Number.isFinite(rand) || rand < 0) throw new RangeError(`Invalid turnover: ${rand}`);
  if (rand < 1_000_000) return 'under1m';
  if (rand < 10_000_000) return 'under10m';
  if (rand < 25_000_000) return 'under25m';
  return 'from25m';
}

/** Ghana: at most this many years' annual returns in one order (a business limit, not the ORC's). */
export const GHANA_MAX_ANNUAL_RETURN_YEARS = 10;

/**
 * The ORC's flat fine on a company in default with its annual returns, besides each year's GH¢90:
 * none when nothing is overdue, GH¢1,000 for one to four years, GH¢2,000 for five or more [S213].
 */
export function ghanaArrearsFine(overdueYears: number): GovernmentFee | null {
  if (!Number.isInteger(overdueYears) || overdueYears < 0)
    throw new RangeError(`Invalid years in arrears: ${overdueYears}`);
  if (overdueYears === 0) return null;
  const { annualReturnArrearsFine, annualReturnArrearsFineFiveYears } = governmentFees.ghana;
  return overdueYears >= 5 ? annualReturnArrearsFineFiveYears : annualReturnArrearsFine;
}

/** Ghana: each year's annual return fee, then the arrears fine when any year is overdue. */
function ghanaAnnualReturnLines(options: QuoteOptions): FeeLine[] {
  const { years, overdueYears } = options.ghanaAnnualReturns ?? { years: 1, overdueYears: 0 };
  if (
    !Number.isInteger(years) ||
    years < 1 ||
    years > GHANA_MAX_ANNUAL_RETURN_YEARS ||
    !Number.isInteger(overdueYears) ||
    overdueYears < 0 ||
    overdueYears > years
  )
    throw new RangeError(
      `Invalid Ghanaian annual returns: ${years} years, ${overdueYears} overdue`,
    );
  const fee = governmentFees.ghana.companyAnnualReturn;
  const lines: FeeLine[] = [
    years === 1
      ? line('annualReturn', fee)
      : { ...line('annualReturnYears', fee, years), values: { count: years } },
  ];
  const fine = ghanaArrearsFine(overdueYears);
  if (fine) lines.push({ ...line('arrearsFine', fine), values: { count: overdueYears } });
  return lines;
}

/** Where a Canadian corporation is incorporated: federally (CBCA) or in Ontario (OBCA). */
export const canadaRegimes = ['federal', 'ontario'] as const;
export type CanadaRegime = (typeof canadaRegimes)[number];

/** A priced variant of an offering shown as a row of its own; its name is `Catalogue.variants.<id>`. */
export type OfferingVariant = { id: CanadaRegime; options: QuoteOptions };

export type Offering = {
  jurisdiction: JurisdictionId;
  service: ServiceId;
  basis: GovernmentFeeBasis;
  /** Entities offered (US formation and state filings only). */
  entities?: readonly UsEntity[];
  /** Variants priced apart (Canada: a federal or an Ontario corporation). */
  variants?: readonly OfferingVariant[];
  serviceFee: (pkg: PackageId, options: QuoteOptions) => number;
  /** Parts of our fee beyond the package's (a US attorney for a foreign applicant). */
  extraServiceLines?: (options: QuoteOptions, pkg: PackageId) => ServiceLine[];
  governmentLines: (options: QuoteOptions) => FeeLine[];
  /** Where the registry's own periods make the work longer than the package's turnaround. */
  turnaround?: Readonly<Record<PackageId, Turnaround>>;
  /**
   * The government fee depends on the customer's answers (a turnover band, a late filing): the
   * catalogue's figure, priced without them, is the lowest and is shown as "from".
   */
  governmentFeeFrom?: true;
};

function line(label: FeeLineLabel, fee: GovernmentFee, quantity = 1): FeeLine {
  return {
    label,
    amount: fee.amount * quantity,
    confidence: fee.confidence,
    source: fee.source,
    asOf: fee.asOf,
  };
}

type Prices = readonly [basic: number, standard: number, premium: number];

/**
 * OUR SERVICE FEES, in major units of the jurisdiction's currency: [Basic, Standard, Premium].
 * Set by the business (2026-11); not a registry figure.
 */
export const SERVICE_FEES = {
  nigeria: {
    company: [60_000, 110_000, 180_000],
    businessName: [25_000, 45_000, 75_000],
    nonProfit: [150_000, 220_000, 320_000],
    taxFiling: [40_000, 75_000, 120_000],
    annualReturns: [20_000, 35_000, 55_000],
    companySecretarial: [50_000, 90_000, 150_000],
    corporateCompliance: [60_000, 100_000, 160_000],
    virtualOffice: [30_000, 50_000, 80_000],
    structuringGovernance: [120_000, 200_000, 350_000],
    businessLicensing: [80_000, 130_000, 200_000],
    trademark: [80_000, 130_000, 200_000],
    /** Employer registrations: PAYE (state IRS), pension (PFA), NSITF and ITF (issue 35). */
    employerRegistration: [50_000, 90_000, 150_000],
  },
  ghana: {
    company: [1_800, 3_000, 4_800],
    annualReturns: [600, 950, 1_500],
    taxFiling: [900, 1_500, 2_400],
    companySecretarial: [1_200, 2_000, 3_200],
    virtualOffice: [500, 900, 1_400],
    trademark: [1_200, 2_000, 3_200],
    /** Employer registrations: SSNIT and PAYE with the GRA (issue 35). */
    employerRegistration: [800, 1_400, 2_200],
  },
  southAfrica: {
    company: [1_500, 2_800, 4_500],
    annualReturns: [450, 800, 1_300],
    taxFiling: [1_200, 2_200, 3_500],
    corporateCompliance: [900, 1_500, 2_400],
    virtualOffice: [600, 1_000, 1_600],
    trademark: [1_500, 2_500, 4_000],
    /** Employer registrations: PAYE, UIF and SDL with SARS, UIF with the Department, COIDA (issue 35). */
    employerRegistration: [1_500, 2_600, 4_000],
  },
  uk: {
    company: [79, 149, 249],
    annualReturns: [49, 79, 119],
    trademark: [199, 299, 449],
    taxFiling: [149, 249, 399],
    companySecretarial: [99, 179, 299],
    virtualOffice: [49, 89, 149],
    /** Employer registrations: the HMRC PAYE scheme and the pension declaration (issue 35). */
    employerRegistration: [99, 179, 279],
  },
  canada: {
    company: [249, 399, 599],
    annualReturns: [79, 129, 199],
    taxFiling: [299, 499, 799],
    virtualOffice: [79, 129, 199],
    trademark: [249, 399, 599],
    /** Employer registrations: the CRA payroll account and the province's workplace insurance (issue 35). */
    employerRegistration: [149, 249, 399],
  },
  usa: {
    trademark: [249, 399, 599],
    taxFiling: [299, 449, 699],
    /** Employer registrations: state withholding (Delaware) and unemployment insurance (issue 35). */
    employerRegistration: [149, 249, 399],
  },
  usStates: {
    llc: [149, 249, 399],
    corporation: [299, 449, 699],
    stateFilings: [99, 149, 249],
    /** Delaware corporate income tax return (Form 1100), prepared and filed. */
    incomeTaxFiling: [249, 399, 599],
  },
} as const satisfies Record<string, Record<string, Prices>>;

/**
 * OUR FEES that do not depend on the package, in major units (a business decision, 2026-11).
 * A US-licensed attorney represents a foreign-domiciled trade mark applicant (37 CFR 2.11): one
 * fee per application, whatever the number of classes.
 */
export const FIXED_SERVICE_FEES = {
  usAttorney: 350,
  /**
   * The clearance search we run before filing a national trade mark (issue 35), per class searched,
   * in the jurisdiction's currency: the registry's records for identical and similar marks.
   */
  trademarkClearanceSearch: { nigeria: 15_000, ghana: 250, southAfrica: 450, canada: 99 },
  /**
   * A virtual office's mailroom: forwarding one letter's original by post, in the jurisdiction's
   * currency: our own price, postage and handling [S370] (lib/mailroom/rules.ts).
   */
  mailForwarding: { nigeria: 7_500, ghana: 100, southAfrica: 150, uk: 6, canada: 12 },
  /** The EIN application with a US formation, on the Basic package (see einLines). */
  ein: 79,
  /** Nigeria, annual returns: each year filed beyond the first, in naira (the package covers one year). */
  annualReturnAdditionalYear: 10_000,
  /** Ghana, annual returns: each year filed beyond the first, in cedis (half the Basic package, as Nigeria's). */
  ghanaAnnualReturnAdditionalYear: 300,
  /** South Africa, in rand: preparing the B-BBEE sworn affidavit (EME or qualifying QSE) for signing before a commissioner of oaths. */
  bbbeeAffidavit: 450,
  /** South Africa, in rand: registering the new company with SARS for VAT and PAYE (income tax follows the CIPC registration [S151]). */
  taxRegistration: 950,
  /**
   * A UK director's or PSC's identity verified by our authorised corporate service provider (ACSP)
   * instead of by the person with GOV.UK One Login, which is free [S66]: per person, in pounds.
   */
  ukIdentityCheck: 30,
  /**
   * The US registered agent (Delaware, Wyoming, Texas), in dollars a year after the first year,
   * which every formation includes: our own price decision (2026-11), not a registry figure. Peers
   * charge about $100 a year after a free first year (competitors' notes, Northwest/ZenBusiness).
   */
  registeredAgentRenewal: 99,
} as const;

/**
 * The EIN application (Form SS-4, no IRS fee) with a US formation: its own line on the Basic
 * package, included in Standard and Premium (shown at 0). A business decision, 2026-11.
 */
function einLines(pkg: PackageId, options: QuoteOptions): ServiceLine[] {
  if (!options.ein) return [];
  return [{ label: 'ein', amount: pkg === 'basic' ? toMinor(FIXED_SERVICE_FEES.ein) : 0 }];
}

const packageIndex: Record<PackageId, 0 | 1 | 2> = { basic: 0, standard: 1, premium: 2 };

function flat(prices: Prices): Offering['serviceFee'] {
  return (pkg) => toMinor(prices[packageIndex[pkg]]);
}

const none = (): FeeLine[] => [];

/** Offerings without a registry fee (secretarial, compliance, address, governance, tax work). */
function advisory(jurisdiction: JurisdictionId, service: ServiceId, prices: Prices): Offering {
  return {
    jurisdiction,
    service,
    basis: 'none',
    serviceFee: flat(prices),
    governmentLines: none,
  };
}

function nigeriaCompanyLines(options: QuoteOptions): FeeLine[] {
  const shareCapital = options.shareCapital ?? NIGERIA_DEFAULT_SHARE_CAPITAL;
  const result = nigeriaShareCapitalFees(shareCapital);
  if (!result.ok)
    throw new RangeError(`Invalid Nigerian share capital (${result.error}): ${shareCapital}`);
  const { nameReservation, companyFilingFirstMillion } = governmentFees.nigeria;
  const stampDuty = governmentRates.nigeria.shareCapitalStampDuty;
  return [
    line('nameReservation', nameReservation),
    { ...line('cacFiling', companyFilingFirstMillion), amount: result.fees.filingFee },
    // Stamp duty on the share capital, at the rate and with the provenance of governmentRates.
    {
      label: 'stampDuty',
      amount: result.fees.stampDuty,
      confidence: stampDuty.confidence,
      source: stampDuty.source,
      asOf: stampDuty.asOf,
    },
  ];
}

/** Each year's CAC fee, and its late penalty when it is late (lib/catalogue/nigeria-annual-returns.ts). */
function nigeriaAnnualReturnLines(input: AnnualReturnsInput): FeeLine[] {
  const result = nigeriaAnnualReturns(input);
  if (!result.ok) throw new RangeError(`Annual returns cannot be priced: ${result.error.code}`);
  return result.years.flatMap((y): FeeLine[] => {
    const fee: FeeLine = { ...line('annualReturnYear', y.feeSource), values: { year: y.year } };
    if (y.penalty === 0) return [fee];
    return [
      fee,
      {
        ...line('latePenaltyYear', y.penaltySource),
        amount: y.penalty,
        values: { year: y.year, days: y.daysLate },
      },
    ];
  });
}

/** South Africa: the extras chosen on the services step, each with our fee. */
function southAfricaExtras(options: QuoteOptions): ServiceLine[] {
  return [
    ...(options.bbbeeAffidavit
      ? [{ label: 'bbbeeAffidavit' as const, amount: toMinor(FIXED_SERVICE_FEES.bbbeeAffidavit) }]
      : []),
    ...(options.taxRegistration
      ? [{ label: 'taxRegistration' as const, amount: toMinor(FIXED_SERVICE_FEES.taxRegistration) }]
      : []),
  ];
}

function trademarkClasses(options: QuoteOptions): number {
  const classes = options.classes ?? 1;
  // Nice classification has 45 classes (notes §4.3).
  if (!Number.isInteger(classes) || classes < 1 || classes > 45) {
    throw new RangeError(`Trademark classes must be a whole number from 1 to 45: ${classes}`);
  }
  return classes;
}

type TrademarkJurisdiction = keyof typeof FIXED_SERVICE_FEES.trademarkClearanceSearch;

/** Our clearance search before a national trade mark is filed: one line, priced per class searched. */
function clearanceSearchLines(jurisdiction: TrademarkJurisdiction) {
  return (options: QuoteOptions): ServiceLine[] => {
    const count = trademarkClasses(options);
    return [
      {
        label: 'clearanceSearch',
        amount: toMinor(FIXED_SERVICE_FEES.trademarkClearanceSearch[jurisdiction]) * count,
        values: { count },
      },
    ];
  };
}

/** UK company: how many people our ACSP verifies (0 to 50: directors and PSCs, each counted once). */
function identityChecks(options: QuoteOptions): number {
  const checks = options.identityChecks ?? 0;
  if (!Number.isInteger(checks) || checks < 0 || checks > 50)
    throw new RangeError(`Identity checks must be a whole number from 0 to 50: ${checks}`);
  return checks;
}

/**
 * Canada: the registry's fee and, for a named corporation, the NUANS report: federal (CBCA) or
 * Ontario-biased (OBCA). A numbered corporation needs none [S165][S170].
 */
function canadaCompanyLines(options: QuoteOptions): FeeLine[] {
  const ca = governmentFees.canada;
  const ontario = (options.canadaRegime ?? 'federal') === 'ontario';
  const lines: FeeLine[] = [];
  if (!options.numberedCompany)
    lines.push(line('nuansReport', ontario ? ca.ontarioNuansReport : ca.nuansReport));
  lines.push(
    line('incorporation', ontario ? ca.ontarioIncorporation : ca.federalIncorporationOnline),
  );
  return lines;
}

function usEntity(options: QuoteOptions, allowed: readonly UsEntity[]): UsEntity {
  const entity = options.entity ?? 'llc';
  if (!allowed.includes(entity)) throw new RangeError(`Entity not offered here: ${entity}`);
  return entity;
}

const US_ENTITIES = ['llc', 'corporation'] as const satisfies readonly UsEntity[];

/** Where each late charge's figure comes from (docs/sources.md). */
const lateChargeSources: Record<LateChargeKind, Pick<FeeLine, 'confidence' | 'source' | 'asOf'>> = {
  texasLateReport: governmentFees.texas.lateReportPenalty,
  texasLatePayment: governmentRates.texas.latePaymentPenalty,
  delawareLatePenalty: governmentFees.delaware.lateFilingPenalty,
  delawareLateInterest: governmentRates.delaware.lateInterestPerMonth,
};

/** The late charges of a US state filing as fee lines, after the state's own. */
function lateLines(options: QuoteOptions): FeeLine[] {
  return (options.lateCharges ?? []).map(({ kind, amount, values }) => {
    const source = lateChargeSources[kind];
    if (!source || !Number.isSafeInteger(amount) || amount < 0)
      throw new RangeError(`Invalid late charge: ${kind} ${amount}`);
    const { confidence, source: tag, asOf } = source;
    return { label: kind, amount, confidence, source: tag, asOf, ...(values ? { values } : {}) };
  });
}

/** A South African company's annual return by turnover band, on time or late [S150][S234]. */
function southAfricaAnnualReturnLine(options: QuoteOptions): FeeLine {
  const { band, late } = options.southAfricaAnnualReturn ?? { band: 'under1m', late: false };
  const fees = governmentFees.southAfrica;
  const fee = {
    under1m: late ? fees.annualReturnUnder1mLate : fees.annualReturnUnder1m,
    under10m: late ? fees.annualReturnUnder10mLate : fees.annualReturnUnder10m,
    under25m: late ? fees.annualReturnUnder25mLate : fees.annualReturnUnder25m,
    from25m: late ? fees.annualReturnFrom25mLate : fees.annualReturnFrom25m,
  }[band];
  if (!fee) throw new RangeError(`Unknown South African turnover band: ${String(band)}`);
  return line(late ? 'annualReturnLate' : 'annualReturn', fee);
}

/** A state tax computed by lib/tax (cents), or the state's minimum when none was computed yet. */
function stateTax(options: QuoteOptions, minimum: number): number {
  const tax = options.stateTax ?? minimum;
  if (!Number.isSafeInteger(tax) || tax < 0) throw new RangeError(`Invalid state tax: ${tax}`);
  return tax;
}

/**
 * Formation in a US state: an LLC or a C-Corporation, each with its own filing fee and our fee,
 * and the EIN when asked. A Delaware corporation's fee includes the §391 tax on its authorised
 * shares: the $109 minimum holds its $15 minimum, so a larger tax adds the difference.
 */
function usFormation(
  jurisdiction: 'delaware' | 'wyoming' | 'texas',
  fees: Record<UsEntity, GovernmentFee>,
): Offering {
  return {
    jurisdiction,
    service: 'company',
    basis: 'fixed',
    entities: US_ENTITIES,
    serviceFee: (pkg, options) =>
      toMinor(SERVICE_FEES.usStates[usEntity(options, US_ENTITIES)][packageIndex[pkg]]),
    extraServiceLines: (options, pkg) => einLines(pkg, options),
    governmentLines: (options) => {
      const entity = usEntity(options, US_ENTITIES);
      const formation = line(
        entity === 'llc' ? 'llcFormation' : 'corporationFormation',
        fees[entity],
      );
      const tax = options.incorporationTax;
      if (jurisdiction !== 'delaware' || entity !== 'corporation' || tax === undefined)
        return [formation];
      if (!Number.isSafeInteger(tax) || tax < DE_INCORPORATION_MIN_TAX_CENTS)
        throw new RangeError(`Invalid Delaware incorporation tax: ${tax}`);
      return [{ ...formation, amount: formation.amount - DE_INCORPORATION_MIN_TAX_CENTS + tax }];
    },
  };
}

const ng = governmentFees.nigeria;
const de = governmentFees.delaware;

export const offerings: readonly Offering[] = [
  // Nigeria (CAC, CAMA 2020)
  {
    jurisdiction: 'nigeria',
    service: 'company',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.nigeria.company),
    governmentLines: nigeriaCompanyLines,
  },
  {
    jurisdiction: 'nigeria',
    service: 'businessName',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.nigeria.businessName),
    governmentLines: () => [
      line('nameReservation', ng.nameReservation),
      line('businessNameRegistration', ng.businessNameRegistration),
    ],
  },
  {
    jurisdiction: 'nigeria',
    service: 'nonProfit',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.nigeria.nonProfit),
    // The notice in the newspapers invites objections for 28 days [S89] (20 business days) before CAC
    // can register the trustees: no package can promise less than that plus the filing around it.
    turnaround: {
      basic: { min: 30, max: 40, unit: 'businessDays' },
      standard: { min: 25, max: 32, unit: 'businessDays' },
      premium: { min: 22, max: 28, unit: 'businessDays' },
    },
    governmentLines: () => [
      line('trusteesNameReservation', ng.trusteesNameReservation),
      line('trusteesRegistration', ng.trusteesRegistration),
    ],
  },
  advisory('nigeria', 'taxFiling', SERVICE_FEES.nigeria.taxFiling),
  {
    jurisdiction: 'nigeria',
    service: 'annualReturns',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.nigeria.annualReturns),
    extraServiceLines: (options) => {
      const extra = (options.annualReturns?.years ?? 1) - 1;
      return extra > 0
        ? [
            {
              label: 'additionalYears',
              amount: toMinor(FIXED_SERVICE_FEES.annualReturnAdditionalYear) * extra,
              values: { count: extra },
            },
          ]
        : [];
    },
    // Without the customer's answers (catalogue pages): one company return at the lowest band.
    governmentLines: (options) =>
      options.annualReturns
        ? nigeriaAnnualReturnLines(options.annualReturns)
        : [line('annualReturn', ng.companyAnnualReturnBand1)],
  },
  advisory('nigeria', 'companySecretarial', SERVICE_FEES.nigeria.companySecretarial),
  advisory('nigeria', 'corporateCompliance', SERVICE_FEES.nigeria.corporateCompliance),
  advisory('nigeria', 'virtualOffice', SERVICE_FEES.nigeria.virtualOffice),
  advisory('nigeria', 'structuringGovernance', SERVICE_FEES.nigeria.structuringGovernance),
  // Registering as an employer: the state IRS, PenCom's PFAs, the NSITF and the ITF charge no
  // registration fee [S435] (UNCONFIRMED), so the quote has no government line.
  advisory('nigeria', 'employerRegistration', SERVICE_FEES.nigeria.employerRegistration),
  {
    ...advisory('nigeria', 'businessLicensing', SERVICE_FEES.nigeria.businessLicensing),
    basis: 'atCost',
  },

  {
    // The Trademarks Registry's fee per class is not confirmed for 2026 [S394]: passed through at
    // cost once known (docs/sources.md). Our clearance search is priced per class.
    jurisdiction: 'nigeria',
    service: 'trademark',
    basis: 'atCost',
    serviceFee: flat(SERVICE_FEES.nigeria.trademark),
    extraServiceLines: clearanceSearchLines('nigeria'),
    governmentLines: none,
  },

  // Ghana (ORC, Companies Act 2019)
  {
    // The ORC's fees all changed on 1 Jan 2023 and GH¢330 is older [S126]: passed through at cost
    // until the current table is confirmed (obligations 2026-11-27, section 3).
    jurisdiction: 'ghana',
    service: 'company',
    basis: 'atCost',
    serviceFee: flat(SERVICE_FEES.ghana.company),
    governmentLines: none,
  },
  {
    // GH¢90 for each year filed [S127], and the ORC's flat fine when any is overdue [S213]; without
    // the customer's answers (the catalogue's "from" price), one year filed on time.
    jurisdiction: 'ghana',
    service: 'annualReturns',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.ghana.annualReturns),
    governmentFeeFrom: true,
    extraServiceLines: (options) => {
      const extra = (options.ghanaAnnualReturns?.years ?? 1) - 1;
      return extra > 0
        ? [
            {
              label: 'additionalYears',
              amount: toMinor(FIXED_SERVICE_FEES.ghanaAnnualReturnAdditionalYear) * extra,
              values: { count: extra },
            },
          ]
        : [];
    },
    governmentLines: ghanaAnnualReturnLines,
  },
  advisory('ghana', 'taxFiling', SERVICE_FEES.ghana.taxFiling),
  advisory('ghana', 'companySecretarial', SERVICE_FEES.ghana.companySecretarial),
  advisory('ghana', 'virtualOffice', SERVICE_FEES.ghana.virtualOffice),
  // SSNIT and the GRA register employers without a fee [S452] (UNCONFIRMED).
  advisory('ghana', 'employerRegistration', SERVICE_FEES.ghana.employerRegistration),

  {
    // The Registrar-General's trade mark fees are not confirmed in cedis for 2026 [S397]: passed
    // through at cost once known (docs/sources.md). Our clearance search is priced per class.
    jurisdiction: 'ghana',
    service: 'trademark',
    basis: 'atCost',
    serviceFee: flat(SERVICE_FEES.ghana.trademark),
    extraServiceLines: clearanceSearchLines('ghana'),
    governmentLines: none,
  },

  // South Africa (CIPC, Companies Act 71 of 2008)
  {
    jurisdiction: 'southAfrica',
    service: 'company',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.southAfrica.company),
    extraServiceLines: southAfricaExtras,
    // The Notice of Incorporation costs R175 with the standard MOI, R475 with any other (Table CR 2B),
    // each less the R50 name reservation shown beside it.
    governmentLines: (options) => [
      line('nameReservation', governmentFees.southAfrica.nameReservation),
      options.moi === 'customised'
        ? line('companyCustomisedMoi', governmentFees.southAfrica.companyCustomisedMoi)
        : line('companyStandardMoi', governmentFees.southAfrica.companyStandardMoi),
    ],
  },
  {
    jurisdiction: 'southAfrica',
    service: 'annualReturns',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.southAfrica.annualReturns),
    governmentFeeFrom: true,
    // By the company's turnover band, on time or late; without an answer (the catalogue's "from"
    // price), the lowest band filed on time.
    governmentLines: (options) => [southAfricaAnnualReturnLine(options)],
  },
  advisory('southAfrica', 'taxFiling', SERVICE_FEES.southAfrica.taxFiling),
  advisory('southAfrica', 'corporateCompliance', SERVICE_FEES.southAfrica.corporateCompliance),
  advisory('southAfrica', 'virtualOffice', SERVICE_FEES.southAfrica.virtualOffice),
  // SARS, the Department of Employment and Labour and the Compensation Fund register employers
  // without a fee [S458] (UNCONFIRMED).
  advisory('southAfrica', 'employerRegistration', SERVICE_FEES.southAfrica.employerRegistration),

  {
    // CIPC: one TM1 application per class, R590 each [S390][S391].
    jurisdiction: 'southAfrica',
    service: 'trademark',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.southAfrica.trademark),
    extraServiceLines: clearanceSearchLines('southAfrica'),
    governmentLines: (options) => [
      line(
        'trademarkClassApplications',
        governmentFees.southAfrica.trademarkPerClass,
        trademarkClasses(options),
      ),
    ],
  },

  // United Kingdom (Companies House, UKIPO)
  {
    jurisdiction: 'uk',
    service: 'company',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.uk.company),
    extraServiceLines: (options) => {
      const checks = identityChecks(options);
      return checks > 0
        ? [
            {
              label: 'identityVerification',
              amount: toMinor(FIXED_SERVICE_FEES.ukIdentityCheck) * checks,
            },
          ]
        : [];
    },
    governmentLines: () => [line('incorporation', governmentFees.uk.incorporationOnline)],
  },
  {
    jurisdiction: 'uk',
    service: 'annualReturns',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.uk.annualReturns),
    // Dormant company accounts (AA02) are filed online free of charge [S301][S302].
    governmentLines: (options) =>
      options.ukDormantAccounts
        ? []
        : [line('confirmationStatement', governmentFees.uk.confirmationStatement)],
  },
  {
    jurisdiction: 'uk',
    service: 'trademark',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.uk.trademark),
    governmentLines: (options) => {
      const extra = trademarkClasses(options) - 1;
      const lines = [line('trademarkFirstClass', governmentFees.uk.trademarkFirstClass)];
      if (extra > 0)
        lines.push(
          line('trademarkAdditionalClasses', governmentFees.uk.trademarkAdditionalClass, extra),
        );
      return lines;
    },
  },
  advisory('uk', 'taxFiling', SERVICE_FEES.uk.taxFiling),
  advisory('uk', 'companySecretarial', SERVICE_FEES.uk.companySecretarial),
  advisory('uk', 'virtualOffice', SERVICE_FEES.uk.virtualOffice),
  // HMRC registers an employer's PAYE scheme and The Pensions Regulator takes the declaration of
  // compliance without a fee [S443][S442].
  advisory('uk', 'employerRegistration', SERVICE_FEES.uk.employerRegistration),

  // Canada (Corporations Canada, CBCA; Ontario Business Registry, OBCA)
  {
    jurisdiction: 'canada',
    service: 'company',
    basis: 'fixed',
    variants: canadaRegimes.map((id) => ({ id, options: { canadaRegime: id } })),
    serviceFee: flat(SERVICE_FEES.canada.company),
    governmentLines: canadaCompanyLines,
  },
  {
    // A federal corporation's annual return costs $12 at Corporations Canada; an Ontario corporation's,
    // filed on the Ontario Business Registry, has no government fee [S235].
    jurisdiction: 'canada',
    service: 'annualReturns',
    basis: 'fixed',
    variants: canadaRegimes.map((id) => ({ id, options: { canadaRegime: id } })),
    serviceFee: flat(SERVICE_FEES.canada.annualReturns),
    governmentLines: (options) =>
      (options.canadaRegime ?? 'federal') === 'ontario'
        ? []
        : [line('annualReturn', governmentFees.canada.federalAnnualReturn)],
  },
  {
    // CIPO: the first class, then each further class [S392].
    jurisdiction: 'canada',
    service: 'trademark',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.canada.trademark),
    extraServiceLines: clearanceSearchLines('canada'),
    governmentLines: (options) => {
      const extra = trademarkClasses(options) - 1;
      const lines = [line('trademarkFirstClass', governmentFees.canada.trademarkFirstClass)];
      if (extra > 0)
        lines.push(
          line('trademarkAdditionalClasses', governmentFees.canada.trademarkAdditionalClass, extra),
        );
      return lines;
    },
  },
  advisory('canada', 'taxFiling', SERVICE_FEES.canada.taxFiling),
  advisory('canada', 'virtualOffice', SERVICE_FEES.canada.virtualOffice),
  // The CRA opens a payroll account and the provincial boards register employers without a fee [S460][S461].
  advisory('canada', 'employerRegistration', SERVICE_FEES.canada.employerRegistration),

  // USA: federal work
  {
    jurisdiction: 'usa',
    service: 'trademark',
    basis: 'fixed',
    serviceFee: flat(SERVICE_FEES.usa.trademark),
    extraServiceLines: (options) =>
      options.usAttorney
        ? [{ label: 'usAttorney', amount: toMinor(FIXED_SERVICE_FEES.usAttorney) }]
        : [],
    governmentLines: (options) => {
      const classes = trademarkClasses(options);
      const freeForm = options.freeFormClasses ?? 0;
      if (!Number.isInteger(freeForm) || freeForm < 0 || freeForm > classes)
        throw new RangeError(
          `Free-form classes must be a whole number from 0 to ${classes}: ${freeForm}`,
        );
      const lines = [line('trademarkClasses', governmentFees.usa.trademarkPerClass, classes)];
      if (freeForm > 0)
        lines.push(
          line('trademarkFreeForm', governmentFees.usa.trademarkFreeFormSurcharge, freeForm),
        );
      const groups = options.freeFormExtraCharacterGroups ?? 0;
      if (!Number.isInteger(groups) || groups < 0 || (groups > 0 && freeForm === 0))
        throw new RangeError(
          `Extra groups of free-form characters need free-form classes: ${groups}`,
        );
      if (groups > 0)
        lines.push(
          line(
            'trademarkFreeFormLength',
            governmentFees.usa.trademarkFreeFormPerThousandCharacters,
            groups,
          ),
        );
      return lines;
    },
  },
  // Form 5472 + pro forma 1120, 1120 or 1065: no IRS filing fee.
  advisory('usa', 'taxFiling', SERVICE_FEES.usa.taxFiling),
  // Delaware, Wyoming and Texas register employers' tax accounts without a fee [S465] (UNCONFIRMED).
  advisory('usa', 'employerRegistration', SERVICE_FEES.usa.employerRegistration),

  // USA: states. Formation of an LLC or a C-Corporation in each.
  usFormation('delaware', { llc: de.llcFormation, corporation: de.corporationFormation }),
  usFormation('wyoming', {
    llc: governmentFees.wyoming.llcFormation,
    corporation: governmentFees.wyoming.corporationFormation,
  }),
  usFormation('texas', {
    llc: governmentFees.texas.llcFormation,
    corporation: governmentFees.texas.corporationFormation,
  }),
  {
    // The corporation's annual report and franchise tax (by the cheaper method), or the LLC's annual tax.
    jurisdiction: 'delaware',
    service: 'usStateFilings',
    basis: 'fixed',
    entities: US_ENTITIES,
    serviceFee: flat(SERVICE_FEES.usStates.stateFilings),
    // A report filed after its due date adds Delaware's $200 penalty and interest (lateCharges).
    governmentLines: (options) => [
      ...(usEntity(options, US_ENTITIES) === 'llc'
        ? [line('llcAnnualTax', de.llcAnnualTax)]
        : [
            line('annualReport', de.corporationAnnualReport),
            options.stateTax === undefined
              ? line('franchiseTaxMinimum', de.corporationMinimumFranchiseTax)
              : {
                  ...line('franchiseTax', de.corporationMinimumFranchiseTax),
                  amount: stateTax(options, 0),
                },
          ]),
      ...lateLines(options),
    ],
  },
  // Delaware corporate income tax return: our work; the tax is paid to the Division of Revenue.
  advisory('delaware', 'taxFiling', SERVICE_FEES.usStates.incomeTaxFiling),
  {
    // The annual report's license tax: max($60, 0.0002 × Wyoming assets), computed by lib/tax.
    jurisdiction: 'wyoming',
    service: 'usStateFilings',
    basis: 'fixed',
    entities: US_ENTITIES,
    serviceFee: flat(SERVICE_FEES.usStates.stateFilings),
    governmentLines: (options) => {
      usEntity(options, US_ENTITIES);
      const minimum = governmentFees.wyoming.annualLicenseTaxMinimum;
      if (options.stateTax === undefined) return [line('licenseTaxMinimum', minimum)];
      const tax = stateTax(options, minimum.amount);
      if (tax < minimum.amount)
        throw new RangeError(`Wyoming license tax below the minimum: ${tax}`);
      return [{ ...line('licenseTax', minimum), amount: tax }];
    },
  },
  {
    // The franchise tax report or the Public Information Report alone below the no-tax-due threshold.
    jurisdiction: 'texas',
    service: 'usStateFilings',
    basis: 'fixed',
    entities: US_ENTITIES,
    serviceFee: flat(SERVICE_FEES.usStates.stateFilings),
    // A tax under $1,000 is $0 but still a franchise tax report, with a label of its own; the
    // computation filed (E-Z or long form) names the tax line; late charges follow (issue 28).
    governmentLines: (options) => {
      usEntity(options, US_ENTITIES);
      const belowThreshold = governmentFees.texas.franchiseTaxBelowThreshold;
      const tax = stateTax(options, 0);
      const outcome = options.texasOutcome ?? (tax === 0 ? 'noTaxDue' : 'tax');
      const label =
        options.texasMethod === 'ez'
          ? 'texasFranchiseTaxEz'
          : options.texasMethod === 'longForm'
            ? 'texasFranchiseTaxLongForm'
            : 'texasFranchiseTax';
      const main =
        outcome === 'noTaxDue'
          ? line('franchiseTaxBelowThreshold', belowThreshold)
          : outcome === 'belowMinimum'
            ? line('texasFranchiseTaxUnderMinimum', belowThreshold)
            : { ...line(label, belowThreshold), amount: tax };
      return [main, ...lateLines(options)];
    },
  },
];

export function findOffering(
  jurisdiction: JurisdictionId,
  service: ServiceId,
): Offering | undefined {
  return offerings.find((o) => o.jurisdiction === jurisdiction && o.service === service);
}

export function offeringsIn(jurisdiction: JurisdictionId): Offering[] {
  return offerings.filter((o) => o.jurisdiction === jurisdiction);
}

export function offeringsInCountry(country: CountrySlug): Offering[] {
  return offerings.filter((o) => jurisdictions[o.jurisdiction].country === country);
}

export function offeringsOf(service: ServiceId): Offering[] {
  return offerings.filter((o) => o.service === service);
}
