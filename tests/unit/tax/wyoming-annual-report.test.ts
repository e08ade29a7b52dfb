import {
  nextWyomingAnnualReportDueDate,
  parseWyomingParams,
  serialiseWyomingParams,
  wyomingAnnualReportDueDate,
  wyomingLicenseTax,
} from '@/lib/tax/wyoming-annual-report';

function tax(dollars: number) {
  const outcome = wyomingLicenseTax(Math.round(dollars * 100));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.result;
}

describe('Wyoming license tax', () => {
  // max($60, $0.0002 × Wyoming assets), W.S. 17-29-209 [S20], SOS rules [S21].
  it('charges the $60 minimum with no assets in Wyoming and up to $300,000', () => {
    expect(tax(0)).toMatchObject({
      computedCents: 0,
      minimumApplied: true,
      taxCents: 60_00,
      fileByMail: false,
    });
    expect(tax(299_950)).toMatchObject({
      computedCents: 59_99,
      minimumApplied: true,
      taxCents: 60_00,
    });
    expect(tax(300_000)).toMatchObject({
      computedCents: 60_00,
      minimumApplied: false,
      taxCents: 60_00,
    });
  });

  it("charges $100 on $500,000 (the notes' worked example)", () => {
    expect(tax(500_000).taxCents).toBe(100_00);
  });

  it('rounds to the nearest cent when assets × 0.0002 is not whole cents', () => {
    expect(tax(333_333).taxCents).toBe(66_67); // 66.6666
    expect(tax(300_025).taxCents).toBe(60_01); // 60.005 rounds half up
    expect(tax(300_024).taxCents).toBe(60_00); // 60.0048
  });

  it('files online up to $500 of tax and by mail above it', () => {
    expect(tax(2_500_000)).toMatchObject({ taxCents: 500_00, fileByMail: false });
    expect(tax(2_500_050)).toMatchObject({ taxCents: 500_01, fileByMail: true });
  });

  it('refuses negative, fractional-cent or absurd asset figures', () => {
    expect(wyomingLicenseTax(-1)).toEqual({ ok: false, error: 'assetsInvalid' });
    expect(wyomingLicenseTax(1.5)).toEqual({ ok: false, error: 'assetsInvalid' });
    expect(wyomingLicenseTax(Number.MAX_SAFE_INTEGER)).toEqual({
      ok: false,
      error: 'assetsInvalid',
    });
  });
});

describe('Wyoming annual report due date', () => {
  it('falls on the first day of the anniversary month, from the year after formation', () => {
    expect(wyomingAnnualReportDueDate('2025-06-15', 2026)).toEqual({
      ok: true,
      dueDate: '2026-06-01',
    });
    expect(wyomingAnnualReportDueDate('2024-01-31', 2027)).toEqual({
      ok: true,
      dueDate: '2027-01-01',
    });
    expect(wyomingAnnualReportDueDate('2025-06-15', 2025)).toEqual({
      ok: false,
      error: 'beforeFirstReport',
    });
    expect(wyomingAnnualReportDueDate('2025-02-30', 2026)).toEqual({
      ok: false,
      error: 'formationDateInvalid',
    });
  });

  it('finds the next report from today', () => {
    expect(nextWyomingAnnualReportDueDate('2025-06-15', '2026-05-01')).toBe('2026-06-01');
    expect(nextWyomingAnnualReportDueDate('2025-06-15', '2026-06-01')).toBe('2026-06-01');
    expect(nextWyomingAnnualReportDueDate('2025-06-15', '2026-06-02')).toBe('2027-06-01');
    // Formed this year: the first report is next year, even when the month has not come round yet.
    expect(nextWyomingAnnualReportDueDate('2026-11-20', '2026-11-25')).toBe('2027-11-01');
    expect(nextWyomingAnnualReportDueDate('2026-12-05', '2026-11-25')).toBe('2027-12-01');
    expect(nextWyomingAnnualReportDueDate('nope', '2026-11-25')).toBeNull();
  });
});

describe('Wyoming calculator URL', () => {
  it('reads and writes ?assets=500000 in whole dollars', () => {
    const outcome = parseWyomingParams(new URLSearchParams('assets=500000'));
    expect(outcome).toEqual({ ok: true, params: { assetsCents: 500_000_00 } });
    if (outcome.ok) expect(serialiseWyomingParams(outcome.params)).toBe('assets=500000');
    expect(parseWyomingParams({ assets: ['0', '7'] })).toEqual({
      ok: true,
      params: { assetsCents: 0 },
    });
  });

  it.each([
    ['', 'assetsRequired'],
    ['assets=', 'assetsRequired'],
    ['assets=12.5', 'assetsInvalid'],
    ['assets=-3', 'assetsInvalid'],
    ['assets=1e6', 'assetsInvalid'],
    ['assets=999999999999999', 'assetsInvalid'],
  ])('refuses %p with %s', (query, key) => {
    expect(parseWyomingParams(new URLSearchParams(query))).toEqual({
      ok: false,
      issues: [{ field: 'assets', key }],
    });
  });
});
