import {
  CALENDAR_PAGE_ROWS,
  firstMonths,
  REMINDER_OFFSETS,
  reminderKey,
  remindersFrom,
} from '@/lib/compliance/calendar';

describe('reminders', () => {
  const instance = { key: 'uk-confirmation-statement:2027-03-09', dueDate: '2027-03-23' };

  it('go 90, 30 and 7 days before the due date and on the day', () => {
    expect(REMINDER_OFFSETS).toEqual([90, 30, 7, 0]);
    expect(remindersFrom(instance, '2026-01-01')).toEqual([
      { offset: 90, sendOn: '2026-12-23' },
      { offset: 30, sendOn: '2027-02-21' },
      { offset: 7, sendOn: '2027-03-16' },
      { offset: 0, sendOn: '2027-03-23' },
    ]);
  });

  it('leave out the ones already past', () => {
    expect(remindersFrom(instance, '2027-02-22').map((r) => r.offset)).toEqual([7, 0]);
    expect(remindersFrom(instance, '2027-03-23').map((r) => r.offset)).toEqual([0]);
    expect(remindersFrom(instance, '2027-03-24')).toEqual([]);
  });

  it('are keyed by company, instance and offset', () => {
    expect(reminderKey('c-42', instance, 30)).toBe(
      'reminder:c-42:uk-confirmation-statement:2027-03-09:30',
    );
  });
});

describe('the first page of /account/calendar', () => {
  const months = (...sizes: number[]) =>
    new Map(
      sizes.map((size, i) => [`2027-${String(i + 1).padStart(2, '0')}`, Array(size).fill(i)]),
    );

  it('takes whole months until the page is full, never splitting one', () => {
    const taken = firstMonths(months(30, 30, 30, 30), CALENDAR_PAGE_ROWS);
    expect([...taken.keys()]).toEqual(['2027-01', '2027-02', '2027-03']);
    expect([...taken.values()].flat()).toHaveLength(90);
  });

  it('always shows the first month, however full', () => {
    expect([...firstMonths(months(500, 3), CALENDAR_PAGE_ROWS).keys()]).toEqual(['2027-01']);
  });

  it('shows everything a customer with a few companies has', () => {
    expect(firstMonths(months(4, 0, 6, 2, 9), CALENDAR_PAGE_ROWS).size).toBe(5);
  });
});
