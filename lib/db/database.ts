import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { makePrivate } from '@/lib/config/private-files';
import { acquireLock } from '@/lib/db/lock';

export type DbDriver = 'pglite' | 'postgres';

/** A Drizzle database on either driver. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A Drizzle transaction on either driver (what `withRls` and `withServiceRole` hand to callbacks). */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  driver: DbDriver;
  db: Db;
  /** Runs a multi-statement SQL script (migrations). No parameters. */
  execScript(script: string): Promise<void>;
  /** Runs a multi-statement SQL script in one transaction: all of it or none. */
  execScriptAtomically(script: string): Promise<void>;
  /**
   * Runs `task` while holding the lock named `name` in this database, waiting for it if another
   * connection holds it: on PostgreSQL an advisory lock on a connection of its own (several app
   * instances share the server; the lock dies with its connection if the holder does), on PGlite
   * in this process (one process per data directory).
   */
  exclusively<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs a Drizzle `sql` query and returns its rows as plain objects, on either driver. */
export async function query<T extends Record<string, unknown>>(runner: Db | DbTx, statement: SQL): Promise<T[]> {
  const result: unknown = await runner.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Like `query`, for a statement that returns at most one row. */
export async function queryOne<T extends Record<string, unknown>>(runner: Db | DbTx, statement: SQL): Promise<T | null> {
  return (await query<T>(runner, statement))[0] ?? null;
}

/** Runs tasks of one name one after the other (PGlite: one process, so a promise chain is the lock). */
function inTurn(): Database['exclusively'] {
  const queues = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
    queues.set(name, run.catch(() => {}));
    return run;
  };
}

/** How often the data folder's new files are made owner-only again. */
const PRIVATE_SWEEP_MS = 5 * 60_000;

/**
 * Opens PGlite persisted in `dir` (taking the data directory's lock), or in memory when `dir`
 * is null. Opening costs 3–4 s: open once per process.
 */
export async function openPglite(dir: string | null): Promise<Database> {
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Every file under DATA_DIR is owner-only (issue 23, finding 9).
    makePrivate(dir);
    release = acquireLock(dir);
  }
  let keepPrivate: NodeJS.Timeout | undefined;
  try {
    const client = await PGlite.create(dir ? path.join(dir, 'pglite') : undefined);
    if (dir) {
      // PGlite's file system sets 0666 on the files it creates, whatever the umask: close them now
      // and again every few minutes (new relation and WAL files). The folder itself is 0700, so
      // no other user can reach them in between.
      makePrivate(dir);
      keepPrivate = setInterval(() => makePrivate(dir), PRIVATE_SWEEP_MS);
      keepPrivate.unref();
    }
    return {
      driver: 'pglite',
      db: drizzlePglite({ client }) as unknown as Db,
      execScript: async (script) => {
        await client.exec(script);
      },
      execScriptAtomically: async (script) => {
        await client.transaction(async (tx) => {
          await tx.exec(script);
        });
      },
      exclusively: inTurn(),
      close: async () => {
        clearInterval(keepPrivate);
        try {
          await client.close();
        } finally {
          if (dir) makePrivate(dir);
          release();
        }
      },
    };
  } catch (error) {
    clearInterval(keepPrivate);
    release();
    throw error;
  }
}

/** Connects to a PostgreSQL server (hosted Supabase, or the tests' server) with postgres-js. */
export function openPostgres(url: string, options: { max?: number } = {}): Database {
  // No prepared statements: Supabase's transaction pooler (port 6543) cannot keep them.
  const client = postgres(url, { max: options.max ?? 10, prepare: false, onnotice: () => {} });
  return {
    driver: 'postgres',
    db: drizzlePostgres({ client }) as unknown as Db,
    execScript: async (script) => {
      await client.unsafe(script);
    },
    execScriptAtomically: async (script) => {
      await client.begin((tx) => tx.unsafe(script));
    },
    exclusively: async (name, task) => {
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(hashtext(${name}))`;
        try {
          return await task();
        } finally {
          await connection`select pg_advisory_unlock(hashtext(${name}))`;
        }
      } finally {
        connection.release();
      }
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}
