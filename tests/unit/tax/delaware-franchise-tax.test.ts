import {
  authorizedSharesTax,
  delawareAlternativeEntityTax,
  delawareFranchiseTax,
  delawareLatePayment,
  formatParValue,
  parseParValue,
  type FranchiseTaxInput,
  type FranchiseTaxResult,
} from '@/lib/tax/delaware-franchise-tax';

const DOLLAR = 1_000_000_000; // par values are in nano-dollars

function result(
  input: Omit<FranchiseTaxInput, 'taxYear'> & { taxYear?: number },
): FranchiseTaxResult {
  const outcome = delawareFranchiseTax({ taxYear: 2026, ...input });
  if (!outcome.ok) throw new Error(`unexpected ${outcome.error}`);
  return outcome.result;
}

function apvc(r: FranchiseTaxResult) {
  if (!('taxCents' in r.assumedPar))
    throw new Error(`APVC unavailable: ${r.assumedPar.unavailable}`);
  return r.assumedPar;
}

describe('Delaware franchise tax, Authorized Shares Method', () => {
  // 8 Del. C. §503(a)(1); Division of Corporations [S2].
  it.each([
    [1, 175_00],
    [5_000, 175_00],
    [5_001, 250_00],
    [10_000, 250_00],
    [10_001, 335_00],
    [20_000, 335_00],
    [20_001, 420_00],
  ])('taxes %i authorised shares at %i cents', (shares, cents) => {
    expect(authorizedSharesTax(shares).taxCents).toBe(cents);
  });

  it("reproduces the Division's examples: 10,005 shares → $335 and 100,000 → $1,015", () => {
    expect(authorizedSharesTax(10_005).taxCents).toBe(335_00);
    expect(authorizedSharesTax(100_000).taxCents).toBe(1_015_00);
  });

  it('charges $85,165 for the common 10,000,000 startup shares', () => {
    expect(authorizedSharesTax(10_000_000)).toMatchObject({
      band: 'above10000',
      additionalBlocks: 999,
      taxCents: 85_165_00,
    });
  });

  it('stops at the $200,000 maximum', () => {
    // 250 + 85 × 2,350 = 200,000: 23,510,000 shares reach the cap exactly, one block more is capped.
    expect(authorizedSharesTax(23_510_000)).toMatchObject({ taxCents: 200_000_00, capped: false });
    expect(authorizedSharesTax(23_510_001)).toMatchObject({
      uncappedCents: 200_085_00,
      capped: true,
      taxCents: 200_000_00,
    });
    expect(authorizedSharesTax(1_000_000_000).taxCents).toBe(200_000_00);
  });
});

