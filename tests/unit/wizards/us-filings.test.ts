import { quoteForDraft } from '@/lib/wizards/pricing';
import { WIZARDS } from '@/lib/wizards/registry';
import {
  isOverdue,
  prefillFromCalculator,
} from '@/lib/wizards/definitions/usa/delaware-annual-report';
import { prefillFromTexasCalculator } from '@/lib/wizards/definitions/usa/texas-annual-report';
import { searchEntries } from '@/lib/wizards/definitions/usa/uspto-id-manual';
import { entryText, extraCharacterGroups } from '@/lib/wizards/definitions/usa/uspto-goods';
import { validateApplication, type DraftData } from '@/lib/wizards/steps';
import type { FlowId } from '@/lib/wizards/flows';
import {
  delawareAnnualReportValid,
  delawareIncomeTaxValid,
  delawareLlcTaxValid,
  texasAnnualReportValid,
  usaTaxFilingValid,
  usaTrademarkValid,
  wyomingAnnualReportValid,
} from '../../fixtures/us-filings';

/** The failing step and its issues as `path: key` strings (none for a valid application). */
function problems(flow: FlowId, data: DraftData) {
  const result = validateApplication(WIZARDS[flow], data);
  if (result.ok) return { step: null, issues: [] as string[] };
  return { step: result.stepId, issues: result.issues.map((i) => `${i.path.join('.')}: ${i.key}`) };
}

/** The government lines of the quote for these answers (priced on `today`), as [label, cents]. */
function governmentLines(flow: FlowId, data: DraftData, today?: string) {
  const quote = quoteForDraft(WIZARDS[flow], data, undefined, today);
  if (!quote) throw new Error('no quote');
  return quote.governmentFeeLines.map((l) => [l.label, l.amount]);
}

/** The same lines with the values their labels read. */
function linesWithValues(flow: FlowId, data: DraftData, today: string) {
  const quote = quoteForDraft(WIZARDS[flow], data, undefined, today);
  if (!quote) throw new Error('no quote');
  return quote.governmentFeeLines.map((l) => [l.label, l.amount, l.values ?? null]);
}

const thisYear = new Date().getUTCFullYear();

