import { toMinor, type Currency } from './money';

/**
 * GOVERNMENT FEES: the one place where every registry fee the catalogue charges through lives.
 *
 * Figures come from docs/sources.md (compiled 2026-11-21; source tags [Sxx]
 * refer to its section 9). `confidence` repeats the notes' label: amounts marked 'unconfirmed'
 * must be checked on the registry's live site before launch, and are changed HERE only; every
 * page, quote and test reads them from this object.
 */
export type FeeConfidence = 'official' | 'secondary' | 'unconfirmed';

export type GovernmentFee = {
  /** Minor units (kobo, pesewas, cents, pence). */
  amount: number;
  currency: Currency;
  confidence: FeeConfidence;
  /** Source tag(s) in the domain notes. */
  source: string;
  /** When the figure took effect, or the date of the source text. */
  asOf: string;
};

function fee(
  major: number,
  currency: Currency,
  confidence: FeeConfidence,
  source: string,
  asOf: string,
): GovernmentFee {
  return { amount: toMinor(major), currency, confidence, source, asOf };
}

export const governmentFees = {
  nigeria: {
    // CAC name reservation after the 1 Aug 2025 schedule: ₦1,000 (was ₦500). [S81] UNCONFIRMED, 2025-08-01.
    nameReservation: fee(1_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // CAC private-company filing fee for the first ₦1m of share capital: ₦10,000 per Mondaq [S80];
    // a copied post [S81] says ₦20,000. Conflict: SECONDARY, 2025-08-01. Change here if CAC confirms ₦20,000.
    companyFilingFirstMillion: fee(10_000, 'NGN', 'secondary', 'S80', '2025-08-01'),
    // Each additional ₦1m (or part) of share capital: flat ₦10,000 from 1 Aug 2025. [S80][S82][S83] SECONDARY, 2025-08-01.
    companyFilingPerAdditionalMillion: fee(10_000, 'NGN', 'secondary', 'S80', '2025-08-01'),
    // Business name registration: ₦20,000 from 1 Aug 2025 (was ₦10,000). [S81] UNCONFIRMED, 2025-08-01.
    businessNameRegistration: fee(20_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // Incorporated trustees: name ₦5,000. [S81] UNCONFIRMED, 2025-08-01.
    trusteesNameReservation: fee(5_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // Incorporated trustees registration: ₦40,000. [S81] UNCONFIRMED, 2025-08-01.
    trusteesRegistration: fee(40_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // Company annual return, turnover ₦100k–₦100m band: ₦5,000. [S81] UNCONFIRMED, 2025-08-01.
    companyAnnualReturnBand1: fee(5_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // Company annual return, turnover ₦100m–₦500m: ₦100,000. [S81] UNCONFIRMED, 2025-08-01.
    companyAnnualReturnBand2: fee(100_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // Company annual return, turnover ₦500m–₦1bn: ₦150,000. [S81] UNCONFIRMED, 2025-08-01.
    companyAnnualReturnBand3: fee(150_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
    // Company annual return, turnover over ₦1bn: ₦200,000. [S81] UNCONFIRMED, 2025-08-01.
    companyAnnualReturnBand4: fee(200_000, 'NGN', 'unconfirmed', 'S81', '2025-08-01'),
  },
  ghana: {
    // ORC incorporation fee ~GH¢330: pre-2023 data; all ORC fees changed 1 Jan 2023 (Act 1080). [S123][S126] UNCONFIRMED.
    companyIncorporation: fee(330, 'GHS', 'unconfirmed', 'S123', '2023-01-01'),
    // Annual return, company limited by shares: GH¢90 a year. [S127] SECONDARY, 2023-08.
    companyAnnualReturn: fee(90, 'GHS', 'secondary', 'S127', '2023-08-01'),
  },
  southAfrica: {
    // CIPC name reservation (CoR 9.1) online: R50. [S142] OFFICIAL, [S143] 2023.
    nameReservation: fee(50, 'ZAR', 'official', 'S142', '2023-01-01'),
    // CIPC private company with a standard MOI: R125. [S140] SECONDARY (mirror of the CIPC fee table), ~2023.
    companyStandardMoi: fee(125, 'ZAR', 'secondary', 'S140', '2023-01-01'),
    // CIPC annual return, turnover under R1m, filed on time: R100. [S150] OFFICIAL (bizportal).
    annualReturnUnder1m: fee(100, 'ZAR', 'official', 'S150', '2023-01-01'),
  },
  uk: {
    // Companies House incorporation, web service: £50 (was £12). SI 2024/155 [S60][S61] OFFICIAL, 2024-05-01.
    // A 2026 change is possible (gov.uk guide updated 2026-02-01 [S62]): check before launch.
    incorporationOnline: fee(50, 'GBP', 'official', 'S60', '2024-05-01'),
    // Confirmation statement online: £34 (was £13). [S68] amount UNCONFIRMED, 2024-05-01.
    confirmationStatement: fee(34, 'GBP', 'unconfirmed', 'S68', '2024-05-01'),
    // UKIPO online trade mark application: £170 including one class. [S69][S70] OFFICIAL.
    trademarkFirstClass: fee(170, 'GBP', 'official', 'S69', '2026-11-21'),
    // UKIPO: each additional class £50. [S69] OFFICIAL.
    trademarkAdditionalClass: fee(50, 'GBP', 'official', 'S69', '2026-11-21'),
  },
  canada: {
    // Corporations Canada federal incorporation online: $200 ($250 on paper). [S166] SECONDARY, ~2023.
    federalIncorporationOnline: fee(200, 'CAD', 'secondary', 'S166', '2023-01-01'),
    // Federal NUANS name search report: about $13.80. UNCONFIRMED (notes §5.1).
    nuansReport: fee(13.8, 'CAD', 'unconfirmed', 'S165', '2023-01-01'),
    // Federal annual return: $12, due within 60 days after the anniversary. [S164] fee UNCONFIRMED.
    federalAnnualReturn: fee(12, 'CAD', 'unconfirmed', 'S164', '2024-01-01'),
  },
  usa: {
    // USPTO base application: $350 per class from 2025-01-18. [S48][S49][S50] SECONDARY.
    trademarkPerClass: fee(350, 'USD', 'secondary', 'S48', '2025-01-18'),
    // USPTO surcharge per class for goods and services written free-form instead of taken from the
    // ID Manual: $200. 37 CFR 2.6(a)(1)(v) via [S48][S49][S50] SECONDARY, 2025-01-18.
    trademarkFreeFormSurcharge: fee(200, 'USD', 'secondary', 'S48', '2025-01-18'),
    // USPTO surcharge for each further group of 1,000 characters of free-form text beyond the first
    // 1,000, per class affected: $200. 37 CFR 2.6(a)(1)(vi) [S51] OFFICIAL (89 FR 91062),
    // [S52] OFFICIAL, from 2025-01-18; checked 2026-11-26.
    trademarkFreeFormPerThousandCharacters: fee(200, 'USD', 'official', 'S51', '2025-01-18'),
    // USPTO surcharge per class when a base application lacks required information (domicile,
    // legal entity, declaration…, 37 CFR 2.22(a)): $100. 37 CFR 2.6(a)(1)(iv) [S51][S52] OFFICIAL,
    // from 2025-01-18. Shown on /usa-trademark-application; our form asks for all of it, so no quote carries it.
    trademarkInsufficientInformation: fee(100, 'USD', 'official', 'S51', '2025-01-18'),
  },
  delaware: {
    // LLC Certificate of Formation: $110 in total. [S13] SECONDARY; statute [S18] OFFICIAL, 2024–2025.
    llcFormation: fee(110, 'USD', 'secondary', 'S13', '2025-01-01'),
    // Certificate of Incorporation: minimum $109 (up to 1,500 no-par shares). [S13][S14] SECONDARY, 2024–2025.
    corporationFormation: fee(109, 'USD', 'secondary', 'S13', '2025-01-01'),
    // LLC annual tax: $300, due June 1. [S13][S16] SECONDARY.
    llcAnnualTax: fee(300, 'USD', 'secondary', 'S16', '2025-01-01'),
    // Corporate annual report: $50, due March 1. [S16][S17] SECONDARY, 2025–2026.
    corporationAnnualReport: fee(50, 'USD', 'secondary', 'S16', '2026-01-01'),
    // Minimum franchise tax, Authorized Shares Method (≤ 5,000 shares): $175. 8 Del. C. §503 via [S2][S8] OFFICIAL, 2018-01-01.
    corporationMinimumFranchiseTax: fee(175, 'USD', 'official', 'S2', '2018-01-01'),
  },
  wyoming: {
    // LLC Articles of Organization: $100. [S27] SECONDARY, 2024–2025.
    llcFormation: fee(100, 'USD', 'secondary', 'S27', '2025-01-01'),
    // Profit corporation Articles of Incorporation: $100. [S28a] SECONDARY, checked 2026-11-25.
    corporationFormation: fee(100, 'USD', 'secondary', 'S28a', '2026-11-25'),
    // Annual report license tax: greater of $60 or $0.0002 × Wyoming assets. W.S. 17-29-209 [S20][S21] OFFICIAL, 2024.
    annualLicenseTaxMinimum: fee(60, 'USD', 'official', 'S20', '2024-01-01'),
  },
  texas: {
    // LLC Certificate of Formation (Form 205): $300. [S34] SECONDARY, 2025–2026.
    llcFormation: fee(300, 'USD', 'secondary', 'S34', '2025-01-01'),
    // For-profit corporation Certificate of Formation (Form 201): $300. [S34a] SECONDARY, checked 2026-11-25.
    corporationFormation: fee(300, 'USD', 'secondary', 'S34a', '2026-11-25'),
    // Below the $2,650,000 no-tax-due threshold (2026 report) no franchise tax is due; only the
    // Public Information Report (05-102) is filed, which the notes list without a fee. [S30][S31] OFFICIAL, 2026.
    franchiseTaxBelowThreshold: fee(0, 'USD', 'official', 'S30', '2026-01-01'),
  },
} as const satisfies Record<string, Record<string, GovernmentFee>>;

/** A registry charge set as a share of an amount rather than as a fee. */
export type GovernmentRate = Omit<GovernmentFee, 'amount' | 'currency'> & {
  /** Hundredths of a per cent: 75 is 0.75%. */
  basisPoints: number;
};

/** GOVERNMENT RATES: like the fees above, the one place to change them. */
export const governmentRates = {
  nigeria: {
    // Stamp duty on a company's issued share capital: 0.75%, unchanged by the 1 Aug 2025 schedule.
    // [S81][S82] SECONDARY, 2025-08-01.
    shareCapitalStampDuty: { basisPoints: 75, confidence: 'secondary', source: 'S82', asOf: '2025-08-01' },
  },
} as const satisfies Record<string, Record<string, GovernmentRate>>;

/** Texas no-tax-due threshold for the 2026 report, annualised total revenue. [S30] OFFICIAL, 2026. */
export const TEXAS_NO_TAX_DUE_THRESHOLD_USD = 2_650_000;


/** Every fee with its dotted key (`nigeria.nameReservation`), for listings and tests. */
export function allGovernmentFees(): { key: string; fee: GovernmentFee }[] {
  return Object.entries(governmentFees).flatMap(([group, fees]) =>
    Object.entries(fees).map(([name, value]) => ({
      key: `${group}.${name}`,
      fee: value as GovernmentFee,
    })),
  );
}