describe('Delaware franchise tax, Assumed Par Value Capital Method', () => {
  // The Division of Corporations' own example ("How to Calculate Franchise Taxes" [S1], copied by [S4][S3]):
  // 1,000,000 shares at $1 and 250,000 at $5; $1,000,000 gross assets; 485,000 issued shares.
  const divisionExample = {
    classes: [
      { shares: 1_000_000, parNanoDollars: DOLLAR },
      { shares: 250_000, parNanoDollars: 5 * DOLLAR },
    ],
    issuedShares: 485_000,
    grossAssetsCents: 1_000_000_00,
  };

  it("reproduces the Division's worked example step by step: $1,600 and $1,650 with the report", () => {
    const r = result(divisionExample);
    expect(apvc(r)).toMatchObject({
      assumedPar: '2.061856',
      classes: [
        { shares: 1_000_000, valueUsed: 'assumedPar', capital: '2061856.000000000' },
        { shares: 250_000, valueUsed: 'statedPar', capital: '1250000.000000000' },
      ],
      assumedParValueCapital: '3311856.000000000',
      millions: 4,
      taxCents: 1_600_00,
    });
    // Authorized Shares Method on 1,250,000 shares: 250 + 85 × 124 = $10,790.
    expect(r.authorizedShares.taxCents).toBe(10_790_00);
    expect(r).toMatchObject({
      lesser: 'assumedParValueCapital',
      taxCents: 1_600_00,
      annualReportFeeCents: 50_00,
      totalDueCents: 1_650_00,
    });
    expect(r.dueDate).toBe('2027-03-01');
    expect(r.instalments).toBeNull();
  });

  it('rounds the assumed par to 6 places rather than cutting it (2.0618556… → 2.061856)', () => {
    expect(apvc(result(divisionExample)).assumedPar).toBe('2.061856');
  });

  it('counts shares at the assumed par when their stated par is lower', () => {
    // 10,000,000 shares at $0.00001, 8,000,000 issued, $50,000 assets: assumed par $0.00625.
    const r = result({
      classes: [{ shares: 10_000_000, parNanoDollars: 10_000 }],
      issuedShares: 8_000_000,
      grossAssetsCents: 50_000_00,
    });
    expect(apvc(r)).toMatchObject({
      assumedPar: '0.006250',
      classes: [{ valueUsed: 'assumedPar', capital: '62500.000000000' }],
      millions: 1,
    });
    expect(r).toMatchObject({
      lesser: 'assumedParValueCapital',
      taxCents: 400_00,
      totalDueCents: 450_00,
    });
  });

  it('counts shares at their stated par when it is higher than the assumed par', () => {
    // 3,000,000 shares at $1, 1,000,000 issued, $500,000 assets: assumed par $0.50 < $1, APVC $3,000,000.
    const r = result({
      classes: [{ shares: 3_000_000, parNanoDollars: DOLLAR }],
      issuedShares: 1_000_000,
      grossAssetsCents: 500_000_00,
    });
    expect(apvc(r)).toMatchObject({
      assumedPar: '0.500000',
      classes: [{ valueUsed: 'statedPar' }],
      assumedParValueCapital: '3000000.000000000',
      millions: 3,
      taxCents: 1_200_00,
    });
  });

  it('counts the assumed par when it equals the stated par', () => {
    const r = result({
      classes: [{ shares: 1_000, parNanoDollars: DOLLAR }],
      issuedShares: 1_000,
      grossAssetsCents: 1_000_00,
    });
    expect(apvc(r).classes[0]!.valueUsed).toBe('assumedPar');
  });

  it('charges the $400 minimum below $1,000,000 of capital and $800 just above it', () => {
    const at = result({
      classes: [{ shares: 1_000_000, parNanoDollars: DOLLAR }],
      issuedShares: 1_000_000,
      grossAssetsCents: 1_000_000_00,
    });
    expect(apvc(at)).toMatchObject({
      assumedParValueCapital: '1000000.000000000',
      millions: 1,
      taxCents: 400_00,
    });
    const above = result({
      classes: [{ shares: 1_000_001, parNanoDollars: DOLLAR }],
      issuedShares: 1_000_000,
      grossAssetsCents: 1_000_000_00,
    });
    expect(apvc(above)).toMatchObject({ millions: 2, taxCents: 800_00 });
    const tiny = result({
      classes: [{ shares: 10_000_000, parNanoDollars: 1 }],
      issuedShares: 10_000_000,
      grossAssetsCents: 100,
    });
    expect(apvc(tiny)).toMatchObject({ minimumApplied: true, taxCents: 400_00 });
  });

  it('stops at the $200,000 maximum', () => {
    const r = result({
      classes: [{ shares: 1_000_000_000, parNanoDollars: DOLLAR }],
      issuedShares: 1_000_000_000,
      grossAssetsCents: 1_000_000_000_00,
    });
    expect(apvc(r)).toMatchObject({ millions: 1_000, capped: true, taxCents: 200_000_00 });
    expect(r.taxCents).toBe(200_000_00);
  });

  it('keeps tiny par values exact (shares × $0.0000001)', () => {
    // $0.01 of assets over 3 shares: assumed par $0.003333 beats the $0.0000001 par.
    const r = result({
      classes: [{ shares: 3, parNanoDollars: 100 }],
      issuedShares: 3,
      grossAssetsCents: 1,
    });
    expect(apvc(r).classes[0]).toMatchObject({
      parValue: '0.000000100',
      valueUsed: 'assumedPar',
      capital: '0.009999000',
    });
    const below = result({
      classes: [
        { shares: 3, parNanoDollars: 100 },
        { shares: 1_000_000_000, parNanoDollars: 100 },
      ],
      issuedShares: 1_000_000_003,
      grossAssetsCents: 1,
    });
    expect(apvc(below)).toMatchObject({
      assumedPar: '0.000000',
      classes: [{ valueUsed: 'statedPar', capital: '0.000000300' }, { capital: '100.000000000' }],
    });
  });
});