describe('Delaware annual report (corporation)', () => {
  it('prices the franchise tax from the answers by the lower method: 10,000,000 shares at $0.00001 with $50,000 of assets pay $400, not $85,165', () => {
    expect(governmentLines('delaware-annual-report', delawareAnnualReportValid)).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 400_00],
    ]);
  });

  it("prices the Division's worked example at $1,600 of tax plus the $50 report", () => {
    const division = {
      ...delawareAnnualReportValid,
      shareClasses: [
        { className: 'Common', shares: '1000000', parValue: '1' },
        { className: 'Preferred', shares: '250000', parValue: '5' },
      ],
      issuedShares: '485000',
      grossAssets: '1000000',
    };
    expect(problems('delaware-annual-report', division)).toEqual({ step: null, issues: [] });
    expect(governmentLines('delaware-annual-report', division)).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 1_600_00],
    ]);
  });

  it('counts a class without a par value by the Authorized Shares Method only', () => {
    const noPar = {
      ...delawareAnnualReportValid,
      shareClasses: [{ className: 'Common', shares: '5000', parValue: '' }],
      issuedShares: '5000',
    };
    expect(governmentLines('delaware-annual-report', noPar)).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 175_00],
    ]);
  });

  it('takes off the estimated payments already made, never below zero', () => {
    // 5,000,000 shares, no par: $42,665 by Authorized Shares; $30,000 already paid in instalments.
    const big = {
      ...delawareAnnualReportValid,
      shareClasses: [{ className: 'Common', shares: '5000000', parValue: '' }],
      issuedShares: '5000000',
    };
    expect(governmentLines('delaware-annual-report', { ...big, estimatesPaid: '30000' })).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 12_665_00],
    ]);
    expect(governmentLines('delaware-annual-report', { ...big, estimatesPaid: '50000' })).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 0],
    ]);
  });

  it('refuses a year to come, issued shares above the authorised, a bad par value and assets of another year', () => {
    expect(
      problems('delaware-annual-report', {
        ...delawareAnnualReportValid,
        taxYear: String(thisYear + 1),
      }).issues,
    ).toEqual(['taxYear: yearFuture']);
    expect(
      problems('delaware-annual-report', { ...delawareAnnualReportValid, taxYear: '2017' }).issues,
    ).toEqual(['taxYear: yearTooEarly']);
    expect(
      problems('delaware-annual-report', { ...delawareAnnualReportValid, issuedShares: '10000001' })
        .issues,
    ).toEqual(['issuedShares: issuedAboveAuthorised']);
    expect(
      problems('delaware-annual-report', {
        ...delawareAnnualReportValid,
        shareClasses: [{ className: 'Common', shares: '1000', parValue: '1e-5' }],
        issuedShares: '1000',
      }).issues,
    ).toEqual(['shareClasses.0.parValue: parValue']);
    expect(
      problems('delaware-annual-report', { ...delawareAnnualReportValid, assetsDate: '2019-12-31' })
        .issues,
    ).toEqual(['assetsDate: assetsDateYear']);
    expect(
      problems('delaware-annual-report', { ...delawareAnnualReportValid, fileNumber: 'DE-123' })
        .issues,
    ).toEqual(['fileNumber: delawareFileNumber']);
  });

  it('asks for directors, and for an authorised person to order the filing', () => {
    expect(
      problems('delaware-annual-report', { ...delawareAnnualReportValid, directors: [] }).issues,
    ).toEqual(['directors: atLeastOneDirector']);
    expect(
      problems('delaware-annual-report', { ...delawareAnnualReportValid, authorised: false })
        .issues,
    ).toEqual(['authorised: mustAccept']);
  });

  it("starts the shares step with the calculator link's figures, and with nothing from a link without valid ones", () => {
    expect(
      prefillFromCalculator(
        new URLSearchParams('shares=1000000@1,250000@5&issued=485000&assets=1000000'),
      ),
    ).toEqual({
      shareClasses: [
        { className: '', shares: '1000000', parValue: '1' },
        { className: '', shares: '250000', parValue: '5' },
      ],
      issuedShares: '485000',
      grossAssets: '1000000',
    });
    expect(prefillFromCalculator(new URLSearchParams('shares=5000000'))).toEqual({
      shareClasses: [{ className: '', shares: '5000000', parValue: '' }],
    });
    expect(prefillFromCalculator(new URLSearchParams('shares=abc'))).toEqual({});
    expect(prefillFromCalculator(new URLSearchParams('package=basic'))).toEqual({});
  });

  it('is overdue the day after 1 March', () => {
    expect(isOverdue(2025, 3, 1, '2026-03-01')).toBe(false);
    expect(isOverdue(2025, 3, 1, '2026-03-02')).toBe(true);
  });

  it('takes a report past its due date, with the $200 penalty and 1.5% a month of interest (an estimate) in the quote', () => {
    // The 2025 report was due on 1 March 2026; on 27 November 2026 it is 9 months late or part.
    const late = { ...delawareAnnualReportValid, taxYear: '2025', assetsDate: '2025-12-31' };
    expect(problems('delaware-annual-report', late)).toEqual({ step: null, issues: [] });
    const lines = linesWithValues('delaware-annual-report', late, '2026-11-27');
    expect(lines.slice(0, 3)).toEqual([
      ['annualReport', 50_00, null],
      ['franchiseTax', 400_00, null],
      ['delawareLatePenalty', 200_00, null],
    ]);
    expect(lines[3]).toEqual(['delawareLateInterest', expect.any(Number), { months: 9 }]);
    // At least 1.5% × 9 of the tax (the statute's base); the conservative base adds the penalty.
    expect(lines[3]![1]).toBeGreaterThanOrEqual(Math.round(400_00 * 0.015 * 9));
    // On time: no charge.
    expect(governmentLines('delaware-annual-report', late, '2026-03-01')).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 400_00],
    ]);
    // Tax already paid by instalments: the late report still costs the $200 penalty, no interest.
    expect(
      governmentLines(
        'delaware-annual-report',
        {
          ...late,
          shareClasses: [{ className: 'Common', shares: '5000000', parValue: '' }],
          issuedShares: '5000000',
          estimatesPaid: '50000',
        },
        '2026-11-27',
      ),
    ).toEqual([
      ['annualReport', 50_00],
      ['franchiseTax', 0],
      ['delawareLatePenalty', 200_00],
    ]);
  });
});

