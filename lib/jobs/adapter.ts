import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Db as QueueDb, type DrizzleTransactionLike } from 'pg-boss';
import type { Sql } from 'postgres';
import { query, type Database, type Db, type DbTx } from '@/lib/db/database';

/**
 * pg-boss on the app's own connection, whichever the driver: one pool, sized and configured in
 * one place (lib/db/database.ts: prepared statements off for Supabase's pooler), rather than the
 * second pool of `pg` that pg-boss would open from DATABASE_URL.
 *
 * - PGlite: pg-boss's own adapter on the one PGlite instance. PGlite runs one statement or
 *   transaction at a time, so pg-boss's polling waits for the app's transactions and the reverse.
 * - PostgreSQL (postgres-js): statements with parameters go through Drizzle (pg-boss's adapter,
 *   which also spells out array parameters), scripts without parameters (pg-boss's locked
 *   `BEGIN; ...; COMMIT;` blocks) through postgres-js's simple protocol, which takes several
 *   statements, on a reserved connection; LISTEN on postgres-js's own listening connection, which it reconnects.
 */
export function queueDatabase(database: Database): QueueDb {
  // Drizzle keeps the driver's client on the database object (`db.$client`).
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'pglite') return fromPglite(client as PGlite);
  const postgres = client as Sql;
  const parameterised = fromDrizzle(drizzleLike(database.db), sql);
  return {
    executeSql: async (text, values) => {
      if (values?.length) return parameterised.executeSql(text, values.map(asParameter));
      // A connection of its own: postgres-js refuses a BEGIN on a pooled one (another query could
      // land inside the transaction).
      const connection = await postgres.reserve();
      try {
        return { rows: rowsOf(await connection.unsafe(text)) };
      } finally {
        connection.release();
      }
    },
    listen: async (channel, onNotification, onReconnect) => {
      const { unlisten } = await postgres.listen(channel, onNotification, onReconnect);
      return { close: () => unlisten() };
    },
  };
}

/** The rows of a simple-protocol result: one statement's rows, or every statement's, in order. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (!Array.isArray(result)) return [];
  if (result.length > 0 && result.every((item) => Array.isArray(item)))
    return (result as Record<string, unknown>[][]).flat();
  return result as Record<string, unknown>[];
}

/**
 * A parameter as node-postgres (pg-boss's own driver) sends it: a date as its ISO text, a plain
 * object as JSON text (pg-boss passes queue options so); postgres-js, told by the server that the
 * parameter is text, would refuse either. Buffers and arrays are left to the driver.
 */
function asParameter(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return value;
  return JSON.stringify(value);
}

/** A caller's Drizzle transaction as pg-boss's database: its statements join that transaction. */
export function inTransaction(tx: DbTx): QueueDb {
  const inner = fromDrizzle(drizzleLike(tx), sql);
  return { executeSql: (text, values) => inner.executeSql(text, values?.map(asParameter)) };
}

/** Drizzle's `execute` answers `unknown` for a raw query; pg-boss's adapter reads its rows. */
function drizzleLike(runner: Db | DbTx): DrizzleTransactionLike {
  return runner as unknown as DrizzleTransactionLike;
}

/**
 * Runs `fn` in the caller's transaction as the connection's own role, pg-boss's schema's owner:
 * no API role may touch that schema (migration 20261128000600), and the app's transactions run
 * as one (lib/db/rls.ts). The transaction's role (and its claims, untouched) is restored after.
 * No `finally`: if `fn` fails the transaction is rolled back as a whole (as asServiceRole).
 */
export async function asQueueOwner<T>(tx: DbTx, fn: () => Promise<T>): Promise<T> {
  const [previous] = await query<{ role: string }>(tx, sql`select current_setting('role') as role`);
  await tx.execute(sql`select set_config('role', 'none', true)`);
  const result = await fn();
  await tx.execute(sql`select set_config('role', ${previous!.role}, true)`);
  return result;
}
