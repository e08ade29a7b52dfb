import { TEXAS_REPORT_YEARS, texasFranchiseTax, texasFranchiseTaxDueDate } from '@/lib/tax/texas-franchise-tax';

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
      ez: null,
    });
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 0 }).noTaxDue).toBe(true);
  });

  it('used the $2,470,000 threshold for the 2024 and 2025 reports', () => {
    expect(tax({ reportYear: 2025, annualisedTotalRevenueCents: 2_500_000_00 }).noTaxDue).toBe(false);
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 2_500_000_00 }).noTaxDue).toBe(true);
    expect(tax({ reportYear: 2024, annualisedTotalRevenueCents: 2_470_000_00 }).noTaxDue).toBe(true);
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
    const ez = tax({ reportYear: 2026, annualisedTotalRevenueCents: 3_000_000_00, texasReceiptsCents: 100_000_00, everywhereReceiptsCents: 1_000_000_00 }).ez;
    expect(ez).toEqual({ apportionedRevenueCents: 300_000_00, rateMilliPercent: 331, computedCents: 993_00, belowMinimum: true, taxCents: 0 });
    // Nothing received in Texas: nothing apportioned.
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 3_000_000_00, texasReceiptsCents: 0, everywhereReceiptsCents: 0 }).ez?.taxCents).toBe(0);
  });

  it('offers the E-Z Computation up to $20 million and not above', () => {
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 20_000_000_00 }).ez?.taxCents).toBe(66_200_00);
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 20_000_000_01 }).ez).toBeNull();
  });

  it('shows the long-form rate: 0.375% for retail and wholesale, 0.75% otherwise', () => {
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 30_000_000_00, retailOrWholesale: true }).marginRateMilliPercent).toBe(375);
    expect(tax({ reportYear: 2026, annualisedTotalRevenueCents: 30_000_000_00 }).marginRateMilliPercent).toBe(750);
  });

  it('refuses unsupported years and invalid figures with a message key', () => {
    expect(TEXAS_REPORT_YEARS).toEqual([2024, 2025, 2026, 2027]);
    expect(texasFranchiseTax({ reportYear: 2023, annualisedTotalRevenueCents: 0 })).toEqual({ ok: false, error: 'reportYearUnsupported' });
    expect(texasFranchiseTax({ reportYear: 2028, annualisedTotalRevenueCents: 0 })).toEqual({ ok: false, error: 'reportYearUnsupported' });
    expect(texasFranchiseTax({ reportYear: 2026, annualisedTotalRevenueCents: -1 })).toEqual({ ok: false, error: 'revenueInvalid' });
    expect(texasFranchiseTax({ reportYear: 2026, annualisedTotalRevenueCents: 10.5 })).toEqual({ ok: false, error: 'revenueInvalid' });
    expect(texasFranchiseTax({ reportYear: 2026, annualisedTotalRevenueCents: 100, texasReceiptsCents: 5 })).toEqual({ ok: false, error: 'receiptsInvalid' });
    expect(texasFranchiseTax({ reportYear: 2026, annualisedTotalRevenueCents: 100, texasReceiptsCents: 5, everywhereReceiptsCents: 4 })).toEqual({
      ok: false,
      error: 'receiptsInvalid',
    });
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
