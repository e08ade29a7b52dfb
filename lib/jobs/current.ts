import 'server-only';
import type { PgBoss } from 'pg-boss';
import type { Database } from '@/lib/db/database';
import type { JobDefinition } from './definition';

/**
 * The process's running queue, apart from the module that starts it: `enqueue` needs the queue
 * but not the registry of every job, whose handlers call commands that enqueue (a job that
 * settles a payment confirms it, which mails the customer): importing the registry from here
 * would close that loop.
 */
export interface JobQueue {
  boss: PgBoss;
  database: Database;
  /** The job kinds whose queues exist, by name: `enqueue` takes only these. */
  jobs: ReadonlyMap<string, JobDefinition>;
  /** Stops taking jobs and waits up to `timeoutMs` for the running ones to finish. */
  stop(timeoutMs?: number): Promise<void>;
}

const KEY = Symbol.for('registra.jobs');
type Global = typeof globalThis & { [KEY]?: JobQueue };

/** The queue this process enqueues into (started by instrumentation.ts, or by a test). */
export function currentJobQueue(): JobQueue {
  const queue = (globalThis as Global)[KEY];
  if (!queue) throw new Error('The job queue is not started (lib/jobs/queue.ts startJobQueue).');
  return queue;
}

/** Makes `queue` the process's queue. */
export function setCurrentJobQueue(queue: JobQueue): void {
  (globalThis as Global)[KEY] = queue;
}

/** Forgets `queue` if it is still the process's queue. */
export function clearCurrentJobQueue(queue: JobQueue): void {
  const g = globalThis as Global;
  if (g[KEY] === queue) delete g[KEY];
}
