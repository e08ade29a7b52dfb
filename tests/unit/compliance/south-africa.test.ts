import type { CompanyProfile } from '@/lib/compliance/model';
import { dueDates, instancesOf, rulesOf } from './helpers';

const za = (formed: string, options: CompanyProfile['options'] = {}): CompanyProfile => ({
  jurisdiction: 'south-africa',
  entity: 'company',
  formed,
  options,
});
const window = { from: '2023-01-01', to: '2028-12-31' };

describe('South Africa annual return: from the anniversary to 30 business days after [S150][S219]', () => {
  it('opens on the anniversary and counts 30 business days past South African holidays', () => {
    const returns = instancesOf(za('2024-03-15'), 'za-annual-return', window);
    // Anniversary Saturday 15 March 2025; Human Rights Day, Good Friday, Family Day, Freedom Day
    // (observed Monday 28 April) and Workers' Day are skipped: Friday 2 May.
    expect(returns[0]).toMatchObject({
      period: { key: '2025', end: '2025-03-15' },
      windowStart: '2025-03-15',
      dueDate: '2025-05-02',
    });
    expect(returns.some((r) => r.period.key === '2024')).toBe(false);
  });

  it('takes 28 February as a 29 February anniversary in common years', () => {
    const [first] = instancesOf(za('2024-02-29'), 'za-annual-return', window);
    expect(first!.windowStart).toBe('2025-02-28');
  });

  it('prices by turnover band, late fees included, or gives the bands when unknown', () => {
    const [unknown] = instancesOf(za('2024-03-15'), 'za-annual-return', window);
    expect(unknown!.fee.kind === 'formula' && unknown!.fee.bands).toEqual([
      {
        band: 'under1m',
        onTime: { amount: 100_00, currency: 'ZAR' },
        late: { amount: 150_00, currency: 'ZAR' },
      },
      {
        band: 'under10m',
        onTime: { amount: 450_00, currency: 'ZAR' },
        late: { amount: 600_00, currency: 'ZAR' },
      },
      {
        band: 'under25m',
        onTime: { amount: 2_000_00, currency: 'ZAR' },
        late: { amount: 2_500_00, currency: 'ZAR' },
      },
      {
        band: 'from25m',
        onTime: { amount: 3_000_00, currency: 'ZAR' },
        late: { amount: 4_000_00, currency: 'ZAR' },
      },
    ]);
    expect(unknown!.penalty.key).toBe('zaAnnualReturnLateBands');
    const [banded] = instancesOf(
      za('2024-03-15', { southAfricaTurnoverBand: 'under25m' }),
      'za-annual-return',
      window,
    );
    expect(banded!.fee).toMatchObject({ kind: 'amount', money: { amount: 2_000_00 } });
    expect(banded!.penalty).toEqual({
      key: 'zaAnnualReturnLate',
      values: { late: { amount: 2_500_00, currency: 'ZAR' } },
    });
  });
});

describe('South Africa beneficial ownership: within 10 business days of incorporation or a change [S217][S218]', () => {
  it('files within 10 business days of an incorporation after 24 May 2023', () => {
    // 15 March 2024: Human Rights Day (21st), Good Friday (29th) and Family Day (1 April) skipped.
    expect(dueDates(za('2024-03-15'), 'za-beneficial-ownership-incorporation', window)).toEqual({
      incorporation: '2024-04-03',
    });
    expect(rulesOf(za('2023-05-24'), window)).not.toContain(
      'za-beneficial-ownership-incorporation',
    );
    expect(rulesOf(za('2023-05-25'), window)).toContain('za-beneficial-ownership-incorporation');
  });

  it('files within 10 business days of each change, past the December holidays', () => {
    const profile = za('2024-03-15', { beneficialOwnershipChanges: ['2026-12-10', '2026-12-10'] });
    // Day of Reconciliation (16th) and Christmas (25th) skipped: Monday 28 December.
    expect(dueDates(profile, 'za-beneficial-ownership-change', window)).toEqual({
      'change-2026-12-10': '2026-12-28',
    });
    // A change before incorporation means nothing.
    expect(
      rulesOf(za('2024-03-15', { beneficialOwnershipChanges: ['2024-01-01'] }), window),
    ).not.toContain('za-beneficial-ownership-change');
  });

  it('declares it again with every annual return, in the same window', () => {
    const annual = instancesOf(za('2024-03-15'), 'za-beneficial-ownership-annual', window);
    const returns = instancesOf(za('2024-03-15'), 'za-annual-return', window);
    expect(annual.map((a) => [a.windowStart, a.dueDate])).toEqual(
      returns.map((r) => [r.windowStart, r.dueDate]),
    );
    expect(annual[0]!.filer).toEqual({
      kind: 'service',
      jurisdiction: 'southAfrica',
      service: 'corporateCompliance',
    });
  });
});
