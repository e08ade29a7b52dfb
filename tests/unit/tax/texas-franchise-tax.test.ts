import {
  nextTexasReportYear,
  TEXAS_REPORT_YEARS,
  texasFranchiseTax,
  texasFranchiseTaxDueDate,
  texasLateCharges,
} from '@/lib/tax/texas-franchise-tax';

function tax(input: Parameters<typeof texasFranchiseTax>[0]) {
  const outcome = texasFranchiseTax(input);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}

describe('Texas franchise tax', () => {
  it('owes nothing up to $2,650,000 for the 2026 report, but files the Public Information Report by May 15', () => {
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 2_650_000_00 })).toEqual({
      reportYear: 2026,
      dueDate: '2026-05-15',
      thresholdCents: 2_650_000_00,
      noTaxDue: true,
      informationReport: 'publicInformationReport',
      marginRateMilliPercent: 750,
      apportionment: null,
      ez: null,
      longForm: null,
      chosen: null,
      outcome: 'noTaxDue',
      taxCents: 0,
    });
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 0 }).noTaxDue).toBe(true);
  });

  it('used the $2,470,000 threshold for the 2024 and 2025 reports', () => {
    expect(tax({ reportYear: 2025, annualisedTotalRevenueCents: 2_500_000_00 }).noTaxDue).toBe(
      false,
    );
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 2_500_000_00 }).noTaxDue).toBe(
      true,
    );
    expect(tax({ reportYear: 2024, annualisedTotalRevenueCents: 2_470_000_00 }).noTaxDue).toBe(
      true,
    );
  });

  it('computes the E-Z tax (0.331% of revenue apportioned to Texas) one cent above the threshold', () => {
    // $2,650,000.01 × 0.331% = $8,771.50.
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 2_650_000_01 }).ez).toEqual({
      apportionedRevenueCents: 2_650_000_01,
      rateMilliPercent: 331,
      computedCents: 8_771_50,
      belowMinimum: false,
      taxCents: 8_771_50,
    });
  });

  it('apportions revenue by Texas receipts and drops a tax under $1,000', () => {
    // $3,000,000 × 10% = $300,000 → $993 < $1,000: not due.
    const ez = tax({
      reportYear: 2026,
      annualisedTotalRevenueCents: 3_000_000_00,
      texasReceiptsCents: 100_000_00,
      everywhereReceiptsCents: 1_000_000_00,
    }).ez;
    expect(ez).toEqual({
      apportionedRevenueCents: 300_000_00,
      rateMilliPercent: 331,
      computedCents: 993_00,
      belowMinimum: true,
      taxCents: 0,
    });
    // Nothing received in Texas: nothing apportioned.
    expect(
      tax({
        reportYear: 2026,
        annualisedTotalRevenueCents: 3_000_000_00,
        texasReceiptsCents: 0,
        everywhereReceiptsCents: 0,
      }).ez?.taxCents,
    ).toBe(0);
  });

  it('offers the E-Z Computation up to $20 million and not above', () => {
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 20_000_000_00 }).ez?.taxCents).toBe(
      66_200_00,
    );
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 20_000_000_01 }).ez).toBeNull();
  });

  it('uses the long-form rate: 0.375% for retail and wholesale, 0.75% otherwise', () => {
    expect(
      tax({ reportYear: 2026, annualisedTotalRevenueCents: 30_000_000_00, retailOrWholesale: true })
        .marginRateMilliPercent,
    ).toBe(375);
    expect(
      tax({ reportYear: 2026, annualisedTotalRevenueCents: 30_000_000_00 }).marginRateMilliPercent,
    ).toBe(750);
  });

  it('refuses unsupported years and invalid figures with a message key', () => {
    expect(TEXAS_REPORT_YEARS).toEqual([2024, 2025, 2026, 2027]);
    expect(texasFranchiseTax({ reportYear: 2023, annualisedTotalRevenueCents: 0 })).toEqual({
      ok: false,
      error: 'reportYearUnsupported',
    });
    expect(texasFranchiseTax({ reportYear: 2028, annualisedTotalRevenueCents: 0 })).toEqual({
      ok: false,
      error: 'reportYearUnsupported',
    });
    expect(texasFranchiseTax({ reportYear: 2026, annualisedTotalRevenueCents: -1 })).toEqual({
      ok: false,
      error: 'revenueInvalid',
    });
    expect(texasFranchiseTax({ reportYear: 2026, annualisedTotalRevenueCents: 10.5 })).toEqual({
      ok: false,
      error: 'revenueInvalid',
    });
    expect(
      texasFranchiseTax({
        reportYear: 2026,
        annualisedTotalRevenueCents: 100,
        texasReceiptsCents: 5,
      }),
    ).toEqual({ ok: false, error: 'receiptsInvalid' });
    expect(
      texasFranchiseTax({
        reportYear: 2026,
        annualisedTotalRevenueCents: 100,
        texasReceiptsCents: 5,
        everywhereReceiptsCents: 4,
      }),
    ).toEqual({
      ok: false,
      error: 'receiptsInvalid',
    });
  });
});

