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

/**
 * CAC's 2025 schedule of fees: gazetted 29 May 2025 (Official Gazette No. 92, Vol. 112), announced
 * for 1 Aug 2025, deferred to 1 Sep and then to 1 Oct 2025 by CAC's public notice of 30 Aug 2025
 * [S184][S185] SECONDARY, checked 2026-11-26. Every Nigerian fee below that comes from this
 * schedule carries `inForce` as its date: change the date here if CAC moves it again.
 */
export const CAC_SCHEDULE_2025 = { gazetted: '2025-05-29', inForce: '2025-10-01' } as const;
const CAC_2025 = CAC_SCHEDULE_2025.inForce;

export const governmentFees = {
  nigeria: {
    // CAC name reservation under the 2025 schedule: ₦1,000 (was ₦500). [S81] UNCONFIRMED.
    nameReservation: fee(1_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // CAC private-company filing fee for the first ₦1m of share capital: ₦10,000 per Mondaq [S80];
    // a copied CAC post [S81] says ₦20,000. Conflict, still open on 2026-11-27 (searched again: nothing
    // newer, docs/sources.md): SECONDARY. The base is
    // this one number: change it here if CAC's live schedule shows ₦20,000 (the FAQ reads it from here).
    companyFilingFirstMillion: fee(10_000, 'NGN', 'secondary', 'S80', CAC_2025),
    // Each additional ₦1m (or part) of share capital: flat ₦10,000 under the 2025 schedule. [S80][S82][S83] SECONDARY.
    companyFilingPerAdditionalMillion: fee(10_000, 'NGN', 'secondary', 'S80', CAC_2025),
    // Business name registration: ₦20,000 under the 2025 schedule (was ₦10,000). [S81] UNCONFIRMED.
    businessNameRegistration: fee(20_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Incorporated trustees: name ₦5,000. [S81] UNCONFIRMED.
    trusteesNameReservation: fee(5_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Incorporated trustees registration: ₦40,000. [S81] UNCONFIRMED.
    trusteesRegistration: fee(40_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Company annual return, turnover ₦100k–₦100m band: ₦5,000. [S81] UNCONFIRMED.
    companyAnnualReturnBand1: fee(5_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Company annual return, turnover ₦100m–₦500m: ₦100,000. [S81] UNCONFIRMED.
    companyAnnualReturnBand2: fee(100_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Company annual return, turnover ₦500m–₦1bn: ₦150,000. [S81] UNCONFIRMED.
    companyAnnualReturnBand3: fee(150_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Company annual return, turnover over ₦1bn: ₦200,000. [S81] UNCONFIRMED.
    companyAnnualReturnBand4: fee(200_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Annual return of a business name: ₦5,000 under the 2025 schedule (was about ₦3,000). [S81] UNCONFIRMED.
    businessNameAnnualReturn: fee(5_000, 'NGN', 'unconfirmed', 'S81', CAC_2025),
    // Annual return of incorporated trustees: ₦5,000, unchanged by the 2025 schedule [S81]; ₦5,000 in
    // 2019 [S189]. SECONDARY.
    trusteesAnnualReturn: fee(5_000, 'NGN', 'secondary', 'S189', CAC_2025),
    // Late annual return, small company: ₦250 a day of default (Companies Regulations 2021, applied in
    // full from 2024 [S94][S95]; when the days start counting is NIGERIA_LATE_PENALTY_RULES below).
    // The company's own penalty; each director and officer is liable too. SECONDARY, 2024-01-01.
    companyLatePerDaySmall: fee(250, 'NGN', 'secondary', 'S94', '2024-01-01'),
    // Late annual return, other private company: the notes give only the range ₦250 (small) to
    // ₦1,000 (public) a day [S94]; ₦500 a day is our reading of the middle tier. UNCONFIRMED.
    companyLatePerDayOther: fee(500, 'NGN', 'unconfirmed', 'S94', '2024-01-01'),
    // Late annual return, business name: ₦5,000 for each year missed [S190]. UNCONFIRMED (a
    // single agent's page); confirm on the CAC portal.
    businessNameLatePerYear: fee(5_000, 'NGN', 'unconfirmed', 'S190', '2024-01-01'),
    // Late annual return, incorporated trustees: ₦5,000 for each year of non-compliance [S189].
    // SECONDARY, 2019.
    trusteesLatePerYear: fee(5_000, 'NGN', 'secondary', 'S189', '2019-03-29'),
  },
  ghana: {
    // ORC incorporation fee ~GH¢330: pre-2023 data; all ORC fees changed 1 Jan 2023 (Act 1080). [S123][S126]
    // UNCONFIRMED. Kept as the last known figure only: the catalogue quotes the incorporation at cost until
    // the ORC's current table is confirmed (searched again 2026-11-27: none found).
    companyIncorporation: fee(330, 'GHS', 'unconfirmed', 'S123', '2023-01-01'),
    // Annual return, company limited by shares: GH¢90 a year. [S127] SECONDARY, 2023-08.
    companyAnnualReturn: fee(90, 'GHS', 'secondary', 'S127', '2023-08-01'),
    // ORC's fine on a company whose annual returns are in arrears, flat, besides GH¢90 for each year
    // filed: GH¢1,000 in default for one to four years, GH¢2,000 for five years or more (ORC's press
    // release for the 30 April 2026 deadline [S213]; GH¢1,000 since 1 May 2024 [S257]). SECONDARY.
    // The Act's 25 penalty units a day (s.126(7), GH¢300 a day [S126]) is what persistent default
    // may attract: said on the form, not quoted.
    annualReturnArrearsFine: fee(1_000, 'GHS', 'secondary', 'S213', '2025-10-17'),
    annualReturnArrearsFineFiveYears: fee(2_000, 'GHS', 'secondary', 'S213', '2025-10-17'),
  },
  southAfrica: {
    // CIPC name reservation (CoR 9.1) online: R50. [S142] OFFICIAL, [S143] 2023.
    nameReservation: fee(50, 'ZAR', 'official', 'S142', '2023-01-01'),
    // Notice of Incorporation with a standard MOI (CoR 15.1A): R175, less the R50 name reservation
    // already paid (reg. 14(2)), so R125 here beside the name's R50. Companies Regulations 2011,
    // Table CR 2B item 2(a) [S186][S187] OFFICIAL (statute copy); CIPC fee table [S140]. Checked 2026-11-26.
    companyStandardMoi: fee(125, 'ZAR', 'official', 'S186', '2011-05-01'),
    // Notice of Incorporation with any other MOI (a customised one, CoR 15.1B or unique): R475, less
    // the same R50 credit: R425 here, R475 with the name. Table CR 2B item 2(b) [S186][S188]
    // OFFICIAL (statute copy), checked 2026-11-26. Filed manually at the CIPC [S140].
    companyCustomisedMoi: fee(425, 'ZAR', 'official', 'S186', '2011-05-01'),
    // CIPC annual return of a company by its turnover, filed within 30 business days after the
    // anniversary: under R1m R100, under R10m R450, under R25m R2,000, R25m or more R3,000; filed later:
    // R150, R600, R2,500, R4,000 (Companies Act 2008, returns due from 1 May 2011). [S150] OFFICIAL
    // (bizportal), [S234] SECONDARY (the CIPC's table), checked 2026-11-27.
    annualReturnUnder1m: fee(100, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnUnder10m: fee(450, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnUnder25m: fee(2_000, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnFrom25m: fee(3_000, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnUnder1mLate: fee(150, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnUnder10mLate: fee(600, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnUnder25mLate: fee(2_500, 'ZAR', 'official', 'S150', '2011-05-01'),
    annualReturnFrom25mLate: fee(4_000, 'ZAR', 'official', 'S150', '2011-05-01'),

    // CIPC trade mark application (form TM1) for the goods or services of one class: R590; a mark
    // in several classes is one application per class, each R590 (Trade Marks Regulations,
    // Schedule 1 item 1(i)). [S390] OFFICIAL (CIPC's forms and fees page), [S391] OFFICIAL (CIPC's
    // how-to-apply page); searched 2026-11-28, no newer table found.
    trademarkPerClass: fee(590, 'ZAR', 'official', 'S390', '2026-11-28'),
  },
  uk: {
    // Companies House incorporation, web service: £50 (was £12). SI 2024/155 [S60][S61] OFFICIAL, 2024-05-01.
    // Searched again 2026-11-26 and 2026-11-27 [S236]: the confirmation statement rose on 1 Feb 2026
    // [S74], but no source in reach gives an incorporation figure for that date, so whether £50 still
    // holds is UNCONFIRMED: check gov.uk "Companies House fees" before launch and change it here.
    incorporationOnline: fee(50, 'GBP', 'unconfirmed', 'S60', '2024-05-01'),
    // Confirmation statement, online or software: £50 (was £34); £110 on paper. [S74] SECONDARY, from 2026-02-01.
    confirmationStatement: fee(50, 'GBP', 'secondary', 'S74', '2026-02-01'),
    // UKIPO online trade mark application (TM3) including one class: £205 (was £170, unchanged since
    // 1998). [S75][S76][S77] SECONDARY, from 2026-04-01.
    trademarkFirstClass: fee(205, 'GBP', 'secondary', 'S75', '2026-04-01'),
    // UKIPO: each additional class in the same application £60 (was £50). [S75][S76] SECONDARY, from 2026-04-01.
    trademarkAdditionalClass: fee(60, 'GBP', 'secondary', 'S75', '2026-04-01'),
  },
  canada: {
    // Corporations Canada federal incorporation, online: $200 ($250 by other means) [S172]; the 2019
    // schedule raises fees 1% every five years from 2024-04-01, rounded down to $5, which leaves $200
    // [S171]. OFFICIAL (regulation), as of 2024-04-01.
    federalIncorporationOnline: fee(200, 'CAD', 'official', 'S172', '2024-04-01'),
    // Federal NUANS name search report: about $13.80. UNCONFIRMED (notes §5.1).
    nuansReport: fee(13.8, 'CAD', 'unconfirmed', 'S165', '2023-01-01'),
    // Federal annual return: $12, due within 60 days after the anniversary. [S164] fee UNCONFIRMED.
    federalAnnualReturn: fee(12, 'CAD', 'unconfirmed', 'S164', '2024-01-01'),
    // Ontario Articles of Incorporation filed electronically (Ontario Business Registry): $300. [S170]
    // OFFICIAL; [S168] SECONDARY. Online only since 2021-10-19 [S167].
    ontarioIncorporation: fee(300, 'CAD', 'official', 'S170', '2021-10-19'),
    // Ontario-biased NUANS report, sold by private search houses: about $60. [S173] SECONDARY, 2025.
    ontarioNuansReport: fee(60, 'CAD', 'secondary', 'S173', '2025-01-01'),

    // CIPO trade mark application filed online: the first class of goods or services $347.35, each
    // further class $105.26 (the 2023 figures; CIPO's fees rise each 1 January with the CPI).
    // [S392] SECONDARY (a copy of CIPO's 2023 fee notice); the 2026 amounts are UNCONFIRMED:
    // check CIPO's "Fees for trademarks" page before launch and change them here.
    trademarkFirstClass: fee(347.35, 'CAD', 'unconfirmed', 'S392', '2023-01-01'),
    trademarkAdditionalClass: fee(105.26, 'CAD', 'unconfirmed', 'S392', '2023-01-01'),
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
    // Late annual report or tax (corporation or LLC): $200, with interest of 1.5% a month computed by
    // lib/tax (an estimate). [S8][S16] SECONDARY.
    lateFilingPenalty: fee(200, 'USD', 'secondary', 'S8', '2018-01-01'),
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
    // $50 on each franchise tax report filed after its due date. [S229][S-regfollower] SECONDARY, 2026.
    lateReportPenalty: fee(50, 'USD', 'secondary', 'S229', '2026-01-01'),
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
    // Stamp duty on a company's issued share capital: 0.75% under the Stamp Duties Act, charged by CAC
    // at incorporation [S81][S82]. From 1 Jan 2026 that Act is repealed and duties on instruments are
    // charged under the Nigeria Tax Act 2025 (Chapter Five, ss.124-127, rates in its Ninth Schedule)
    // [S191][S192]. No source seen by 2026-11-26 gives the Ninth Schedule's rate
    // for share capital, so 0.75% stays, UNCONFIRMED under the new Act: change the rate here once the
    // schedule is read.
    shareCapitalStampDuty: {
      basisPoints: 75,
      confidence: 'unconfirmed',
      source: 'S82',
      asOf: '2026-01-01',
    },
  },
  texas: {
    // Franchise tax paid 1–30 days late: 5% of the tax; more than 30 days: 10%. [S229][S-regfollower]
    // SECONDARY, 2026. Computed by lib/tax/texas-franchise-tax.ts (texasLateCharges).
    latePaymentPenalty: {
      basisPoints: 500,
      confidence: 'secondary',
      source: 'S229',
      asOf: '2026-01-01',
    },
  },
  delaware: {
    // Interest on late franchise or LLC tax: 1.5% for each month or part [S-del504] OFFICIAL; whether
    // it runs on the tax alone or on the tax and the $200 penalty is disputed, so the quote labels it
    // an estimate (lib/tax/delaware-franchise-tax.ts, delawareLatePayment).
    lateInterestPerMonth: {
      basisPoints: 150,
      confidence: 'unconfirmed',
      source: 'S-del504',
      asOf: '2018-01-01',
    },
  },
} as const satisfies Record<string, Record<string, GovernmentRate>>;

/**
 * Nigeria, late annual returns: CAC announced the full daily penalties of the Companies Regulations
 * 2021 from 1 Jan 2024 and extended the deadline to 1 Apr 2024 [S94][S95] SECONDARY. We count a
 * company's days of default from the later of the day after its due date and `dailyFrom`; before it,
 * CAC charged no daily penalty. A reading of the notices, UNCONFIRMED: change the date here.
 */
export const NIGERIA_LATE_PENALTY_RULES = { dailyFrom: '2024-04-01' } as const;

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
