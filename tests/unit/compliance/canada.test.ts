import type { CompanyProfile } from '@/lib/compliance/model';
import { dueDates, instancesOf } from './helpers';

const federal: CompanyProfile = {
  jurisdiction: 'canada-federal',
  entity: 'company',
  formed: '2026-03-10',
};
const ontario: CompanyProfile = {
  jurisdiction: 'ontario',
  entity: 'company',
  formed: '2026-03-10',
};
const window = { from: '2026-01-01', to: '2030-12-31' };

describe('Canada federal annual return: within 60 days after the anniversary [S204][S203]', () => {
  it('opens on the anniversary and is due 60 days later, with none in the year of incorporation', () => {
    const returns = instancesOf(federal, 'ca-annual-return', window);
    expect(returns[0]).toMatchObject({
      period: { key: '2027', end: '2027-03-10' },
      windowStart: '2027-03-10',
      dueDate: '2027-05-09',
    });
    expect(returns.some((r) => r.period.key === '2026')).toBe(false);
  });

  it('takes 28 February as a 29 February anniversary in common years', () => {
    const leap = { ...federal, formed: '2024-02-29' };
    expect(dueDates(leap, 'ca-annual-return', { from: '2024-01-01', to: '2028-12-31' })).toEqual({
      '2025': '2025-04-29',
      '2026': '2026-04-29',
      '2027': '2027-04-29',
      '2028': '2028-04-29',
    });
    // 29 February 2028 + 60 days = 29 April; 28 February 2027 + 60 days = 29 April too.
    expect(
      instancesOf(leap, 'ca-annual-return', { from: '2028-01-01', to: '2028-12-31' })[0]!
        .windowStart,
    ).toBe('2028-02-29');
  });

  it('carries the $12 online fee, still unconfirmed', () => {
    expect(instancesOf(federal, 'ca-annual-return', window)[0]!.fee).toEqual({
      kind: 'amount',
      money: { amount: 12_00, currency: 'CAD' },
      confidence: 'unconfirmed',
      computed: false,
    });
  });
});

describe('Ontario annual return: six months after the year end, the rule chosen among conflicting sources [S207][S212]', () => {
  it('is due six months after a 31 December year end by default, with no fee', () => {
    expect(dueDates(ontario, 'on-annual-return', window)).toMatchObject({
      '2026-12-31': '2027-06-30',
      '2027-12-31': '2028-06-30',
    });
    const [first] = instancesOf(ontario, 'on-annual-return', window);
    expect(first!.fee).toEqual({ kind: 'none' });
    expect(first!.period).toEqual({ key: '2026-12-31', start: '2026-03-10', end: '2026-12-31' });
  });

  it('follows the year end given: 31 March → 30 September [S210]', () => {
    expect(
      dueDates({ ...ontario, yearEnd: '03-31' }, 'on-annual-return', window)['2027-03-31'],
    ).toBe('2027-09-30');
  });

  it('is labelled an estimate and says which rule it uses', () => {
    const [first] = instancesOf(ontario, 'on-annual-return', window);
    expect(first!.estimate).toBe(true);
    expect(first!.noteKey).toBe('ontarioRuleChosen');
    expect(first!.sources).toEqual(expect.arrayContaining(['S207', 'S206', 'S212']));
    // The anniversary rule (60 days after 10 March = 9 May) is not what we show.
    expect(Object.values(dueDates(ontario, 'on-annual-return', window))).not.toContain(
      '2027-05-09',
    );
  });
});