describe('Delaware franchise tax, choosing and paying', () => {
  it('uses the Authorized Shares Method alone when only authorised shares are known', () => {
    const r = result({ classes: [{ shares: 5_000_000 }] });
    expect(r.assumedPar).toEqual({
      method: 'assumedParValueCapital',
      unavailable: 'parValueMissing',
    });
    // 250 + 85 × 499 = $42,665: above $5,000, so estimated payments apply.
    expect(r).toMatchObject({
      lesser: 'authorizedShares',
      taxCents: 42_665_00,
      totalDueCents: 42_715_00,
    });
  });

  it('cannot use the APVC method without issued shares, without gross assets, with zero figures or with no-par stock', () => {
    const par = [{ shares: 10_000_000, parNanoDollars: 10_000 }];
    expect(result({ classes: par, grossAssetsCents: 100_00 }).assumedPar).toMatchObject({
      unavailable: 'issuedSharesMissing',
    });
    expect(result({ classes: par, issuedShares: 100 }).assumedPar).toMatchObject({
      unavailable: 'grossAssetsMissing',
    });
    expect(
      result({ classes: par, issuedShares: 0, grossAssetsCents: 100_00 }).assumedPar,
    ).toMatchObject({ unavailable: 'zeroFigures' });
    expect(
      result({ classes: par, issuedShares: 100, grossAssetsCents: 0 }).assumedPar,
    ).toMatchObject({ unavailable: 'zeroFigures' });
    expect(
      result({
        classes: [{ shares: 1_000, parNanoDollars: 0 }],
        issuedShares: 100,
        grossAssetsCents: 100_00,
      }).assumedPar,
    ).toMatchObject({
      unavailable: 'noParStock',
    });
  });

  it('highlights the APVC method only when it is strictly lower', () => {
    // 25,000 shares: AS 250 + 85 × 2 = $420 against APVC $400.
    const r = result({
      classes: [{ shares: 25_000, parNanoDollars: 10_000 }],
      issuedShares: 25_000,
      grossAssetsCents: 1_000_00,
    });
    expect(r).toMatchObject({ lesser: 'assumedParValueCapital', taxCents: 400_00 });
    // 5,000 shares: AS $175 against APVC's $400 minimum.
    const small = result({
      classes: [{ shares: 5_000, parNanoDollars: 10_000 }],
      issuedShares: 5_000,
      grossAssetsCents: 1_000_00,
    });
    expect(small).toMatchObject({
      lesser: 'authorizedShares',
      taxCents: 175_00,
      totalDueCents: 225_00,
    });
    // 310,000 shares at $20 par: AS 250 + 85 × 30 = $2,800; APVC $6,200,000 → 7 × $400 = $2,800. Equal: AS.
    const equal = result({
      classes: [{ shares: 310_000, parNanoDollars: 20 * DOLLAR }],
      issuedShares: 310_000,
      grossAssetsCents: 100,
    });
    expect(apvc(equal).taxCents).toBe(2_800_00);
    expect(equal).toMatchObject({ lesser: 'authorizedShares', taxCents: 2_800_00 });
  });

  it('splits a tax of $5,000 or more into 40/20/20 and the rest, due June 1, Sept 1, Dec 1 and March 1', () => {
    const r = result({ classes: [{ shares: 5_000_000 }] });
    expect(r.instalments).toEqual([
      { dueDate: '2026-06-01', percent: 40, amountCents: 17_066_00 },
      { dueDate: '2026-09-01', percent: 20, amountCents: 8_533_00 },
      { dueDate: '2026-12-01', percent: 20, amountCents: 8_533_00 },
      { dueDate: '2027-03-01', percent: null, amountCents: 8_533_00 },
    ]);
  });

  it('has no instalments at $4,925 and has them at the first taxes above $5,000 (neither method can give exactly $5,000)', () => {
    // 250 + 85 × 55 = $4,925 (560,000 shares); 250 + 85 × 56 = $5,010 (570,000 shares).
    expect(result({ classes: [{ shares: 560_000 }] }).instalments).toBeNull();
    expect(result({ classes: [{ shares: 570_000 }] }).instalments).toHaveLength(4);
    const exact = result({
      classes: [{ shares: 10_000_000, parNanoDollars: DOLLAR }],
      issuedShares: 10_000_000,
      grossAssetsCents: 12_500_000_00,
    });
    expect(exact.taxCents).toBe(5_200_00);
    expect(exact.instalments?.reduce((sum, i) => sum + i.amountCents, 0)).toBe(5_200_00);
  });

  it('charges a Large Corporate Filer $250,000', () => {
    expect(result({ classes: [{ shares: 100_000_000 }], largeCorporateFiler: true })).toMatchObject(
      { taxCents: 250_000_00, totalDueCents: 250_050_00 },
    );
  });

  it('refuses invalid input with a message key instead of throwing', () => {
    const base = { taxYear: 2026 };
    expect(delawareFranchiseTax({ ...base, classes: [] })).toEqual({
      ok: false,
      error: 'classesRequired',
    });
    expect(delawareFranchiseTax({ ...base, classes: [{ shares: 0 }] })).toEqual({
      ok: false,
      error: 'sharesInvalid',
    });
    expect(delawareFranchiseTax({ ...base, classes: [{ shares: 1.5 }] })).toEqual({
      ok: false,
      error: 'sharesInvalid',
    });
    expect(
      delawareFranchiseTax({ ...base, classes: [{ shares: 10, parNanoDollars: -1 }] }),
    ).toEqual({ ok: false, error: 'parInvalid' });
    expect(delawareFranchiseTax({ ...base, classes: [{ shares: 10 }], issuedShares: 11 })).toEqual({
      ok: false,
      error: 'issuedAboveAuthorised',
    });
    expect(
      delawareFranchiseTax({ ...base, classes: [{ shares: 10 }], grossAssetsCents: -5 }),
    ).toEqual({ ok: false, error: 'assetsInvalid' });
    expect(delawareFranchiseTax({ classes: [{ shares: 10 }], taxYear: 1999 })).toEqual({
      ok: false,
      error: 'yearInvalid',
    });
  });
});

