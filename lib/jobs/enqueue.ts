import 'server-only';
import type { DbTx } from '@/lib/db/database';
import type { MailMessage } from '@/lib/mail/mailer';
import { asQueueOwner, inTransaction } from './adapter';
import { jobIdFor, jobKey } from './keys';
import { mailJob } from './mail';
import { currentJobQueue } from './current';
import type { JobData, JobName } from './registry';

export type JobRequest<N extends JobName = JobName> = {
  [K in N]: {
    name: K;
    /** Names the event: a second enqueue with the same key (and name) adds nothing. */
    key: string;
    data: JobData<K>;
    /** Not before this moment. */
    startAfter?: Date;
  };
}[N];

/**
 * Adds a job inside the caller's transaction: it exists once the transaction commits, and never
 * if it rolls back, so a change and the work it causes (its mail) are kept or lost together. The
 * data is checked against the job's schema. The job's id is derived from its key: enqueuing one
 * key twice, in one transaction or in two, leaves one job (`created` says whether this call added
 * it). Works in any transaction of lib/db/rls.ts, whatever its role (asQueueOwner).
 */
export async function enqueue<N extends JobName>(
  tx: DbTx,
  job: JobRequest<N>,
): Promise<{ id: string; created: boolean }> {
  const queue = currentJobQueue();
  const definition = queue.jobs.get(job.name);
  // Only a queue created at start is in pg-boss's cache: any other would make it read the queue
  // outside this transaction, which on PGlite waits for this transaction to end.
  if (!definition) throw new Error(`No queue for the job ${job.name} in this process`);
  const key = jobKey.parse(job.key);
  const data = definition.schema.parse(job.data) as object;
  const id = jobIdFor(job.name, key);
  const created = await asQueueOwner(tx, () =>
    queue.boss.send(job.name, data, {
      id,
      singletonKey: key,
      startAfter: job.startAfter,
      db: inTransaction(tx),
    }),
  );
  return { id, created: created !== null };
}

/**
 * Enqueues `mail` in the caller's transaction, sent once per `key` (the event it is about:
 * `mail:application-received:<applicationId>`), with retries (lib/jobs/mail.ts). `outbox`: the
 * folder it is written to without SMTP, when not DATA_DIR's (the embedded backend's own).
 */
export function enqueueMail(
  tx: DbTx,
  key: string,
  mail: MailMessage,
  options: { outbox?: string } = {},
): Promise<{ id: string; created: boolean }> {
  return enqueue(tx, { name: 'mail.send', key, data: mailJob(key, mail, options) });
}
