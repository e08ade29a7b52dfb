import { t2BalanceDue, t2ReturnDue } from '@/lib/compliance/rules/canada';
import { businessLimitFor, canadaFederalTax } from '@/lib/tax/canada-corporation-tax';

const calendar2025 = { start: '2025-01-01', end: '2025-12-31' } as const;

describe('Canada T2 due dates [S336][S337]', () => {
  it('files six months after the year end, a month end staying a month end (the CRA’s examples) [S336]', () => {
    expect(t2ReturnDue('2026-03-31')).toBe('2026-09-30');
    expect(t2ReturnDue('2026-04-30')).toBe('2026-10-31');
    expect(t2ReturnDue('2026-06-30')).toBe('2026-12-31');
    expect(t2ReturnDue('2025-09-23')).toBe('2026-03-23');
    expect(t2ReturnDue('2025-10-02')).toBe('2026-04-02');
    expect(t2ReturnDue('2025-12-31')).toBe('2026-06-30');
  });

  it('pays the balance two months after, three for a small CCPC [S337]', () => {
    expect(t2BalanceDue('2025-12-31', false)).toBe('2026-02-28');
    expect(t2BalanceDue('2027-12-31', false)).toBe('2028-02-29');
    expect(t2BalanceDue('2025-12-31', true)).toBe('2026-03-31');
    expect(t2BalanceDue('2025-09-23', true)).toBe('2025-12-23');
  });
});

describe('Canada federal corporation tax, as an estimate [S334][S335]', () => {
  it('taxes a CCPC’s active business income at 9% up to $500,000 and the rest at 15%', () => {
    const ccpc = (income: number) =>
      canadaFederalTax({
        ...calendar2025,
        ccpc: true,
        activeBusinessIncome: income * 100,
        taxableIncome: income * 100,
      });
    expect(ccpc(120_000).tax).toBe(1_080_000);
    // The CRA's example: $650,000 of which $500,000 is eligible: $45,000 + $22,500.
    expect(ccpc(650_000)).toMatchObject({
      smallBusinessIncome: 50_000_000,
      generalIncome: 15_000_000,
      tax: 6_750_000,
    });
  });

  it('taxes every other corporation at 15% (38% less 10% less 13%)', () => {
    expect(
      canadaFederalTax({
        ...calendar2025,
        ccpc: false,
        activeBusinessIncome: 65_000_000,
        taxableIncome: 65_000_000,
      }).tax,
    ).toBe(9_750_000);
  });

  it('gives the 9% only on active business income within the taxable income', () => {
    // $40,000 of business income in $100,000 taxable: $3,600 + $9,000.
    expect(
      canadaFederalTax({
        ...calendar2025,
        ccpc: true,
        activeBusinessIncome: 4_000_000,
        taxableIncome: 10_000_000,
      }).tax,
    ).toBe(1_260_000);
  });

  it('prorates the business limit of a tax year shorter than 51 weeks [S335]', () => {
    expect(businessLimitFor(365)).toBe(50_000_000);
    expect(businessLimitFor(357)).toBe(50_000_000);
    // 1 January to 30 June 2025: 181 days, $247,945.21.
    const short = canadaFederalTax({
      start: '2025-01-01',
      end: '2025-06-30',
      ccpc: true,
      activeBusinessIncome: 30_000_000,
      taxableIncome: 30_000_000,
    });
    expect(short).toMatchObject({ businessLimit: 24_794_521, smallBusinessIncome: 24_794_521 });
    expect(short.tax).toBe(3_012_329);
  });

  it('refuses a tax year longer than 53 weeks or negative income', () => {
    expect(() =>
      canadaFederalTax({
        start: '2025-01-01',
        end: '2026-01-08',
        ccpc: false,
        activeBusinessIncome: 0,
        taxableIncome: 0,
      }),
    ).toThrow(RangeError);
    expect(() =>
      canadaFederalTax({
        ...calendar2025,
        ccpc: false,
        activeBusinessIncome: -1,
        taxableIncome: 0,
      }),
    ).toThrow(RangeError);
  });
});
