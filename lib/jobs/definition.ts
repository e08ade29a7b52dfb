import type { z } from 'zod';
import type { Database } from '@/lib/db/database';

/** What a handler knows of the run it is in. */
export interface JobRun {
  /** The job's id (derived from its idempotency key when it has one). */
  id: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** Aborted when this process stops waiting for the run (shutdown, the job expired). */
  signal: AbortSignal;
  /** The database of the queue that runs the job: the one a handler's work reads and writes. */
  database: Database;
}

/** How a queue retries and keeps its jobs (pg-boss queue options, in seconds). */
export interface QueueSettings {
  /** Retries after the first run; then the job is failed (shown on /admin/system). */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each further one (with jitter) when backoff is on. */
  retryDelay: number;
  retryBackoff: boolean;
  /** The longest wait between two retries. */
  retryDelayMax?: number;
  /** A run longer than this is stopped and counted as failed. */
  expireInSeconds: number;
  /**
   * A running job whose worker has not been heard from for this long (the process was killed) is
   * failed and retried. At least 10 (pg-boss's minimum).
   */
  heartbeatSeconds?: number;
  /** How long a waiting job is kept before it is dropped unrun. */
  retentionSeconds?: number;
  /** How long a finished (completed or failed) job is kept: the idempotency key holds that long. */
  deleteAfterSeconds?: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** The queue's name: `area.verb` (`mail.send`). */
  name: string;
  /** The job's data; checked when it is enqueued and again before the handler runs. */
  schema: S;
  handler: (data: z.output<S>, run: JobRun) => Promise<void>;
  queue: QueueSettings;
  /** Jobs one process runs at once (default 1). */
  concurrency?: number;
  /** Registered only for the browser tests (E2E_HARNESS=1) and the tests that ask for it. */
  testOnly?: boolean;
}

/** Declares a job kind (its name, the zod schema of its data, its handler and retries). */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** A recurring job: pg-boss runs it once per occurrence across every instance. */
export interface ScheduleDefinition {
  name: string;
  /** A cron expression in UTC (minute resolution). */
  cron: string;
  testOnly?: boolean;
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
/** Kept 30 days: a failed job stays on /admin/system that long, and a key holds that long. */
export const KEEP_FINISHED = { retentionSeconds: 30 * DAY, deleteAfterSeconds: 30 * DAY } as const;
