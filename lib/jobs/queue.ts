import 'server-only';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { backendMode } from '@/lib/config/backend';
import { query, type Database } from '@/lib/db/database';
import { getDatabase, migrationsAppliedBy } from '@/lib/db/instance';
import { queueDatabase } from './adapter';
import { clearCurrentJobQueue, setCurrentJobQueue, type JobQueue } from './current';
import type { JobDefinition } from './definition';
import { activeJobs, activeSchedules } from './registry';

/** pg-boss's schema, created by supabase/migrations/20261128000500_job_queue.sql. */
export const QUEUE_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  /**
   * Run the workers, the scheduler and the supervision (expiry, heartbeats, retention). Without
   * them the queue only takes jobs (`enqueue`) and answers the console.
   */
  work?: boolean;
  /** The test-only jobs (lib/jobs/test-jobs.ts); default: with E2E_HARNESS=1. */
  withTestJobs?: boolean;
  /** How often an idle worker looks for jobs and retries come due, in seconds (a new job also wakes it). */
  pollingIntervalSeconds?: number;
  /** How often running jobs are checked for expiry and lost heartbeats, in seconds. */
  superviseIntervalSeconds?: number;
  /** How often the scheduler looks for due occurrences, in seconds (1 to 45). */
  cronMonitorIntervalSeconds?: number;
}

export { currentJobQueue, type JobQueue } from './current';

/**
 * Starts pg-boss on `database` (its schema must be migrated: pg-boss runs with `migrate: false`
 * and refuses a schema of another version), creates or updates a queue per job kind and, with
 * `work`, runs their workers and the schedules. It becomes the process's queue (currentJobQueue).
 */
export async function startJobQueue(
  database: Database,
  {
    work = true,
    withTestJobs = process.env.E2E_HARNESS === '1',
    pollingIntervalSeconds = 2,
    superviseIntervalSeconds = 10,
    cronMonitorIntervalSeconds = 30,
  }: JobQueueOptions = {},
): Promise<JobQueue> {
  const definitions = activeJobs(withTestJobs);
  const boss = new PgBoss({
    db: queueDatabase(database),
    backend: database.driver === 'pglite' ? 'pglite' : 'postgres',
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: work,
    schedule: work,
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
    maintenanceIntervalSeconds: 3600,
    cronMonitorIntervalSeconds,
    // Rebuilding bloated indexes is DDL; on hosted Supabase the schema is the migrations' alone.
    reindex: false,
    // A committed job wakes a worker at once (PGlite: in-process; PostgreSQL: LISTEN on the
    // embedded auth's server). Supabase's transaction pooler cannot LISTEN: polling alone there.
    useListenNotify: work && migrationsAppliedBy() === 'embedded',
  });
  boss.on('error', (error) => console.error('[jobs]', error));
  boss.on('warning', (warning) => console.warn('[jobs]', warning.message));
  await boss.start();
  try {
    for (const job of definitions) {
      await boss.createQueue(job.name, { ...job.queue, notify: true });
      // An existing queue keeps the settings it was created with: bring them up to date.
      const { heartbeatSeconds = null, retryDelayMax = null, ...settings } = job.queue;
      await boss.updateQueue(job.name, { ...settings, heartbeatSeconds, retryDelayMax });
    }
    if (work) {
      if (database.driver === 'pglite') await recoverInterruptedJobs(boss, database);
      for (const job of definitions) await runWorker(boss, database, job, pollingIntervalSeconds);
      await applySchedules(boss, withTestJobs);
    }
  } catch (error) {
    await boss.stop({ graceful: false, close: false }).catch(() => {});
    throw error;
  }
  const queue: JobQueue = {
    boss,
    database,
    jobs: new Map(definitions.map((job) => [job.name, job])),
    stop: async (timeoutMs = 4000) => {
      clearCurrentJobQueue(queue);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },
  };
  setCurrentJobQueue(queue);
  return queue;
}

/** Runs `job`'s handler on its queue, one job at a time per slot of its concurrency. */
async function runWorker(
  boss: PgBoss,
  database: Database,
  job: JobDefinition,
  pollingIntervalSeconds: number,
) {
  await boss.work(
    job.name,
    {
      batchSize: 1,
      localConcurrency: job.concurrency ?? 1,
      pollingIntervalSeconds,
      // A notification wakes the worker for a new job, not for a retry coming due: poll as often.
      notifyPollingIntervalSeconds: pollingIntervalSeconds,
    },
    async ([claimed]) => {
      const attempt = claimed!.retryCount + 1;
      try {
        // Checked again: the data was valid when enqueued, but this release may read it otherwise.
        const data = job.schema.parse(claimed!.data);
        await job.handler(data, { id: claimed!.id, attempt, signal: claimed!.signal, database });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[jobs] ${job.name} ${claimed!.id} failed (run ${attempt}): ${message}`);
        throw error;
      }
    },
  );
}

/**
 * PGlite only (one process per data directory): a job still `active` at start was running in a
 * process that is gone (killed, crashed). It is failed now, with that reason, and, if it has
 * retries left, made due at once, rather than after its heartbeat lapses and its retry delay
 * passes. On PostgreSQL other instances may be running their jobs: there, a job whose worker
 * died is noticed by its lost heartbeat (mail: 10 s, checked every 10 s) and retried.
 */
async function recoverInterruptedJobs(boss: PgBoss, database: Database) {
  const rows = await query<{ id: string; name: string }>(
    database.db,
    sql`select id, name from pgboss.job where state = 'active'`,
  );
  for (const { id, name } of rows) {
    await boss.fail(name, id, { message: 'The server stopped while this job ran.' });
    const job = await boss.findJobs(name, { id });
    if (job[0]?.state === 'retry')
      await boss.update(name, undefined, { id, startAfter: new Date() });
    console.warn(`[jobs] ${name} ${id} was interrupted by a stop; it runs again now`);
  }
}

/** Every schedule of the registry, kept in the database; those no longer listed are removed. */
async function applySchedules(boss: PgBoss, withTestJobs: boolean) {
  const wanted = activeSchedules(withTestJobs);
  for (const schedule of wanted)
    await boss.schedule(schedule.name, schedule.cron, null, { tz: 'UTC' });
  for (const existing of await boss.getSchedules()) {
    if (!wanted.some((s) => s.name === existing.name && existing.key === ''))
      await boss.unschedule(existing.name, existing.key);
  }
}

/** The shutdown hooks scripts/serve.mjs runs once the server has stopped taking requests. */
const SHUTDOWN = Symbol.for('registra.shutdown');
type ShutdownGlobal = typeof globalThis & { [SHUTDOWN]?: (() => Promise<void>)[] };

/**
 * instrumentation.ts: starts the process's job queue on its database, when it has one (the
 * embedded backend, or DATABASE_URL with hosted Supabase). A server that cannot start its queue
 * (the queue's migration not applied) stops, as it does when its database cannot open: it would
 * otherwise accept changes whose mails it cannot send. On SIGTERM (scripts/serve.mjs) the running
 * jobs get 4 s to finish; a job cut short is retried.
 */
export async function startJobsOrStop(): Promise<void> {
  if (backendMode() !== 'embedded' && !process.env.DATABASE_URL) return;
  try {
    const queue = await startJobQueue(await getDatabase());
    ((globalThis as ShutdownGlobal)[SHUTDOWN] ??= []).push(() => queue.stop(4000));
  } catch (error) {
    console.error(
      '[startup] The server cannot start its job queue:',
      error instanceof Error ? error.message : error,
    );
    console.error('[startup] This server stops.');
    process.exit(1);
  }
}
