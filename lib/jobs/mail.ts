import 'server-only';
import { z } from 'zod';
import { outboxDir, pruneOutbox, sendMail, type MailMessage } from '@/lib/mail/mailer';
import { defineJob, KEEP_FINISHED } from './definition';
import { jobKey, uuidV5 } from './keys';

/** The domain of the sender's address (MAIL_FROM), for Message-IDs. */
function senderDomain(): string {
  const from = process.env.MAIL_FROM ?? '';
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'registra.local';
}

/**
 * The Message-ID of the mail an idempotency key names: the same for every attempt, so when an
 * SMTP server took a mail but the job was not marked done (the process died in between), the
 * copy sent by the retry carries the same Message-ID and is recognisable as a duplicate.
 */
export function messageIdFor(key: string): string {
  return `<${uuidV5(`mail\n${key}`)}@${senderDomain()}>`;
}

const mailData = z.object({
  key: jobKey,
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(400),
  text: z.string().max(200_000),
  html: z.string().max(400_000).optional(),
  /**
   * The outbox folder to write it to when there is no SMTP server, if not DATA_DIR's: the embedded
   * backend's mails go to its own (a test's backend has a data folder of its own).
   */
  outbox: z.string().min(1).max(1024).optional(),
});
export type MailJobData = z.input<typeof mailData>;

const MINUTE = 60;

/**
 * `mail.send`: one rendered mail (to, subject, text, html) and the key of the event it is about.
 * Retried with backoff for two to three hours (15–30 s, then twice as long each time, at most an
 * hour apart, nine retries) before it is failed and shown on /admin/system. A run is given five
 * minutes; a worker that dies mid-send is noticed within seconds (heartbeat) and its mail retried.
 */
export const mailSendJob = defineJob({
  name: 'mail.send',
  schema: mailData,
  queue: {
    retryLimit: 9,
    retryDelay: 15,
    retryBackoff: true,
    retryDelayMax: 60 * MINUTE,
    expireInSeconds: 5 * MINUTE,
    heartbeatSeconds: 10,
    ...KEEP_FINISHED,
  },
  concurrency: 2,
  handler: async ({ key, outbox, ...mail }) => {
    await sendMail({ ...mail, messageId: messageIdFor(key) }, { outbox });
  },
});

/** The data of a `mail.send` job for `mail`, about the event `key` names. */
export function mailJob(
  key: string,
  mail: MailMessage,
  { outbox }: { outbox?: string } = {},
): MailJobData {
  const data = { key, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
  return outbox ? { ...data, outbox } : data;
}

/**
 * `outbox.prune`: the outbox's retention (MAIL_OUTBOX_RETENTION_DAYS) applied by the scheduler,
 * once an hour across all instances (they share DATA_DIR). The prune at start and on write
 * (lib/mail/mailer.ts) still runs for now. Nothing to do when mail goes out through SMTP.
 */
export const outboxPruneJob = defineJob({
  name: 'outbox.prune',
  schema: z.unknown(),
  queue: { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 10 * MINUTE },
  handler: async () => {
    if (process.env.SMTP_URL) return;
    const removed = await pruneOutbox(outboxDir());
    if (removed > 0) console.info(`[jobs] outbox.prune removed ${removed} old mails`);
  },
});