describe('Delaware LLC annual tax', () => {
  it('costs the flat $300, and $200 plus 1.5% a month (an estimate) for a year whose 1 June has passed', () => {
    expect(problems('delaware-llc-tax', delawareLlcTaxValid)).toEqual({ step: null, issues: [] });
    expect(
      governmentLines(
        'delaware-llc-tax',
        { ...delawareLlcTaxValid, taxYear: '2025' },
        '2026-06-01',
      ),
    ).toEqual([['llcAnnualTax', 300_00]]);
    const late = { ...delawareLlcTaxValid, taxYear: '2024' };
    expect(problems('delaware-llc-tax', late)).toEqual({ step: null, issues: [] });
    // Due 1 June 2025; on 2 August 2025, two months or part late.
    const lines = linesWithValues('delaware-llc-tax', late, '2025-08-02');
    expect(lines.slice(0, 2)).toEqual([
      ['llcAnnualTax', 300_00, null],
      ['delawareLatePenalty', 200_00, null],
    ]);
    expect(lines[2]).toEqual(['delawareLateInterest', expect.any(Number), { months: 3 }]);
    expect(lines[2]![1]).toBeGreaterThanOrEqual(Math.round(300_00 * 0.015 * 3));
  });
});

describe('Delaware corporate income tax return', () => {
  it('is not sold to a corporation that owes no Delaware income tax', () => {
    expect(
      problems('delaware-income-tax', {
        ...delawareIncomeTaxValid,
        activity: 'statutoryOfficeOnly',
      }).issues,
    ).toEqual(['activity: noReturn_statutoryOfficeExemption']);
    expect(
      problems('delaware-income-tax', {
        ...delawareIncomeTaxValid,
        activity: 'intangibleInvestmentsOnly',
      }).issues,
    ).toEqual(['activity: noReturn_intangibleHoldingExemption']);
    expect(
      problems('delaware-income-tax', { ...delawareIncomeTaxValid, activity: 'none' }).issues,
    ).toEqual(['activity: noReturn_noDelawareActivity']);
  });

  it('takes a loss, writes the EIN with its dash, and refuses a bad share or income', () => {
    const result = validateApplication(WIZARDS['delaware-income-tax'], {
      ...delawareIncomeTaxValid,
      taxableIncome: '-25000',
      ein: '123456789',
    });
    expect(result.ok && result.data).toMatchObject({ taxableIncome: '-25000', ein: '12-3456789' });
    expect(
      problems('delaware-income-tax', { ...delawareIncomeTaxValid, ein: '1234' }).issues,
    ).toEqual(['ein: ein']);
    expect(
      problems('delaware-income-tax', { ...delawareIncomeTaxValid, apportionment: '120' }).issues,
    ).toEqual(['apportionment: apportionment']);
    expect(
      problems('delaware-income-tax', { ...delawareIncomeTaxValid, taxableIncome: '12.5' }).issues,
    ).toEqual(['taxableIncome: wholeAmountSigned']);
  });

  it('is our fee alone: the tax is paid to the Division of Revenue', () => {
    const quote = quoteForDraft(WIZARDS['delaware-income-tax'], delawareIncomeTaxValid)!;
    expect(quote).toMatchObject({ governmentFee: 0, governmentFeeBasis: 'none', currency: 'USD' });
  });
});

describe('Wyoming annual report', () => {
  it('prices the license tax from the Wyoming assets: $500,000 → $100; none → the $60 minimum', () => {
    expect(governmentLines('wyoming-annual-report', wyomingAnnualReportValid)).toEqual([
      ['licenseTax', 100_00],
    ]);
    expect(
      governmentLines('wyoming-annual-report', {
        ...wyomingAnnualReportValid,
        wyomingAssets: '0',
        entity: 'corporation',
      }),
    ).toEqual([['licenseTax', 60_00]]);
  });

  it('refuses a filing ID in another form and a formation date to come', () => {
    expect(
      problems('wyoming-annual-report', { ...wyomingAnnualReportValid, filingId: '001012345' })
        .issues,
    ).toEqual(['filingId: wyomingFilingId']);
    expect(
      problems('wyoming-annual-report', {
        ...wyomingAnnualReportValid,
        formationDate: `${thisYear + 1}-01-01`,
      }).issues,
    ).toEqual(['formationDate: dateFuture']);
  });
});

