import type { CompanyProfile } from '@/lib/compliance/model';
import { dueDates, instancesOf } from './helpers';

const gh = (formed: string, yearEnd?: string): CompanyProfile => ({
  jurisdiction: 'ghana',
  entity: 'company',
  formed,
  ...(yearEnd ? { yearEnd } : {}),
});
const window = { from: '2026-01-01', to: '2031-12-31' };

describe('Ghana annual return: first within 18 months, then 30 April for a 31 December year end [S213]', () => {
  it('dates the first return 18 months after incorporation and the next by 30 April', () => {
    expect(dueDates(gh('2026-03-01'), 'gh-annual-return', window)).toMatchObject({
      first: '2027-09-01',
      '2027-12-31': '2028-04-30',
      '2028-12-31': '2029-04-30',
    });
  });

  it('lets the first return stand for a year whose 30 April falls before it', () => {
    // Incorporated 1 November 2026: first return by 1 May 2028, so no separate one on 30 April 2028.
    const dates = dueDates(gh('2026-11-01'), 'gh-annual-return', window);
    expect(dates.first).toBe('2028-05-01');
    expect(dates['2027-12-31']).toBeUndefined();
    expect(dates['2028-12-31']).toBe('2029-04-30');
  });

  it('counts four months from another year end: 30 June → 31 October', () => {
    expect(dueDates(gh('2026-03-01', '06-30'), 'gh-annual-return', window)['2028-06-30']).toBe(
      '2028-10-31',
    );
  });

  it('is an estimate with the GH¢90 fee and the daily penalty', () => {
    const [first] = instancesOf(gh('2026-03-01'), 'gh-annual-return', window);
    expect(first!.estimate).toBe(true);
    expect(first!.noteKey).toBe('ghDueDate');
    expect(first!.fee).toMatchObject({ kind: 'amount', money: { amount: 90_00, currency: 'GHS' } });
    expect(first!.penalty.values).toEqual({
      perDay: { amount: 300_00, currency: 'GHS' },
      arrears: { amount: 1_000_00, currency: 'GHS' },
      longArrears: { amount: 2_000_00, currency: 'GHS' },
    });
  });
});
