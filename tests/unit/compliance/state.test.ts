import { DUE_SOON_DAYS, obligationState } from '@/lib/compliance/state';

const due = { dueDate: '2027-03-23' };

describe('obligation state', () => {
  it('is upcoming more than 30 days ahead, due soon from 30 days to the due date, overdue after', () => {
    expect(DUE_SOON_DAYS).toBe(30);
    expect(obligationState(due, '2027-02-20')).toBe('upcoming'); // 31 days
    expect(obligationState(due, '2027-02-21')).toBe('due_soon'); // 30 days
    expect(obligationState(due, '2027-03-23')).toBe('due_soon'); // the due date itself
    expect(obligationState(due, '2027-03-24')).toBe('overdue');
  });

  it('counts days across 29 February', () => {
    // 30 days before 30 March 2028 is 29 February.
    expect(obligationState({ dueDate: '2028-03-30' }, '2028-02-29')).toBe('due_soon');
    expect(obligationState({ dueDate: '2028-03-30' }, '2028-02-28')).toBe('upcoming');
  });

  it('is ordered while an order stands, whatever the date', () => {
    for (const status of ['submitted', 'in_review', 'awaiting_customer'] as const) {
      expect(obligationState(due, '2027-01-01', { order: { applicationId: 'a1', status } })).toBe(
        'ordered',
      );
      expect(obligationState(due, '2027-04-30', { order: { applicationId: 'a1', status } })).toBe(
        'ordered',
      );
    }
  });

  it('ignores a draft, a rejected or a cancelled order', () => {
    for (const status of ['draft', 'rejected', 'cancelled'] as const)
      expect(obligationState(due, '2027-04-30', { order: { applicationId: 'a1', status } })).toBe(
        'overdue',
      );
  });

  it('is filed by us when we recorded it or its order reached the registry', () => {
    expect(obligationState(due, '2027-04-30', { filedByUs: true })).toBe('filed_by_us');
    for (const status of ['filed', 'completed'] as const)
      expect(obligationState(due, '2027-04-30', { order: { applicationId: 'a1', status } })).toBe(
        'filed_by_us',
      );
  });

  it('is filed elsewhere when the customer says so, unless we filed it', () => {
    expect(obligationState(due, '2027-04-30', { filedElsewhere: true })).toBe('filed_elsewhere');
    expect(
      obligationState(due, '2027-04-30', {
        filedElsewhere: true,
        order: { applicationId: 'a1', status: 'in_review' },
      }),
    ).toBe('filed_elsewhere');
    expect(obligationState(due, '2027-04-30', { filedElsewhere: true, filedByUs: true })).toBe(
      'filed_by_us',
    );
  });
});