describe('Texas annual filings', () => {
  it('files the information report alone at or below the no-tax-due threshold', () => {
    expect(governmentLines('texas-annual-report', texasAnnualReportValid)).toEqual([
      ['franchiseTaxBelowThreshold', 0],
    ]);
  });

  it('quotes the E-Z Computation above it when it is lower: $3,000,000 × 0.331% = $9,930', () => {
    expect(
      governmentLines('texas-annual-report', {
        ...texasAnnualReportValid,
        annualisedRevenue: '3000000',
      }),
    ).toEqual([['texasFranchiseTaxEz', 9_930_00]]);
    // Apportioned: half the receipts in Texas.
    expect(
      governmentLines('texas-annual-report', {
        ...texasAnnualReportValid,
        annualisedRevenue: '3000000',
        texasReceipts: '1500000',
        everywhereReceipts: '3000000',
      }),
    ).toEqual([['texasFranchiseTaxEz', 4_965_00]]);
  });

  it('quotes the long form when it is lower: a retailer with $5,000,000 pays $13,125, not $16,550', () => {
    expect(
      governmentLines('texas-annual-report', {
        ...texasAnnualReportValid,
        annualisedRevenue: '5000000',
        retailWholesale: 'yes',
      }),
    ).toEqual([['texasFranchiseTaxLongForm', 13_125_00]]);
    // The cost of goods sold and each person's compensation (capped) are margins too.
    expect(
      governmentLines('texas-annual-report', {
        ...texasAnnualReportValid,
        annualisedRevenue: '10000000',
        costOfGoodsSold: '8000000',
      }),
    ).toEqual([['texasFranchiseTaxLongForm', 15_000_00]]);
    // $25m, no E-Z: compensation capped at $480,000 + $480,000 + $400,000 = $1,360,000;
    // 70% = $17.5m is less than $23.64m: $17,500,000 × 0.75% = $131,250.
    expect(
      governmentLines('texas-annual-report', {
        ...texasAnnualReportValid,
        annualisedRevenue: '25000000',
        compensation: ['900,000', '500000', '400000'],
      }),
    ).toEqual([['texasFranchiseTaxLongForm', 131_250_00]]);
  });

  it('takes revenue above $20 million (the long form alone) and labels a tax under $1,000 as a report with none due', () => {
    const big = { ...texasAnnualReportValid, annualisedRevenue: '25000000' };
    expect(problems('texas-annual-report', big)).toEqual({ step: null, issues: [] });
    expect(
      governmentLines('texas-annual-report', {
        ...texasAnnualReportValid,
        annualisedRevenue: '3000000',
        texasReceipts: '100000',
        everywhereReceipts: '1000000',
      }),
    ).toEqual([['texasFranchiseTaxUnderMinimum', 0]]);
  });

  it('refuses receipts that do not add up, a compensation that is not an amount, a bad taxpayer number', () => {
    expect(
      problems('texas-annual-report', { ...texasAnnualReportValid, texasReceipts: '5' }).issues,
    ).toEqual(['everywhereReceipts: receiptsBoth']);
    expect(
      problems('texas-annual-report', {
        ...texasAnnualReportValid,
        texasReceipts: '9',
        everywhereReceipts: '5',
      }).issues,
    ).toEqual(['texasReceipts: receiptsAboveEverywhere']);
    expect(
      problems('texas-annual-report', { ...texasAnnualReportValid, taxpayerNumber: '1234' }).issues,
    ).toEqual(['taxpayerNumber: texasTaxpayerNumber']);
    expect(
      problems('texas-annual-report', { ...texasAnnualReportValid, compensation: ['12.5'] }).issues,
    ).toEqual(['compensation.0: wholeAmount']);
  });

  it('takes the 2026 report after 15 May 2026, with $50 and 5% of the tax, then 10% after 30 days', () => {
    const late = { ...texasAnnualReportValid, reportYear: '2026', annualisedRevenue: '3000000' };
    expect(problems('texas-annual-report', late)).toEqual({ step: null, issues: [] });
    expect(linesWithValues('texas-annual-report', late, '2026-06-01')).toEqual([
      ['texasFranchiseTaxEz', 9_930_00, null],
      ['texasLateReport', 50_00, null],
      ['texasLatePayment', 496_50, { percent: 5, days: 17 }],
    ]);
    expect(linesWithValues('texas-annual-report', late, '2026-11-27')).toEqual([
      ['texasFranchiseTaxEz', 9_930_00, null],
      ['texasLateReport', 50_00, null],
      ['texasLatePayment', 993_00, { percent: 10, days: 196 }],
    ]);
    // Below the threshold only the information report is due: no franchise report, no penalty.
    expect(
      governmentLines(
        'texas-annual-report',
        { ...texasAnnualReportValid, reportYear: '2026' },
        '2026-11-27',
      ),
    ).toEqual([['franchiseTaxBelowThreshold', 0]]);
  });

  it("starts the order with the calculator link's figures", () => {
    expect(
      prefillFromTexasCalculator(
        new URLSearchParams(
          'year=2026&revenue=5000000&texas=1500000&retail=1&cogs=1000&comp=480000,120000',
        ),
      ),
    ).toEqual({
      reportYear: '2026',
      annualisedRevenue: '5000000',
      texasReceipts: '1500000',
      everywhereReceipts: '5000000',
      retailWholesale: 'yes',
      costOfGoodsSold: '1000',
      compensation: ['480000', '120000'],
    });
    expect(prefillFromTexasCalculator(new URLSearchParams('revenue=abc'))).toEqual({});
    expect(prefillFromTexasCalculator(new URLSearchParams('package=basic'))).toEqual({});
  });

  it('needs a Texas street address for the registered office, not a PO box', () => {
    const office = texasAnnualReportValid.registeredOffice;
    expect(
      problems('texas-annual-report', {
        ...texasAnnualReportValid,
        registeredOffice: { ...office, street: 'PO Box 12' },
      }).issues,
    ).toEqual(['registeredOffice.street: poBox']);
    expect(
      problems('texas-annual-report', {
        ...texasAnnualReportValid,
        registeredOffice: { ...office, state: 'DE' },
      }).issues,
    ).toEqual(['registeredOffice.state: wrongState']);
  });
});

