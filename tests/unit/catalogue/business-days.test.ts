import {
  addBusinessDays,
  dueDate,
  isBusinessDay,
  localDay,
  onOrNextBusinessDay,
  turnaroundDays,
} from '@/lib/catalogue/business-days';
import { packages } from '@/lib/catalogue/packages';

describe('business days', () => {
  it('skips weekends', () => {
    // Friday 2026-11-27 + 1 business day = Monday 2026-11-30.
    expect(addBusinessDays('2026-11-27', 1, 'NG')).toBe('2026-11-30');
    expect(isBusinessDay('2026-11-28', 'NG')).toBe(false);
  });

  it("skips each country's public holidays", () => {
    // Nigeria: Christmas (Fri 25) and Boxing Day (Sat 26) 2026; Thursday 24 + 1 = Monday 28.
    expect(addBusinessDays('2026-12-24', 1, 'NG')).toBe('2026-12-28');
    // Nigeria's Democracy Day, 12 June 2026 (a Friday), is not a business day; in Ghana it is.
    expect(isBusinessDay('2026-06-12', 'NG')).toBe(false);
    expect(isBusinessDay('2026-06-12', 'GH')).toBe(true);
    // South Africa's Day of Reconciliation, 16 December; the USA's Thanksgiving, 26 November 2026.
    expect(isBusinessDay('2026-12-16', 'ZA')).toBe(false);
    expect(isBusinessDay('2026-11-26', 'US')).toBe(false);
    expect(isBusinessDay('2026-11-26', 'GB')).toBe(true);
  });

  it('knows substitute days: Christmas 2027 falls on a Saturday, so England closes on Monday 27 and Tuesday 28', () => {
    expect(isBusinessDay('2027-12-27', 'GB')).toBe(false);
    expect(isBusinessDay('2027-12-28', 'GB')).toBe(false);
    expect(addBusinessDays('2027-12-24', 1, 'GB')).toBe('2027-12-29');
  });

  it("adds a region's holidays when one is named: Emancipation Day closes Washington, DC", () => {
    expect(isBusinessDay('2027-04-16', 'US')).toBe(true);
    expect(isBusinessDay('2027-04-16', 'US', 'DC')).toBe(false);
    // Texas closes on the day after Thanksgiving; the federal calendar does not.
    expect(isBusinessDay('2026-11-27', 'US')).toBe(true);
    expect(isBusinessDay('2026-11-27', 'US', 'TX')).toBe(false);
    expect(addBusinessDays('2026-11-25', 1, 'US', 'TX')).toBe('2026-11-30');
  });

  it('keeps a business day and moves any other day to the next one', () => {
    expect(onOrNextBusinessDay('2026-11-30', 'GB')).toBe('2026-11-30');
    expect(onOrNextBusinessDay('2026-11-28', 'GB')).toBe('2026-11-30');
    expect(onOrNextBusinessDay('2027-12-25', 'GB')).toBe('2027-12-29');
  });

  it("counts from the day in the country's time zone", () => {
    // 23:30 UTC on Tuesday 24 November is already Wednesday in Johannesburg, still Tuesday in New York.
    const instant = new Date('2026-11-24T23:30:00Z');
    expect(localDay(instant, 'ZA')).toBe('2026-11-25');
    expect(localDay(instant, 'US')).toBe('2026-11-24');
  });

  it("dates an application by its package's longest turnaround", () => {
    expect(turnaroundDays(packages.basic.turnaround)).toBe(10);
    expect(turnaroundDays(packages.premium.turnaround)).toBe(2);
    // Submitted Wednesday 25 November 2026 in Lagos: 10 business days → Wednesday 9 December.
    expect(dueDate(new Date('2026-11-25T10:00:00Z'), packages.basic.turnaround, 'NG')).toBe(
      '2026-12-09',
    );
    // Premium, 48 hours: Thursday 26 (a business day in Nigeria), Friday 27.
    expect(dueDate(new Date('2026-11-25T10:00:00Z'), packages.premium.turnaround, 'NG')).toBe(
      '2026-11-27',
    );
    // In the USA Thanksgiving (26th) does not count: Friday 27, Monday 30.
    expect(dueDate(new Date('2026-11-25T15:00:00Z'), packages.premium.turnaround, 'US')).toBe(
      '2026-11-30',
    );
  });
});
