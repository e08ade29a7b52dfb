import 'server-only';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { dataDir } from '@/lib/config/data-dir';
import { positiveInt } from '@/lib/config/env';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header (`<id@domain>`). A mail sent by a job carries one derived from the
   * job's idempotency key, so a mail sent again after a crash is recognisably the same mail.
   */
  messageId?: string;
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
 * `${DATA_DIR}/outbox`), where tests and developers read it. The outbox keeps the last
 * MAIL_OUTBOX_RETENTION_DAYS days: pruned at start and, at most hourly, when a mail is written.
 */
export async function sendMail(
  message: MailMessage,
  options: { outbox?: string } = {},
): Promise<void> {
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
  // written. Callers that must not wait enqueue the mail as a job (lib/jobs/enqueue.ts).
  await mkdir(dir, { recursive: true, mode: 0o700 });
  // Written aside, then renamed (atomic on one file system): mails are written by the job queue's
  // worker while readers (tests, developers' tools) may be listing the folder, and a reader must
  // never see half a mail. readOutbox lists `.json` files only.
  const target = path.join(dir, `${id}.json`);
  await writeFile(`${target}.tmp`, JSON.stringify(mail, null, 2), { mode: 0o600 });
  await rename(`${target}.tmp`, target);
  await pruneOutboxNowAndThen(dir);
}

/** Days of mails the outbox keeps (MAIL_OUTBOX_RETENTION_DAYS, default 30). */
export function outboxRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return positiveInt(env.MAIL_OUTBOX_RETENTION_DAYS, 30);
}

/** When a mail was written, from its file name (`<ISO date with - for : and .>-<hex>.json`). */
function mailDate(file: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(file);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at) ? null : at;
}

/**
 * Removes the outbox's mails older than `days` (by the date in their name, else the file's
 * time): without it the outbox grew by one file per mail, forever. Returns how many it removed.
 */
export async function pruneOutbox(
  dir: string = outboxDir(),
  { now = Date.now(), days = outboxRetentionDays() }: { now?: number; days?: number } = {},
): Promise<number> {
  const cutoff = now - days * 24 * 60 * 60_000;
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const file of files) {
    const target = path.join(dir, file);
    const at = mailDate(file) ?? (await stat(target).catch(() => null))?.mtimeMs;
    if (at === undefined || at >= cutoff) continue;
    await rm(target, { force: true });
    removed += 1;
  }
  return removed;
}

const PRUNED = Symbol.for('registra.mail.outbox-pruned');
type Global = typeof globalThis & { [PRUNED]?: Map<string, number> };
/** How often writing a mail also prunes its outbox (per process and folder). */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Prunes `dir` at most once an hour in this process; a failure is logged, the mail is sent. */
async function pruneOutboxNowAndThen(dir: string, now = Date.now()): Promise<void> {
  const last = ((globalThis as Global)[PRUNED] ??= new Map());
  if (now - (last.get(dir) ?? -Infinity) < PRUNE_INTERVAL_MS) return;
  last.set(dir, now);
  try {
    await pruneOutbox(dir, { now });
  } catch (error) {
    console.error('[mail] pruning the outbox failed:', error);
  }
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
