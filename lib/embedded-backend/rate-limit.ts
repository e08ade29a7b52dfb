import 'server-only';
import { createHmac } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { queryOne, type Database } from '@/lib/db/database';
import {
  assertWindow,
  countInWindow,
  sweepWindows,
  windowDecision,
  type WindowRow,
} from '@/lib/security/shared-rate-limit';

// The auth server's per-address limits (sign-in, sign-up, recovery requests, one mail per
// address), counted by the forms' limiter (lib/security/shared-rate-limit.ts) in
// auth.rate_limits, so every instance on one database counts in the same windows and a restart
// forgets nothing. Before, each process kept its own: behind N instances they allowed N times as
// much.
//
// Why auth.rate_limits (shim.sql) rather than the forms' public.form_rate_limits:
// - these limits belong to the embedded auth server, which exists only where its shim is
//   applied (PGlite, PostgreSQL without Supabase); hosted Supabase's Auth keeps its own, so a
//   project migration would leave a table on Supabase that nothing uses;
// - the auth server writes its own schema as the database's owner (as auth.sign_in_failures),
//   so a check is one statement in autocommit: no transaction and no role switch, where the
//   forms' table is written through withServiceRole (four round trips on PostgreSQL). The
//   sign-in's check even rides on the throttle's first read (sign-in-throttle.ts, peekVerdict),
//   and the table is unlogged, so that statement's commit waits for no WAL flush (shim.sql).
//
// Keys are stored as `<limiter>:<keyed hash>` (HMAC under a key derived from the JWT secret,
// which every instance shares), so the table holds no IP or e-mail address.

export interface AuthRateLimiter {
  /** Counts one request of `subject` (an IP, an e-mail address) at `now`; false when over the limit. */
  allows(subject: string, now: number): Promise<boolean>;
  /** The statement that counts one request of `subject` (returning a `WindowRow`), to run inside another. */
  count(subject: string, now: number): SQL;
  /** Whether the window that `count` returned allows the request it counted. */
  decide(row: WindowRow, now: number): Promise<boolean>;
}

export interface AuthRateLimiterOptions {
  /** Names the limiter's rows: limiters share the table, not their counts. */
  name: string;
  limit: number;
  /** 0 (as EMBEDDED_MAIL_INTERVAL=0 asks) limits nothing, and `allows` costs no statement. */
  windowMs: number;
}

const TABLE = 'auth.rate_limits';

/** A limiter over `database` whose keys are hashed under a key derived from `jwtSecret`. */
export function createAuthRateLimiter(
  database: Database,
  jwtSecret: Uint8Array,
  { name, limit, windowMs }: AuthRateLimiterOptions,
): AuthRateLimiter {
  const unlimited = windowMs === 0;
  if (!unlimited) assertWindow(limit, windowMs);
  const hmacKey = createHmac('sha256', jwtSecret).update('auth-rate-limit').digest();
  const keyOf = (subject: string) =>
    `${name}:${createHmac('sha256', hmacKey).update(subject).digest('base64url')}`;
  const decide = async (row: WindowRow, now: number) => {
    await sweepWindows(TABLE, (statement) => database.db.execute(statement), now);
    return unlimited || windowDecision(row, limit, now).allowed;
  };
  return {
    async allows(subject, now) {
      if (unlimited) return true;
      const row = await queryOne<WindowRow>(
        database.db,
        countInWindow(TABLE, keyOf(subject), limit, windowMs, now),
      );
      if (!row) throw new Error('The rate-limit window was not written');
      return decide(row, now);
    },
    count: (subject, now) =>
      countInWindow(TABLE, keyOf(subject), limit, Math.max(windowMs, 1), now),
    decide,
  };
}
