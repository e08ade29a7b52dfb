import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne, type Db, type DbTx } from '@/lib/db/database';

// The links of password-recovery and e-mail-change mails (auth.mail_tokens, see shim.sql). The
// mail carries a 256-bit secret; the table holds only its SHA-256, so a copy of the database
// opens no account. A token is deleted when presented, so it works once. The mail's job
// (pgboss.job, no API role may read it) holds the link in its text too: a copy of the database
// taken within a link's hour could still use it.

type Runner = Db | DbTx;

export type MailTokenKind = 'recovery' | 'email_change';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The idempotency key of the mail carrying the link `token` (`mail:<event>:<32 hex digits of its
 * SHA-256>`): one mail per link, and the key gives the link away no more than the stored hash.
 */
export function linkMailKey(event: string, token: string): string {
  return `mail:${event}:${hashToken(token).slice(0, 32)}`;
}

/**
 * A new link secret for `userId`. It replaces the user's earlier one of the same kind (the last
 * mail is the one that works, as with GoTrue); expired rows of anyone are swept on the way.
 */
export async function issueMailToken(
  runner: Runner,
  input: { userId: string; kind: MailTokenKind; email: string; now: number; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date(input.now).toISOString();
  const expiresAt = new Date(input.now + input.ttlSeconds * 1000).toISOString();
  await runner.execute(
    sql`delete from auth.mail_tokens
        where (user_id = ${input.userId}::uuid and kind = ${input.kind}) or expires_at < ${createdAt}::timestamptz`,
  );
  await runner.execute(
    sql`insert into auth.mail_tokens (token_hash, user_id, kind, email, created_at, expires_at)
        values (${hashToken(token)}, ${input.userId}::uuid, ${input.kind}, ${input.email},
          ${createdAt}::timestamptz, ${expiresAt}::timestamptz)`,
  );
  return token;
}

/**
 * Spends a link secret of `kind` (and, when given, mailed to `email`): the user and address it
 * was issued for, or null when it is unknown, already used or expired at `now`.
 */
export async function consumeMailToken(
  runner: Runner,
  input: { token: string; kind: MailTokenKind; email?: string; now: number },
): Promise<{ userId: string; email: string } | null> {
  const row = await queryOne<{ user_id: string; email: string; live: boolean }>(
    runner,
    sql`delete from auth.mail_tokens
        where token_hash = ${hashToken(input.token)} and kind = ${input.kind}
          ${input.email === undefined ? sql`` : sql`and lower(email) = lower(${input.email})`}
        returning user_id::text as user_id, email, expires_at > ${new Date(input.now).toISOString()}::timestamptz as live`,
  );
  return row?.live ? { userId: row.user_id, email: row.email } : null;
}

/** Forgets every link of the user's of `kind` (a changed password voids older recovery mails). */
export async function dropMailTokens(
  runner: Runner,
  userId: string,
  kind: MailTokenKind,
): Promise<void> {
  await runner.execute(
    sql`delete from auth.mail_tokens where user_id = ${userId}::uuid and kind = ${kind}`,
  );
}

/** Voids every link mailed for this user (a sign-up that replaced an unconfirmed one). */
export async function dropAllMailTokens(runner: Runner, userId: string): Promise<void> {
  await runner.execute(sql`delete from auth.mail_tokens where user_id = ${userId}::uuid`);
}
