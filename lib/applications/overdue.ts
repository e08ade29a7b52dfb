import { sql, type SQL } from 'drizzle-orm';
import type { ApplicationStatus } from './status';

/**
 * "Overdue", written once (issue 30: it was written three times in SQL and once in TypeScript):
 * an application still open (its status still moves) whose due date is before today. A due date
 * of today is not overdue yet. Dates are calendar days in UTC (`YYYY-MM-DD`).
 */

/** The statuses that still move: a due date only matters for these. */
export const OPEN_STATUSES = [
  'submitted',
  'in_review',
  'awaiting_customer',
  'filed',
] as const satisfies readonly ApplicationStatus[];

/** Today as a date (UTC) for the overdue rule; tests pass their own. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whether an application (its due date, its status) is overdue on the day `on`. */
export function isOverdue(
  application: { dueOn: string | null; status: string },
  on: string = today(),
): boolean {
  return (
    application.dueOn !== null &&
    application.dueOn < on &&
    (OPEN_STATUSES as readonly string[]).includes(application.status)
  );
}

const openStatuses = sql.raw(OPEN_STATUSES.map((s) => `'${s}'`).join(', '));

/** The same rule as a condition on the applications table under `alias`, for queries. */
export function overdueCondition(alias: 'a', on: string = today()): SQL {
  const table = sql.raw(alias);
  return sql`(${table}.due_on < ${on}::date and ${table}.status in (${openStatuses}))`;
}
