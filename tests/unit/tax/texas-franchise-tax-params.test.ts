import { texasFranchiseTax } from '@/lib/tax/texas-franchise-tax';
import {
  parseTexasParams,
  serialiseTexasParams,
  texasInputFrom,
} from '@/lib/tax/texas-franchise-tax-params';

const parse = (query: string) => parseTexasParams(new URLSearchParams(query), 2027);

describe('the Texas calculator URL', () => {
  it("reads the issue's example and gives the retailer's long-form tax: $13,125", () => {
    const parsed = parse('year=2026&revenue=5000000&retail=1');
    expect(parsed).toEqual({
      ok: true,
      params: { reportYear: 2026, revenueCents: 5_000_000_00, retail: true },
    });
    const outcome = texasFranchiseTax(texasInputFrom(parsed.ok ? parsed.params : (null as never)));
    expect(outcome.ok && outcome.result).toMatchObject({ chosen: 'longForm', taxCents: 13_125_00 });
  });

  it('apportions by Texas receipts over the total revenue, and reads COGS and each person’s compensation', () => {
    const parsed = parse('year=2025&revenue=3000000&texas=1500000&cogs=1000000&comp=480000,120000');
    expect(parsed).toEqual({
      ok: true,
      params: {
        reportYear: 2025,
        revenueCents: 3_000_000_00,
        texasCents: 1_500_000_00,
        retail: false,
        costOfGoodsSoldCents: 1_000_000_00,
        compensationCents: [480_000_00, 120_000_00],
      },
    });
    expect(texasInputFrom(parsed.ok ? parsed.params : (null as never))).toMatchObject({
      texasReceiptsCents: 1_500_000_00,
      everywhereReceiptsCents: 3_000_000_00,
    });
    expect(serialiseTexasParams(parsed.ok ? parsed.params : (null as never))).toBe(
      'year=2025&revenue=3000000&texas=1500000&cogs=1000000&comp=480000,120000',
    );
  });

  it('takes the next report year when the link names none', () => {
    expect(parse('revenue=3000000')).toMatchObject({ ok: true, params: { reportYear: 2027 } });
  });

  it('names what is wrong, field by field, and never throws', () => {
    expect(parse('year=2023&revenue=12.5&texas=x&retail=yes&cogs=-1&comp=1,a')).toEqual({
      ok: false,
      issues: [
        { field: 'year', key: 'yearUnsupported' },
        { field: 'revenue', key: 'revenueInvalid' },
        { field: 'texas', key: 'texasInvalid' },
        { field: 'retail', key: 'retailInvalid' },
        { field: 'cogs', key: 'cogsInvalid' },
        { field: 'comp', key: 'compInvalid' },
      ],
    });
    expect(parse('year=2026')).toEqual({
      ok: false,
      issues: [{ field: 'revenue', key: 'revenueRequired' }],
    });
    expect(parse('revenue=100&texas=200')).toEqual({
      ok: false,
      issues: [{ field: 'texas', key: 'texasAboveRevenue' }],
    });
  });
});
