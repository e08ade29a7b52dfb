import {
  addBusinessDays,
  addMonths,
  addMonthsMonthEnd,
  anniversaryIn,
  daysBetween,
  fifteenthOfMonthAfter,
  isMonthDay,
  monthDayIn,
  nextBusinessDay,
  nextMonthDay,
} from '@/lib/compliance/dates';

describe('due-date arithmetic', () => {
  it('counts months to the corresponding day, or the month’s last day when it has none', () => {
    expect(addMonths('2026-03-10', 18)).toBe('2027-09-10');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });

  it('follows Companies Act s.443: 6 months from 30 June is 31 December, from 5 June it is 5 December', () => {
    // The Explanatory Notes' own examples [S196].
    expect(addMonthsMonthEnd('2026-06-30', 6)).toBe('2026-12-31');
    expect(addMonthsMonthEnd('2026-06-05', 6)).toBe('2026-12-05');
    // A period from the last day of February ends on the last day of the target month.
    expect(addMonthsMonthEnd('2027-02-28', 9)).toBe('2027-11-30');
    expect(addMonthsMonthEnd('2028-02-29', 9)).toBe('2028-11-30');
    // The 28th of a leap February is not its last day: the corresponding date.
    expect(addMonthsMonthEnd('2028-02-28', 9)).toBe('2028-11-28');
  });

  it('gives a 29 February date its anniversary on 28 February in a common year', () => {
    expect(anniversaryIn('2024-02-29', 2025)).toBe('2025-02-28');
    expect(anniversaryIn('2024-02-29', 2028)).toBe('2028-02-29');
    expect(anniversaryIn('2026-03-10', 2030)).toBe('2030-03-10');
  });

  it('reads a February year end as the last day of February', () => {
    expect(monthDayIn('02-28', 2028)).toBe('2028-02-29');
    expect(monthDayIn('02-29', 2027)).toBe('2027-02-28');
    expect(nextMonthDay('12-31', '2026-12-31')).toBe('2026-12-31');
    expect(nextMonthDay('06-30', '2026-07-01')).toBe('2027-06-30');
  });

  it('accepts real month-days only', () => {
    expect(isMonthDay('02-29')).toBe(true);
    expect(isMonthDay('12-31')).toBe(true);
    expect(isMonthDay('02-30')).toBe(false);
    expect(isMonthDay('13-01')).toBe(false);
    expect(isMonthDay('1-31')).toBe(false);
  });

  it('finds the 15th day of the nth month after a date', () => {
    expect(fifteenthOfMonthAfter('2026-12-31', 4)).toBe('2027-04-15');
    expect(fifteenthOfMonthAfter('2026-06-30', 3)).toBe('2026-09-15');
  });

  it('counts whole days either way', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2028-03-01', '2028-02-28')).toBe(-2);
  });

  it('moves a date off weekends and holidays of the calendar given', () => {
    // Sunday 15 March 2026 → Monday 16 March (federal calendar).
    expect(nextBusinessDay('2026-03-15', { country: 'US' })).toBe('2026-03-16');
    // DC's Emancipation Day, Thursday 16 April 2026, is a DC holiday only.
    expect(nextBusinessDay('2026-04-16', { country: 'US' })).toBe('2026-04-16');
    expect(nextBusinessDay('2026-04-16', { country: 'US', region: 'DC' })).toBe('2026-04-17');
    // A business day stays put.
    expect(nextBusinessDay('2026-04-15', { country: 'US', region: 'DC' })).toBe('2026-04-15');
  });

  it('counts business days with South African public holidays', () => {
    // From Saturday 15 March 2025: Human Rights Day (21 Mar), Good Friday and Family Day (18, 21
    // Apr), Freedom Day observed (Mon 28 Apr) and Workers' Day (1 May) do not count.
    expect(addBusinessDays('2025-03-15', 30, { country: 'ZA' })).toBe('2025-05-02');
  });

  it('skips the extra days a calendar closes', () => {
    const closedOnFriday = (date: string) => date === '2026-04-17';
    expect(nextBusinessDay('2026-04-17', { country: 'US', closed: closedOnFriday })).toBe(
      '2026-04-20',
    );
    expect(addBusinessDays('2026-04-16', 1, { country: 'US', closed: closedOnFriday })).toBe(
      '2026-04-20',
    );
  });
});
