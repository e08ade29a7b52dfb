import { PgDialect } from 'drizzle-orm/pg-core';
import { isOverdue, OPEN_STATUSES, overdueCondition, today } from '@/lib/applications/overdue';

describe('overdue (lib/applications/overdue.ts)', () => {
  it('is an open application whose due date has passed', () => {
    expect(isOverdue({ dueOn: '2026-03-01', status: 'in_review' }, '2026-03-02')).toBe(true);
    // Due today is not overdue yet.
    expect(isOverdue({ dueOn: '2026-03-02', status: 'in_review' }, '2026-03-02')).toBe(false);
    expect(isOverdue({ dueOn: null, status: 'in_review' }, '2026-03-02')).toBe(false);
  });

  it('never for an application that no longer moves', () => {
    for (const status of ['completed', 'cancelled', 'rejected', 'draft'])
      expect(isOverdue({ dueOn: '2020-01-01', status }, '2026-03-02')).toBe(false);
    for (const status of OPEN_STATUSES)
      expect(isOverdue({ dueOn: '2020-01-01', status }, '2026-03-02')).toBe(true);
  });

  it('counts days in UTC', () => {
    expect(today(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('is the same rule in SQL: due before the day, and open', () => {
    const { sql, params } = new PgDialect().sqlToQuery(overdueCondition('a', '2026-03-02'));
    expect(sql).toBe(
      `(a.due_on < $1::date and a.status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')}))`,
    );
    expect(params).toEqual(['2026-03-02']);
  });
});
