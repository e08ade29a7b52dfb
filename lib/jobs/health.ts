import 'server-only';
import { sql } from 'drizzle-orm';
import { queryOne, type Database } from '@/lib/db/database';

let problemLogged = false;

/** The queue's figures for /api/health: never a reason to fail it. */
export type QueueHealth = { failed: number; oldestWaitingSeconds: number };

/**
 * How many jobs failed for good, and how long the oldest job due now has waited (0 when none
 * waits). Read on `database` directly, as its owner; null when it does not answer in `timeoutMs`.
 */
export async function queueHealth(
  database: Database,
  timeoutMs = 2000,
): Promise<QueueHealth | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const figures = queryOne<{ failed: number; oldest: number | null }>(
    database.db,
    sql`select count(*) filter (where state = 'failed')::int as failed,
               floor(extract(epoch from now() - min(start_after)
                 filter (where state in ('created', 'retry') and start_after <= now())))::int as oldest
        from pgboss.job where name not like '\\_\\_%'`,
  ).then(
    (row) => {
      problemLogged = false;
      return { failed: row?.failed ?? 0, oldestWaitingSeconds: Math.max(0, row?.oldest ?? 0) };
    },
    (error: unknown) => {
      // Once while it lasts: a load balancer asks every few seconds.
      if (!problemLogged) console.error('[health] the job queue did not answer:', error);
      problemLogged = true;
      return null;
    },
  );
  try {
    return await Promise.race([figures, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
