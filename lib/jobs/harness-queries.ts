import 'server-only';
import { sql } from 'drizzle-orm';
import { queryOne } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { withServiceRole } from '@/lib/db/rls';
import { enqueue } from './enqueue';

/**
 * Test harness only (app/api/e2e/jobs): a `test.fail` job that fails its first `failures` runs
 * (two runs are allowed, then it is failed), for the browser tests of /admin/system.
 */
export async function enqueueFailingTestJob(label: string, failures: number): Promise<string> {
  // service_role: the harness acts for no one; enqueue runs as the queue's owner anyway.
  const { id } = await withServiceRole((tx) =>
    enqueue(tx, { name: 'test.fail', key: `test:e2e:${label}`, data: { label, failures } }),
  );
  return id;
}

/**
 * Test harness only (app/api/e2e/jobs): the day's `compliance.reminders` run now, as the scheduler
 * would start it at 06:17 UTC (`label` keys the run: a second request with it adds nothing).
 */
export async function enqueueRemindersRun(label: string): Promise<string> {
  const { id } = await withServiceRole((tx) =>
    enqueue(tx, { name: 'compliance.reminders', key: `test:e2e:reminders:${label}`, data: {} }),
  );
  return id;
}

/**
 * Test harness only (app/api/e2e/jobs): the `subscriptions.renewals` run now, as on `today` (the
 * injected clock of the renewal tests; the scheduler's run is at 06:29 UTC on the real day).
 */
export async function enqueueRenewalsRun(label: string, today?: string): Promise<string> {
  const { id } = await withServiceRole((tx) =>
    enqueue(tx, {
      name: 'subscriptions.renewals',
      key: `test:e2e:renewals:${label}`,
      data: today ? { today } : {},
    }),
  );
  return id;
}

/** A job's state as pg-boss keeps it (created, retry, active, completed, failed), or null. */
export async function jobState(id: string): Promise<string | null> {
  const { db } = await getDatabase();
  const row = await queryOne<{ state: string }>(
    db,
    sql`select state::text as state from pgboss.job where id = ${id}`,
  );
  return row?.state ?? null;
}
