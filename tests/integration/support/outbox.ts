import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { readOutbox, type OutboxMail } from '@/lib/mail/mailer';

/**
 * The outbox's mails that `match`, once there are at least `count` of them: mails are jobs
 * (lib/jobs), written by the queue's worker shortly after the change commits. Fails after `ms`.
 */
export async function waitForMails(
  dir: string,
  match: (mail: OutboxMail) => boolean,
  { count = 1, ms = 20_000 }: { count?: number; ms?: number } = {},
): Promise<OutboxMail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = readOutbox(dir).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`${found.length} of ${count} mails in ${dir} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the queue of `database` holds no mail left to send (none waiting, retrying or
 * running): every mail enqueued so far is in its outbox, so a test may count them, or see that
 * one never came. Fails after `ms`.
 */
export async function mailsSent(database: Database, { ms = 20_000 } = {}): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const [row] = await query<{ pending: number }>(
      database.db,
      sql`select count(*)::int as pending from pgboss.job
          where name = 'mail.send' and state in ('created', 'retry', 'active')`,
    );
    if (row?.pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${row?.pending} mails still unsent after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
