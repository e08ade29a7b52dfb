import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { isUuid } from '@/lib/validation/ids';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

/** JWT claims as PostgREST hands them to Postgres (`request.jwt.claims`); `role` picks the database role. */
export interface JwtClaims {
  role: DbRole;
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

/** The UUID check's one home is lib/validation/ids.ts; kept here for the callers of rls. */
export { isUuid };

export class InvalidClaimsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidClaimsError';
  }
}

/** Refuses claims that would not run as PostgREST runs them: unknown role, or a `sub` that is not a UUID. */
export function assertValidClaims(claims: JwtClaims): void {
  if (!ROLES.includes(claims.role))
    throw new InvalidClaimsError(`Unknown database role: ${String(claims.role)}`);
  if (claims.sub !== undefined && !isUuid(claims.sub))
    throw new InvalidClaimsError('The user id (sub) is not a UUID');
  if (claims.role === 'authenticated' && claims.sub === undefined) {
    throw new InvalidClaimsError('An authenticated request needs a user id (sub)');
  }
}

/** Claims for a signed-in user: what `withRls` needs to act as them. */
export function userClaims(userId: string, extra: Record<string, unknown> = {}): JwtClaims {
  return { ...extra, role: 'authenticated', sub: userId };
}

/**
 * Runs `fn` in one transaction as the caller, exactly as PostgREST does: transaction-local
 * `role` (anon / authenticated / service_role) and `request.jwt.claims`, so row-level security
 * and `auth.uid()` apply although the server connects as the owner. Everything is rolled back
 * if `fn` throws. `database` defaults to the process-wide one.
 */
export async function withRls<T>(
  claims: JwtClaims,
  fn: (tx: DbTx) => Promise<T>,
  database?: Database,
): Promise<T> {
  assertValidClaims(claims);
  const { db, statementTimeoutMs } = database ?? (await getDatabase());
  // PostgreSQL: no statement of the transaction runs (or waits for a lock) longer than this.
  const timeout = statementTimeoutMs ? String(statementTimeoutMs) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('search_path', 'public, extensions', true),
      set_config('role', ${claims.role}, true),
      set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)${
        timeout ? sql`, set_config('statement_timeout', ${timeout}, true)` : sql``
      }`);
    return fn(tx);
  });
}

/** Runs `fn` in one transaction as this signed-in user, under row-level security (`withRls`). */
export function asUser<T>(
  userId: string,
  fn: (tx: DbTx) => Promise<T>,
  database?: Database,
): Promise<T> {
  return withRls(userClaims(userId), fn, database);
}

/**
 * Runs `fn` in one transaction as `service_role`, which bypasses row-level security. Only for
 * work no user may do as themselves (the auth server, start-up grants, staff jobs): every call
 * site says why in a comment.
 */
export function withServiceRole<T>(fn: (tx: DbTx) => Promise<T>, database?: Database): Promise<T> {
  return withRls({ role: 'service_role' }, fn, database);
}

/**
 * Inside a `withRls` transaction of a signed-in user: runs `fn` as `service_role` (no row-level
 * security) with the user's claims kept, so `auth.uid()` still names them, then switches back to
 * the role the transaction had. Only for a write the user may not make themselves, after their
 * rights were checked under RLS earlier in the same transaction; every call site says why in a
 * comment. No `finally`: if `fn` fails, the transaction is aborted and rolled back as a whole (a
 * statement to restore the role would itself fail and hide the error).
 */
export async function asServiceRole<T>(tx: DbTx, fn: () => Promise<T>): Promise<T> {
  const [previous] = await query<{ role: string }>(tx, sql`select current_setting('role') as role`);
  await tx.execute(sql`select set_config('role', 'service_role', true)`);
  const result = await fn();
  await tx.execute(sql`select set_config('role', ${previous!.role}, true)`);
  return result;
}