describe('Delaware late payment', () => {
  it('adds $200 and 1.5% a month or part of a month on tax and penalty', () => {
    expect(delawareLatePayment(400_00, '2027-03-01', '2027-03-01')).toEqual({
      monthsLate: 0,
      penaltyCents: 0,
      interestCents: 0,
      totalCents: 400_00,
    });
    // One day late: one month of interest on $600 = $9.
    expect(delawareLatePayment(400_00, '2027-03-01', '2027-03-02')).toEqual({
      monthsLate: 1,
      penaltyCents: 200_00,
      interestCents: 9_00,
      totalCents: 609_00,
    });
    expect(delawareLatePayment(400_00, '2027-03-01', '2027-04-01').monthsLate).toBe(1);
    expect(delawareLatePayment(400_00, '2027-03-01', '2027-04-02')).toMatchObject({
      monthsLate: 2,
      interestCents: 18_00,
    });
  });
});

describe('Delaware LLCs, LPs and GPs', () => {
  it('owe a flat $300 by June 1 of the next year, $200 penalty when late', () => {
    expect(delawareAlternativeEntityTax('llc', 2026)).toEqual({
      entity: 'llc',
      taxCents: 300_00,
      dueDate: '2027-06-01',
      latePenaltyCents: 200_00,
      monthlyInterestBasisPoints: 150,
    });
  });
});

describe('par values', () => {
  it('reads and writes dollars exactly to 9 places', () => {
    expect(parseParValue('1')).toBe(DOLLAR);
    expect(parseParValue('0.00001')).toBe(10_000);
    expect(parseParValue('0.000000001')).toBe(1);
    expect(parseParValue('0.0000000001')).toBeNull();
    expect(parseParValue('1e-5')).toBeNull();
    expect(formatParValue(10_000)).toBe('0.00001');
    expect(formatParValue(5 * DOLLAR)).toBe('5');
    expect(formatParValue(0)).toBe('0');
  });
});