describe('Texas franchise tax: the long form against the E-Z Computation', () => {
  it('files the long form for a retailer: $5,000,000 → 70% margin $3,500,000 × 0.375% = $13,125, not $16,550 by E-Z', () => {
    const result = tax({
      reportYear: 2026,
      annualisedTotalRevenueCents: 5_000_000_00,
      retailOrWholesale: true,
    });
    expect(result.ez).toMatchObject({ computedCents: 16_550_00, taxCents: 16_550_00 });
    expect(result.longForm).toMatchObject({
      margins: { seventyPercent: 3_500_000_00, lessOneMillion: 4_000_000_00 },
      method: 'seventyPercent',
      marginCents: 3_500_000_00,
      apportionedMarginCents: 3_500_000_00,
      rateMilliPercent: 375,
      computedCents: 13_125_00,
      taxCents: 13_125_00,
    });
    expect(result).toMatchObject({ chosen: 'longForm', outcome: 'tax', taxCents: 13_125_00 });
  });

  it('never files the E-Z Computation for retail or wholesale, whatever the revenue', () => {
    for (const dollars of [2_650_001, 3_000_000, 7_654_321, 12_000_000, 20_000_000]) {
      const result = tax({
        reportYear: 2026,
        annualisedTotalRevenueCents: dollars * 100,
        retailOrWholesale: true,
      });
      expect([dollars, result.chosen]).toEqual([dollars, 'longForm']);
      expect(result.taxCents).toBeLessThan(result.ez!.computedCents);
    }
  });

  it('files the E-Z Computation when it is lower: $5,000,000 of services → $16,550, not $26,250', () => {
    const result = tax({ reportYear: 2026, annualisedTotalRevenueCents: 5_000_000_00 });
    expect(result.longForm).toMatchObject({ method: 'seventyPercent', computedCents: 26_250_00 });
    expect(result).toMatchObject({ chosen: 'ez', taxCents: 16_550_00 });
  });

  it('takes revenue less $1 million when it is the least margin: $2,650,001 → $1,650,001', () => {
    const result = tax({ reportYear: 2026, annualisedTotalRevenueCents: 2_650_001_00 });
    expect(result.longForm).toMatchObject({
      method: 'lessOneMillion',
      marginCents: 1_650_001_00,
      computedCents: 12_375_01,
    });
    expect(result).toMatchObject({ chosen: 'ez', taxCents: 8_771_50 });
  });

  it('deducts the cost of goods sold when it gives the least margin, and never a margin below zero', () => {
    const result = tax({
      reportYear: 2026,
      annualisedTotalRevenueCents: 10_000_000_00,
      costOfGoodsSoldCents: 8_000_000_00,
    });
    expect(result.longForm).toMatchObject({
      method: 'costOfGoodsSold',
      marginCents: 2_000_000_00,
      computedCents: 15_000_00,
    });
    // E-Z: $33,100; the long form is lower.
    expect(result).toMatchObject({ chosen: 'longForm', taxCents: 15_000_00 });
    expect(
      tax({
        reportYear: 2026,
        annualisedTotalRevenueCents: 3_000_000_00,
        costOfGoodsSoldCents: 4_000_000_00,
      }).longForm,
    ).toMatchObject({ method: 'costOfGoodsSold', marginCents: 0, taxCents: 0, belowMinimum: true });
  });

  it('caps compensation at $480,000 a person for the 2026 report and $450,000 for 2025', () => {
    const people = [900_000_00, 500_000_00, 400_000_00];
    const for2026 = tax({
      reportYear: 2026,
      annualisedTotalRevenueCents: 3_000_000_00,
      compensationCents: people,
    }).longForm!;
    expect(for2026).toMatchObject({
      compensationLimitCents: 480_000_00,
      compensationDeductionCents: 1_360_000_00,
      method: 'compensation',
      marginCents: 1_640_000_00,
      computedCents: 12_300_00,
    });
    const for2025 = tax({
      reportYear: 2025,
      annualisedTotalRevenueCents: 3_000_000_00,
      compensationCents: people,
    }).longForm!;
    expect(for2025).toMatchObject({
      compensationLimitCents: 450_000_00,
      compensationDeductionCents: 1_300_000_00,
      marginCents: 1_700_000_00,
    });
  });

  it('apportions the margin like the revenue: half in Texas halves the long-form tax', () => {
    const result = tax({
      reportYear: 2026,
      annualisedTotalRevenueCents: 30_000_000_00,
      texasReceiptsCents: 15_000_000_00,
      everywhereReceiptsCents: 30_000_000_00,
    });
    // Above $20 million: no E-Z. 70% × $30m = $21m, half in Texas = $10.5m × 0.75% = $78,750.
    expect(result.ez).toBeNull();
    expect(result.longForm).toMatchObject({
      apportionedMarginCents: 10_500_000_00,
      taxCents: 78_750_00,
    });
    expect(result).toMatchObject({ chosen: 'longForm', outcome: 'tax', taxCents: 78_750_00 });
  });

  it('owes nothing under $1,000 but still files the franchise tax report (not "below the threshold")', () => {
    // $3,000,000 with 10% in Texas: E-Z $993, long form $1,500 → E-Z, under $1,000.
    const result = tax({
      reportYear: 2026,
      annualisedTotalRevenueCents: 3_000_000_00,
      texasReceiptsCents: 100_000_00,
      everywhereReceiptsCents: 1_000_000_00,
    });
    expect(result).toMatchObject({
      noTaxDue: false,
      chosen: 'ez',
      outcome: 'belowMinimum',
      taxCents: 0,
    });
    expect(result.ez).toMatchObject({ computedCents: 993_00, belowMinimum: true });
  });

  it('refuses a negative cost of goods sold and a compensation that is not an amount', () => {
    expect(
      texasFranchiseTax({
        reportYear: 2026,
        annualisedTotalRevenueCents: 3_000_000_00,
        costOfGoodsSoldCents: -1,
      }),
    ).toEqual({ ok: false, error: 'costOfGoodsSoldInvalid' });
    expect(
      texasFranchiseTax({
        reportYear: 2026,
        annualisedTotalRevenueCents: 3_000_000_00,
        compensationCents: [100, 1.5],
      }),
    ).toEqual({ ok: false, error: 'compensationInvalid' });
  });
});

