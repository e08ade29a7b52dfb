import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import type { RateLimitDecision } from '@/lib/security/rate-limit';
import { sweepNowAndThen } from '@/lib/security/sweep';

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
 * `limit` times per `windowMs`, the window starting at its first attempt. One upsert per attempt
 * opens, counts or restarts the window, so concurrent attempts (from any instance) never let
 * more than `limit` through. The clock is the app's (`now`), as for the captcha's expiry.
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
  if (!Number.isInteger(limit) || limit < 1) throw new Error('limit must be a positive integer');
  if (!(windowMs > 0)) throw new Error('windowMs must be positive');
  return {
    async consume(key, now = Date.now()) {
      const at = new Date(now).toISOString();
      const resetAt = new Date(now + windowMs).toISOString();
      // A refused attempt still counts up to limit + 1, no further: the number stays small.
      const row = await withServiceRole(
        (tx) =>
          queryOne<{ hits: number; reset_at: string | Date }>(
            tx,
            sql`insert into public.form_rate_limits as w (key, hits, reset_at)
                values (${`${name}:${key}`}, 1, ${resetAt}::timestamptz)
                on conflict (key) do update set
                  hits = case when w.reset_at <= ${at}::timestamptz then 1
                              else least(w.hits + 1, ${limit + 1}) end,
                  reset_at = case when w.reset_at <= ${at}::timestamptz then excluded.reset_at
                                  else w.reset_at end
                returning hits, reset_at`,
          ),
        database,
      );
      if (!row) throw new Error('The rate-limit window was not written');
      await sweepNowAndThen(
        'form_rate_limits',
        () =>
          withServiceRole(
            (tx) => query(tx, sql`delete from public.form_rate_limits where reset_at <= ${at}::timestamptz`),
            database,
          ),
        now,
      );
      const hits = Number(row.hits);
      const retryAfterSeconds = Math.max(
        0,
        Math.ceil((new Date(row.reset_at).getTime() - now) / 1000),
      );
      return hits <= limit
        ? { allowed: true, remaining: limit - hits, retryAfterSeconds }
        : { allowed: false, remaining: 0, retryAfterSeconds };
    },
  };
}
