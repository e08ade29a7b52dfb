import 'server-only';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/lib/commands/actor';
import { recordAudit } from '@/lib/audit/audit';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import { asQueueOwner, inTransaction } from './adapter';
import { currentJobQueue } from './current';

/**
 * What staff see of the queue (/admin/system): the jobs that failed for good and those waiting
 * for a retry, read from pg-boss's job table (schema 46, pinned with the migration that made it).
 */
export type JobProblem = {
  id: string;
  queue: string;
  /** The idempotency key: the event the job stands for. */
  key: string | null;
  state: 'failed' | 'retry';
  /** Runs so far, and how many it may have in all. */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: string;
  startedAt: string | null;
  /** Failed: when it was given up. Retrying: when it runs next. */
  failedAt: string | null;
  nextAttemptAt: string | null;
};

type Row = {
  id: string;
  name: string;
  singleton_key: string | null;
  state: 'failed' | 'retry';
  retry_count: number;
  retry_limit: number;
  error: string | null;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
};

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Failed and retrying jobs, newest first, `limit` from `offset`. Runs in the caller's transaction
 * as the queue's owner (asQueueOwner): the caller has checked that staff ask.
 */
export async function findJobProblems(
  tx: DbTx,
  { limit = 50, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<JobProblem[]> {
  const rows = await asQueueOwner(tx, () =>
    query<Row>(
      tx,
      sql`select id, name, singleton_key, state, retry_count, retry_limit,
                 coalesce(output->>'message', output->'value'->>'message') as error,
                 created_on, started_on, completed_on, start_after
          from pgboss.job
          where state in ('failed', 'retry') and name not like '\\_\\_%'
          order by created_on desc, id desc
          limit ${limit} offset ${offset}`,
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    queue: row.name,
    key: row.singleton_key,
    state: row.state,
    attempts: row.retry_count + 1,
    maxAttempts: row.retry_limit + 1,
    lastError: row.error ? row.error.slice(0, 500) : null,
    createdAt: iso(row.created_on)!,
    startedAt: iso(row.started_on),
    failedAt: row.state === 'failed' ? iso(row.completed_on) : null,
    nextAttemptAt: row.state === 'retry' ? iso(row.start_after) : null,
  }));
}

/**
 * Runs a failed job again (pg-boss gives it one more run), in the caller's transaction with the
 * audit record `job.retried`. 'notFailed' when it is no longer failed (retried by someone else,
 * or removed).
 */
export async function retryFailedJob(
  tx: DbTx,
  actor: Actor,
  jobId: string,
): Promise<'retried' | 'notFailed'> {
  const boss = currentJobQueue().boss;
  const job = await asQueueOwner(tx, async () => {
    const found = await queryOne<{ name: string; singleton_key: string | null }>(
      tx,
      sql`select name, singleton_key from pgboss.job where id = ${jobId} and state = 'failed'
          for update`,
    );
    if (!found) return null;
    // pg-boss answers { jobs, requested, affected } (its typings leave the fields out).
    const response = (await boss.retry(found.name, jobId, { db: inTransaction(tx) })) as {
      affected?: number;
    };
    return response.affected === 1 ? found : null;
  });
  if (!job) return 'notFailed';
  await recordAudit(tx, actor, {
    action: 'job.retried',
    targetType: 'job',
    targetId: jobId,
    details: { queue: job.name, key: job.singleton_key ?? '' },
  });
  return 'retried';
}
