import {
  APPLICATION_STATUSES,
  STATUS_TRANSITIONS,
  canTransition,
  isApplicationStatus,
  isFinalStatus,
} from '@/lib/applications/status';

describe('the application status machine', () => {
  it('moves along the designed path, with awaiting_customer back to in_review', () => {
    for (const [from, to] of [
      ['draft', 'submitted'],
      ['submitted', 'in_review'],
      ['in_review', 'awaiting_customer'],
      ['awaiting_customer', 'in_review'],
      ['in_review', 'filed'],
      ['filed', 'completed'],
    ] as const)
      expect(canTransition(from, to)).toBe(true);
  });

  it('refuses skipping ahead, going back and leaving a final status', () => {
    expect(canTransition('submitted', 'completed')).toBe(false);
    expect(canTransition('draft', 'in_review')).toBe(false);
    expect(canTransition('filed', 'in_review')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    expect(canTransition('rejected', 'in_review')).toBe(false);
  });

  it('ends in completed, rejected or cancelled only', () => {
    expect(APPLICATION_STATUSES.filter(isFinalStatus)).toEqual([
      'completed',
      'rejected',
      'cancelled',
    ]);
  });

  it('names only statuses it knows', () => {
    for (const [from, targets] of Object.entries(STATUS_TRANSITIONS)) {
      expect(isApplicationStatus(from)).toBe(true);
      for (const to of targets) expect(isApplicationStatus(to)).toBe(true);
    }
    expect(isApplicationStatus('approved')).toBe(false);
  });
});