describe('Texas late report', () => {
  it('adds $50 and 5% of the tax up to 30 days late, then 10%', () => {
    expect(texasLateCharges(10_000_00, '2026-05-15', '2026-05-15')).toMatchObject({
      daysLate: 0,
      totalCents: 0,
    });
    expect(texasLateCharges(10_000_00, '2026-05-15', '2026-05-16')).toEqual({
      daysLate: 1,
      lateReportCents: 50_00,
      latePaymentBasisPoints: 500,
      latePaymentCents: 500_00,
      totalCents: 550_00,
    });
    expect(texasLateCharges(10_000_00, '2026-05-15', '2026-06-14')).toMatchObject({
      daysLate: 30,
      latePaymentCents: 500_00,
    });
    expect(texasLateCharges(10_000_00, '2026-05-15', '2026-06-15')).toMatchObject({
      daysLate: 31,
      latePaymentBasisPoints: 1_000,
      latePaymentCents: 1_000_00,
      totalCents: 1_050_00,
    });
  });

  it('charges the $50 alone when no tax is due, and nothing when only the information report is late', () => {
    expect(texasLateCharges(0, '2026-05-15', '2026-11-27')).toMatchObject({
      lateReportCents: 50_00,
      latePaymentCents: 0,
      totalCents: 50_00,
    });
    expect(texasLateCharges(0, '2026-05-15', '2026-11-27', false).totalCents).toBe(0);
  });

  it('names the next report to file: the 2027 report on 27 November 2026', () => {
    expect(nextTexasReportYear('2026-11-27')).toBe(2027);
    expect(nextTexasReportYear('2026-05-15')).toBe(2026);
    expect(nextTexasReportYear('2030-01-01')).toBe(2027);
  });
});

describe('Texas franchise tax due date', () => {
  it('is May 15, moved to the Monday when May 15 falls on a weekend', () => {
    expect(texasFranchiseTaxDueDate(2026)).toBe('2026-05-15'); // Friday
    expect(texasFranchiseTaxDueDate(2027)).toBe('2027-05-17'); // Saturday → Monday
    expect(texasFranchiseTaxDueDate(2022)).toBe('2022-05-16'); // Sunday → Monday
    expect(texasFranchiseTaxDueDate(2025)).toBe('2025-05-15'); // Thursday
  });
});
