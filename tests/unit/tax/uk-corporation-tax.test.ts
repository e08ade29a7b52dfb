import { apportionByDays, ukCorporationTax } from '@/lib/tax/uk-corporation-tax';

/**
 * UK corporation tax from 1 April 2023, in pence [S330][S331][S332][S333]. The worked figures are
 * HMRC's and the ACCA's (docs/sources.md); the others are checked by hand beside each case.
 */

const year = { start: '2025-04-01', end: '2026-03-31' } as const;
const tax = (pounds: number, extra: Partial<Parameters<typeof ukCorporationTax>[0]> = {}) =>
  ukCorporationTax({ ...year, profits: pounds * 100, associatedCompanies: 0, ...extra });

describe('UK corporation tax: 19% / 25% with marginal relief between [S330]', () => {
  it('charges £49,250 on £200,000 of profits: £50,000 at 25% less £750 of relief (ACCA example 1) [S331]', () => {
    expect(tax(200_000)).toMatchObject({
      band: 'marginal',
      grossTax: 5_000_000,
      marginalRelief: 75_000,
      tax: 4_925_000,
    });
  });

  it('charges £36,000 on £150,000: 3/200 x (£250,000 - £150,000) = £1,500 of relief', () => {
    expect(tax(150_000)).toMatchObject({ marginalRelief: 150_000, tax: 3_600_000 });
  });

  it('charges 19% up to £50,000 and moves on without a jump past it', () => {
    expect(tax(50_000)).toMatchObject({ band: 'small', tax: 950_000 });
    // £50,000.01: 25% is £12,500.0025, less 3/200 x £199,999.99 = £2,999.99985.
    expect(ukCorporationTax({ ...year, profits: 5_000_001, associatedCompanies: 0 })).toMatchObject(
      { band: 'marginal', tax: 950_000 },
    );
  });

  it('charges 25% from £250,000', () => {
    expect(tax(250_000)).toMatchObject({ band: 'main', marginalRelief: 0, tax: 6_250_000 });
    expect(tax(300_000)).toMatchObject({ band: 'main', tax: 7_500_000 });
  });

  it('divides the limits by the associated companies plus one: 3 give £12,500 and £62,500 (HMRC) [S330]', () => {
    const result = tax(60_000, { associatedCompanies: 3 });
    expect(result).toMatchObject({
      lowerLimit: 1_250_000,
      upperLimit: 6_250_000,
      band: 'marginal',
    });
    // £15,000 less 3/200 x (£62,500 - £60,000) = £37.50.
    expect(result.tax).toBe(1_496_250);
    // Two associated companies: £16,667 and £83,333 as the ACCA rounds them [S331].
    expect(tax(60_000, { associatedCompanies: 2 })).toMatchObject({
      lowerLimit: 1_666_666,
      upperLimit: 8_333_333,
    });
    // The same profits with no associated company stay marginal, far from the main rate.
    expect(tax(60_000).tax).toBe(1_500_000 - 285_000);
  });

  it('reduces the limits for a short accounting period by days over 365 [S330]', () => {
    // 1 April to 30 September 2025: 183 days; upper limit £125,342.47.
    const short = ukCorporationTax({
      start: '2025-04-01',
      end: '2025-09-30',
      profits: 10_000_000,
      associatedCompanies: 0,
    });
    // 3 x (£250,000 x 183 - £100,000 x 365) / (200 x 365) = £380.137; tax £25,000 - £380.14.
    expect(short).toMatchObject({ days: 183, upperLimit: 12_534_246, marginalRelief: 38_014 });
    expect(short.tax).toBe(2_461_986);
    // £30,000 in the same half year is above its lower limit (£25,068.49): no longer 19%.
    expect(
      ukCorporationTax({
        start: '2025-04-01',
        end: '2025-09-30',
        profits: 3_000_000,
        associatedCompanies: 0,
      }).band,
    ).toBe('marginal');
  });

  it('does not reduce the limits of a 12-month period of 366 days', () => {
    expect(
      ukCorporationTax({
        start: '2023-04-01',
        end: '2024-03-31',
        profits: 5_000_000,
        associatedCompanies: 0,
      }),
    ).toMatchObject({ days: 366, band: 'small', tax: 950_000 });
  });

  it('charges a close investment-holding company 25% on everything [S330][S333]', () => {
    expect(tax(40_000, { closeInvestmentHolding: true })).toMatchObject({
      band: 'main',
      tax: 1_000_000,
    });
  });

  it('refuses a period longer than 12 months or before 1 April 2023', () => {
    expect(() =>
      ukCorporationTax({
        start: '2025-04-01',
        end: '2026-04-01',
        profits: 1,
        associatedCompanies: 0,
      }),
    ).toThrow(RangeError);
    expect(() =>
      ukCorporationTax({
        start: '2022-04-01',
        end: '2023-03-31',
        profits: 1,
        associatedCompanies: 0,
      }),
    ).toThrow(RangeError);
    expect(() => tax(-1)).toThrow(RangeError);
  });

  it('shares a long period of account’s profits between its accounting periods by days [S201]', () => {
    const periods = [
      { start: '2025-03-10', end: '2026-03-09' },
      { start: '2026-03-10', end: '2026-03-31' },
    ];
    // 365 and 22 days of 387.
    expect(apportionByDays(3_870_000, periods)).toEqual([3_650_000, 220_000]);
    // The parts always add up to the whole.
    const parts = apportionByDays(1_000_001, periods);
    expect(parts[0]! + parts[1]!).toBe(1_000_001);
  });
});