describe('US federal returns', () => {
  it('asks a foreign-owned single-member LLC for one foreign owner with 100% and its transactions', () => {
    const owner = usaTaxFilingValid.owners[0]!;
    expect(
      problems('usa-tax-filing', {
        ...usaTaxFilingValid,
        owners: [owner, { ...owner, fullName: 'Tunde Bakare' }],
      }).issues,
    ).toEqual(['owners: percentTotal', 'owners: singleMemberOneOwner']);
    expect(
      problems('usa-tax-filing', { ...usaTaxFilingValid, owners: [{ ...owner, country: 'US' }] })
        .issues,
    ).toEqual(['owners.0.country: ownerNotForeign']);
    expect(problems('usa-tax-filing', { ...usaTaxFilingValid, transactions: [] }).issues).toEqual([
      'transactions: transactionRequired',
    ]);
  });

  it('asks an LLC filing Form 1065 for two members, and takes a C corporation without transactions', () => {
    expect(
      problems('usa-tax-filing', { ...usaTaxFilingValid, filingType: 'multiMemberLlc' }).issues,
    ).toEqual(['owners: multiMemberTwoOwners']);
    expect(
      problems('usa-tax-filing', {
        ...usaTaxFilingValid,
        filingType: 'cCorporation',
        transactions: [],
      }),
    ).toEqual({ step: null, issues: [] });
  });

  it('needs the bank statements uploaded, and a tax year from 2017', () => {
    expect(
      new Set(problems('usa-tax-filing', { ...usaTaxFilingValid, bankStatements: '' }).issues),
    ).toEqual(new Set(['bankStatements: fileRequired']));
    expect(problems('usa-tax-filing', { ...usaTaxFilingValid, taxYear: '2016' }).issues).toEqual([
      'taxYear: yearTooEarly',
    ]);
  });
});

