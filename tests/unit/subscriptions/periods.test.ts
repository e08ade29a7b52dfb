import {
  daysLeft,
  prorateUpgrade,
  remindersDue,
  renewalOpensOn,
  renewedPeriod,
  stateOn,
  yearFrom,
} from '@/lib/subscriptions/periods';

describe('a subscription period', () => {
  it('runs one year, its end the anniversary and excluded', () => {
    expect(yearFrom('2026-03-01')).toEqual({ start: '2026-03-01', end: '2027-03-01' });
    expect(daysLeft(yearFrom('2026-03-01'), '2026-03-01')).toEqual({ total: 365, left: 365 });
    expect(daysLeft(yearFrom('2027-03-01'), '2027-03-01').total).toBe(366);
  });

  it('started on 29 February ends on 28 February of the next year', () => {
    expect(yearFrom('2028-02-29').end).toBe('2029-02-28');
  });

  it('opens its renewal 30 days before the end', () => {
    expect(renewalOpensOn({ end: '2027-03-01' })).toBe('2027-01-30');
  });
});

describe('the state of a subscription on a day', () => {
  const facts = { periodEnd: '2027-03-01', cancelAtPeriodEnd: false };
  it('is active until the renewal opens, then renewal due, then lapsed on the end day', () => {
    expect(stateOn(facts, '2027-01-29')).toBe('active');
    expect(stateOn(facts, '2027-01-30')).toBe('renewal_due');
    expect(stateOn(facts, '2027-02-28')).toBe('renewal_due');
    expect(stateOn(facts, '2027-03-01')).toBe('lapsed');
  });

  it('cancelled: stays active to the end, never renewal due, then cancelled rather than lapsed', () => {
    const cancelled = { ...facts, cancelAtPeriodEnd: true };
    expect(stateOn(cancelled, '2027-02-15')).toBe('active');
    expect(stateOn(cancelled, '2027-03-01')).toBe('cancelled');
  });
});

describe('renewal reminders', () => {
  const facts = { periodEnd: '2027-03-01', cancelAtPeriodEnd: false };
  it('go 30 and 7 days before the end and on the day it lapses', () => {
    expect(remindersDue(facts, '2027-01-30')).toEqual([30]);
    expect(remindersDue(facts, '2027-02-22')).toEqual([7]);
    expect(remindersDue(facts, '2027-03-01')).toEqual([0]);
    expect(remindersDue(facts, '2027-02-10')).toEqual([]);
  });

  it('catch up two days late, not three', () => {
    expect(remindersDue(facts, '2027-02-01')).toEqual([30]);
    expect(remindersDue(facts, '2027-02-02')).toEqual([]);
  });

  it('are never sent for a cancelled subscription', () => {
    expect(remindersDue({ ...facts, cancelAtPeriodEnd: true }, '2027-01-30')).toEqual([]);
  });
});

describe('a paid renewal', () => {
  it('paid early follows on from the end without a gap', () => {
    expect(renewedPeriod({ end: '2027-03-01' }, '2027-02-03')).toEqual({
      start: '2027-03-01',
      end: '2028-03-01',
    });
  });

  it('paid after the lapse starts on the day of payment', () => {
    expect(renewedPeriod({ end: '2027-03-01' }, '2027-04-10')).toEqual({
      start: '2027-04-10',
      end: '2028-04-10',
    });
  });
});

describe('proration of a change of package', () => {
  const period = yearFrom('2026-03-01');
  it('charges the difference for the days left, rounded to the minor unit', () => {
    // UK virtual office Basic £49 → Standard £89 with 73 of 365 days left: £40 × 73/365 = £8.00.
    expect(prorateUpgrade(period, { from: 4_900, to: 8_900 }, '2026-12-18')).toBe(800);
    // Half a year of Nigeria's ₦30,000 → ₦50,000: 184 of 365 days left.
    // ₦20,000 × 184/365 = ₦10,082.19 (1,008,219 kobo).
    expect(prorateUpgrade(period, { from: 3_000_000, to: 5_000_000 }, '2026-08-29')).toBe(
      1_008_219,
    );
  });

  it('charges the whole difference on the first day and nothing on the end day', () => {
    expect(prorateUpgrade(period, { from: 4_900, to: 8_900 }, '2026-03-01')).toBe(4_000);
    expect(prorateUpgrade(period, { from: 4_900, to: 8_900 }, '2027-03-01')).toBe(0);
  });

  it('neither charges nor refunds a move to a cheaper package', () => {
    expect(prorateUpgrade(period, { from: 8_900, to: 4_900 }, '2026-06-01')).toBe(0);
  });

  it('refuses a price that is not whole minor units', () => {
    expect(() => prorateUpgrade(period, { from: 49.5, to: 89 }, '2026-06-01')).toThrow(RangeError);
  });
});
