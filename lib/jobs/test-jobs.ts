import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { dataDir } from '@/lib/config/data-dir';
import { query } from '@/lib/db/database';
import { defineJob } from './definition';

/**
 * Jobs for the tests only (registered with E2E_HARNESS=1, or by a test that asks): they prove the
 * queue's failure, retry and schedule paths on the real machinery without touching real work.
 */

/**
 * `test.fail`: fails its first `failures` runs, then succeeds. Retried once, a second later, so a
 * job with `failures: 2` is failed after two runs and succeeds when staff retry it. Its worker's
 * heartbeat is expected every 10 s, as the mails'.
 */
export const failingTestJob = defineJob({
  name: 'test.fail',
  schema: z.object({
    label: z.string().min(1).max(100),
    failures: z.number().int().min(0).max(10),
  }),
  queue: {
    retryLimit: 1,
    retryDelay: 1,
    retryBackoff: false,
    expireInSeconds: 60,
    heartbeatSeconds: 10,
  },
  testOnly: true,
  handler: async ({ label, failures }, run) => {
    if (run.attempt <= failures)
      throw new Error(`Test job "${label}" fails on purpose (run ${run.attempt} of ${failures})`);
  },
});

/** Where `test.tick` records its runs (one JSON line each), in the data folder every instance shares. */
export function tickLog(base: string = dataDir()): string {
  return path.join(base, 'test-ticks.jsonl');
}

/**
 * `test.tick`, scheduled every minute: records each run (the job, the instance, the time), so a
 * test can see that each minute's occurrence ran once across instances.
 */
export const tickTestJob = defineJob({
  name: 'test.tick',
  schema: z.unknown(),
  queue: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
  testOnly: true,
  handler: async (_data, run) => {
    // The occurrences sent so far: pg-boss's scheduler forwards each one as a send-it job filed
    // under its minute (`slot`), and that job creates this one when a worker takes it, so the
    // created time of this job says when the forward ran, not which minute it was for (a late
    // forward and the next minute's can create two jobs in one minute).
    const [sent] = await query<{ slots: number }>(
      run.database.db,
      sql`select count(distinct data->>'slot')::int as slots from pgboss.job
           where name = '__pgboss__send-it' and data->>'name' = 'test.tick'`,
    );
    const line = {
      job: run.id,
      pid: process.pid,
      port: process.env.PORT ?? null,
      at: new Date().toISOString(),
      slots: sent?.slots ?? 0,
    };
    await mkdir(path.dirname(tickLog()), { recursive: true });
    await appendFile(tickLog(), `${JSON.stringify(line)}\n`, { mode: 0o600 });
  },
});
