import 'server-only';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { dataDir } from '@/lib/config/data-dir';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A mail as stored in the outbox (`${DATA_DIR}/outbox/*.json`). */
export interface OutboxMail extends MailMessage {
  id: string;
  from: string;
  date: string;
}

/** The embedded mode's outbox folder. */
export function outboxDir(base: string = dataDir()): string {
  return path.join(base, 'outbox');
}

function sender(): string {
  return process.env.MAIL_FROM || 'Registra <no-reply@registra.local>';
}

/**
 * Sends a mail: through SMTP when `SMTP_URL` is set (production), else rendered by nodemailer's
 * JSON transport and written to the outbox folder (`options.outbox`, default
 * `${DATA_DIR}/outbox`), where tests and developers read it.
 */
export async function sendMail(message: MailMessage, options: { outbox?: string } = {}): Promise<void> {
  const from = sender();
  if (process.env.SMTP_URL) {
    await nodemailer.createTransport(process.env.SMTP_URL).sendMail({ from, ...message });
    return;
  }
  // The JSON transport validates and normalises the message as SMTP would, without a server.
  await nodemailer.createTransport({ jsonTransport: true }).sendMail({ from, ...message });
  const date = new Date().toISOString();
  const id = `${date.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const mail: OutboxMail = { id, from, date, ...message };
  const dir = options.outbox ?? outboxDir();
  // Asynchronous file calls: the server keeps answering other requests while the mail is
  // written. This does not move it after the response: callers that must not wait schedule
  // the send themselves (the public forms use Next's `after`).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, `${id}.json`), JSON.stringify(mail, null, 2), { mode: 0o600 });
}

/** The outbox's mails, oldest first (optionally only those to one address). */
export function readOutbox(dir: string = outboxDir(), to?: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => !to || m.to.toLowerCase() === to.toLowerCase());
}