describe('US trade mark', () => {
  it('prices $350 per class, $200 for the free-form class and our US attorney for an owner domiciled abroad', () => {
    const quote = quoteForDraft(WIZARDS['usa-trademark'], usaTrademarkValid)!;
    expect(quote.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['trademarkClasses', 700_00],
      ['trademarkFreeForm', 200_00],
    ]);
    expect(quote.serviceFeeLines?.map((l) => l.label)).toEqual(['package', 'usAttorney']);
  });

  it('adds $200 for each further 1,000 free-form characters, and no attorney for an owner domiciled in the US', () => {
    const long = 'x'.repeat(2_400);
    const data = {
      ...usaTrademarkValid,
      domicile: {
        street: '1 Market Street',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94105',
        country: 'US',
      },
      goods: [{ classNumber: '43', source: 'freeForm', entries: [], description: long }],
    };
    expect(problems('usa-trademark', data)).toEqual({ step: null, issues: [] });
    const quote = quoteForDraft(WIZARDS['usa-trademark'], data)!;
    expect(quote.governmentFeeLines.map((l) => [l.label, l.amount])).toEqual([
      ['trademarkClasses', 350_00],
      ['trademarkFreeForm', 200_00],
      ['trademarkFreeFormLength', 400_00],
    ]);
    expect(quote.serviceFeeLines).toEqual([{ label: 'package', amount: quote.serviceFee }]);
  });

  it('refuses an entry not in the list, an entry left incomplete, a class twice and no class at all', () => {
    const goods = (entries: unknown[], classNumber = '9') => [
      { classNumber, source: 'idManual', entries, description: '' },
    ];
    expect(
      problems('usa-trademark', {
        ...usaTrademarkValid,
        goods: goods([{ term: 'Magic beans', fills: [] }]),
      }).issues,
    ).toEqual(['goods.0.entries.0.term: goodsEntryUnknown']);
    const app = 'Downloadable mobile applications for {indicate the function of the programs}';
    expect(
      problems('usa-trademark', {
        ...usaTrademarkValid,
        goods: goods([{ term: app, fills: [''] }]),
      }).issues,
    ).toEqual(['goods.0.entries.0.fills.0: goodsFillRequired']);
    expect(
      problems('usa-trademark', {
        ...usaTrademarkValid,
        goods: goods([{ term: app, fills: ['ordering meals'] }]),
      }),
    ).toEqual({ step: null, issues: [] });
    expect(
      problems('usa-trademark', {
        ...usaTrademarkValid,
        goods: [
          ...goods([{ term: 'Smartphones', fills: [] }]),
          ...goods([{ term: 'Headphones', fills: [] }]),
        ],
      }).issues,
    ).toEqual(['goods.1.classNumber: goodsClassTwice']);
    expect(problems('usa-trademark', { ...usaTrademarkValid, goods: goods([]) }).issues).toEqual([
      'goods.0.entries: goodsEntryRequired',
    ]);
    expect(problems('usa-trademark', { ...usaTrademarkValid, goods: [] }).issues).toEqual([
      'goods: goodsRequired',
    ]);
  });

  it('asks for what each kind of owner, mark and basis needs', () => {
    expect(problems('usa-trademark', { ...usaTrademarkValid, ownerType: 'person' }).issues).toEqual(
      ['citizenship: chooseAnswer'],
    );
    expect(
      problems('usa-trademark', { ...usaTrademarkValid, organisationCountry: 'US' }).issues,
    ).toEqual(['organisationState: chooseAnswer']);
    expect(
      problems('usa-trademark', {
        ...usaTrademarkValid,
        markType: 'design',
        markImage: '0b1c2d3e-4f50-4a6b-8c7d-8e9fa0b1c2d3.pdf',
      }).issues,
    ).toEqual([
      'markImage: imageRequired',
      'markDescription: required',
      'colorClaim: chooseAnswer',
    ]);
    const used = {
      ...usaTrademarkValid,
      filingBasis: 'use',
      firstUseDate: '2024-05-01',
      firstUseInCommerceDate: '2024-04-01',
      specimen: '',
      specimenDescription: '',
    };
    expect(problems('usa-trademark', used).issues).toEqual([
      'firstUseInCommerceDate: useInCommerceBeforeFirstUse',
      'specimen: fileRequired',
      'specimenDescription: required',
    ]);
  });

  it('finds ID Manual entries by any word typed, accents and case aside, and completes them', () => {
    expect(searchEntries('25', 'HOOD')).toEqual(['Hooded sweatshirts']);
    expect(searchEntries('43', 'cafe')).toEqual(['Café services']);
    expect(searchEntries('42', 'software function')).toHaveLength(5);
    expect(
      entryText({
        term: 'Printed books in the field of {indicate the subject matter}',
        fills: [' cooking '],
      }),
    ).toBe('Printed books in the field of cooking');
    expect([0, 1_000, 1_001, 2_000, 2_400].map((n) => extraCharacterGroups('x'.repeat(n)))).toEqual(
      [0, 0, 1, 1, 2],
    );
  });
});
