import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { query, queryOne, type Database, type Db, type DbTx } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import type { RateLimitDecision } from '@/lib/security/rate-limit';
import { sweepNowAndThen } from '@/lib/security/sweep';

/**
 * The tables of fixed windows, all of one shape (key, hits, reset_at): the forms', uploads',
 * submissions' and captcha challenges' in public.form_rate_limits (a migration), the embedded
 * auth server's own in auth.rate_limits (its shim, lib/embedded-backend/rate-limit.ts).
 */
export type WindowTable = 'public.form_rate_limits' | 'auth.rate_limits';

/** A window as the count left it: attempts in it (at most limit + 1) and when it ends (epoch ms). */
export interface WindowRow extends Record<string, unknown> {
  hits: number | string;
  reset_ms: number | string;
}

/**
 * The one statement that counts an attempt of `key`: it opens the key's window, counts in it, or
 * starts a new one once it has passed, and returns the window (`WindowRow`). Concurrent attempts
 * (from any instance) queue on the row, so never more than `limit` see `hits <= limit`. A refused
 * attempt still counts up to limit + 1, no further: the number stays small. The clock is the
 * app's (`now`), as for the captcha's expiry.
 */
export function countInWindow(
  table: WindowTable,
  key: string,
  limit: number,
  windowMs: number,
  now: number,
): SQL {
  const at = new Date(now).toISOString();
  const resetAt = new Date(now + windowMs).toISOString();
  return sql`insert into ${sql.raw(table)} as w (key, hits, reset_at)
    values (${key}, 1, ${resetAt}::timestamptz)
    on conflict (key) do update set
      hits = case when w.reset_at <= ${at}::timestamptz then 1
                  else least(w.hits + 1, ${limit + 1}) end,
      reset_at = case when w.reset_at <= ${at}::timestamptz then excluded.reset_at
                      else w.reset_at end
    returning hits, (extract(epoch from reset_at) * 1000)::float8 as reset_ms`;
}

/** What the window returned by `countInWindow` says of the attempt it counted. */
export function windowDecision(row: WindowRow, limit: number, now: number): RateLimitDecision {
  const hits = Number(row.hits);
  const retryAfterSeconds = Math.max(0, Math.ceil((Number(row.reset_ms) - now) / 1000));
  return hits <= limit
    ? { allowed: true, remaining: limit - hits, retryAfterSeconds }
    : { allowed: false, remaining: 0, retryAfterSeconds };
}

/** Deletes `table`'s ended windows, at most once a minute per process (sweep.ts). */
export function sweepWindows(
  table: WindowTable,
  run: (statement: SQL) => Promise<unknown>,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  return sweepNowAndThen(
    table,
    () => run(sql`delete from ${sql.raw(table)} where reset_at <= ${at}::timestamptz`),
    now,
  );
}

/** Runs `countInWindow` alone on `runner` and decides. */
export async function consumeWindow(
  runner: Db | DbTx,
  table: WindowTable,
  key: string,
  { limit, windowMs, now }: { limit: number; windowMs: number; now: number },
): Promise<RateLimitDecision> {
  const row = await queryOne<WindowRow>(runner, countInWindow(table, key, limit, windowMs, now));
  if (!row) throw new Error('The rate-limit window was not written');
  return windowDecision(row, limit, now);
}

export function assertWindow(limit: number, windowMs: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  if (!(windowMs > 0)) throw new Error('windowMs must be positive');
}

/** A fixed-window limiter whose windows live in Postgres (public.form_rate_limits). */
export interface SharedRateLimiter {
  /** Counts one attempt for `key` and says whether it is allowed. */
  consume(key: string, now?: number): Promise<RateLimitDecision>;
}

export interface SharedRateLimiterOptions {
  /** Prefix of every key (`<name>:<key>`), so limiters share the table without sharing counts. */
  name: string;
  limit: number;
  windowMs: number;
  /** Defaults to the process-wide database. */
  database?: Database;
}

/**
 * A limiter shared by every instance of the app and kept across restarts: each key may act
 * `limit` times per `windowMs`, the window starting at its first attempt (`countInWindow`).
 *
 * Service connection (no RLS): the visitor is anonymous and public.form_rate_limits is closed
 * to every API role on purpose (see its migration); a visitor able to write here could reset
 * their own window.
 */
export function createSharedRateLimiter({
  name,
  limit,
  windowMs,
  database,
}: SharedRateLimiterOptions): SharedRateLimiter {
  assertWindow(limit, windowMs);
  const table = 'public.form_rate_limits';
  return {
    async consume(key, now = Date.now()) {
      const decision = await withServiceRole(
        (tx) => consumeWindow(tx, table, `${name}:${key}`, { limit, windowMs, now }),
        database,
      );
      await sweepWindows(
        table,
        (statement) => withServiceRole((tx) => query(tx, statement), database),
        now,
      );
      return decision;
    },
  };
}
