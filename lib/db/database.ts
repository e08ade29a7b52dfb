import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { positiveInt } from '@/lib/config/env';
import { makePrivate } from '@/lib/config/private-files';
import { DatabaseUnavailableError } from '@/lib/db/errors';
import { acquireLock } from '@/lib/db/lock';

export type DbDriver = 'pglite' | 'postgres';

/** A Drizzle database on either driver. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A Drizzle transaction on either driver (what `withRls` and `withServiceRole` hand to callbacks). */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  driver: DbDriver;
  db: Db;
  /** PostgreSQL: the `statement_timeout` of the app's transactions in ms (0 or absent: none). */
  statementTimeoutMs?: number;
  /**
   * PGlite persisted in a folder: a gzipped tarball of its data directory, taken between two
   * statements (PGlite's own dumpDataDir), so every transaction committed before the call is in it
   * and one in progress is rolled back when the copy is opened. Absent on PostgreSQL (pg_dump).
   */
  dump?: () => Promise<Blob>;
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
export async function query<T extends Record<string, unknown>>(
  runner: Db | DbTx,
  statement: SQL,
): Promise<T[]> {
  const result: unknown = await runner.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Like `query`, for a statement that returns at most one row. */
export async function queryOne<T extends Record<string, unknown>>(
  runner: Db | DbTx,
  statement: SQL,
): Promise<T | null> {
  return (await query<T>(runner, statement))[0] ?? null;
}

/** Runs tasks of one name one after the other (PGlite: one process, so a promise chain is the lock). */
function inTurn(): Database['exclusively'] {
  const queues = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
    queues.set(
      name,
      run.catch(() => {}),
    );
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
    // pg_trgm: the staff search's trigram indexes (migration 20261128002200).
    const client = await PGlite.create(dir ? path.join(dir, 'pglite') : undefined, {
      extensions: { pg_trgm },
    });
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
      ...(dir
        ? {
            dump: async () => {
              // Written to the data files first, so the copy opens without replaying much WAL.
              await client.exec('checkpoint');
              return client.dumpDataDir('gzip');
            },
          }
        : {}),
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

/** How long the app waits for PostgreSQL (see openPostgres). */
export interface PostgresTimeouts {
  /** Seconds to open a connection, PostgreSQL's start-up included: DATABASE_CONNECT_TIMEOUT, 5. */
  connectTimeoutSeconds: number;
  /**
   * Milliseconds a statement may run on the server (`statement_timeout`, set in each transaction
   * of withRls), and, a second more, the longest the app waits for any one answer of the
   * database: DATABASE_STATEMENT_TIMEOUT (seconds), 10. 0: unbounded (the migrations at start).
   */
  statementTimeoutMs: number;
}

/** The timeouts of the app's connections, from the environment. */
export function postgresTimeouts(env: NodeJS.ProcessEnv = process.env): PostgresTimeouts {
  return {
    connectTimeoutSeconds: positiveInt(env.DATABASE_CONNECT_TIMEOUT, 5),
    statementTimeoutMs: positiveInt(env.DATABASE_STATEMENT_TIMEOUT, 10) * 1000,
  };
}

/** The wait beyond the server's own statement timeout before the app stops waiting for an answer. */
const ANSWER_MARGIN_MS = 1000;

/**
 * `db`, where every statement, every transaction's start and its commit wait at most `ms` for
 * the database: then the caller gets a DatabaseUnavailableError (the request answers 503) instead
 * of waiting for as long as the server or the network stays silent. postgres.js has no such
 * bound of its own once a connection is open (a server that stopped answering, a network that
 * drops packets). A statement cut this way fails its transaction, which is rolled back when
 * the server answers again; time the app spends between statements is not counted.
 */
function bounded(db: Db, ms: number): Db {
  const noAnswer = () =>
    new DatabaseUnavailableError(`The database did not answer within ${ms} ms`);

  /** Races `work` against the clock and against `aborted` (the enclosing transaction's failure). */
  function within<T>(work: Promise<T>, aborted?: Promise<never>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(noAnswer()), ms);
    });
    return Promise.race([work, late, ...(aborted ? [aborted] : [])]).finally(() =>
      clearTimeout(timer),
    );
  }

  function wrap<R extends Db | DbTx>(runner: R, aborted?: Promise<never>): R {
    return new Proxy(runner, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (statement: SQL) => within(Promise.resolve(target.execute(statement)), aborted);
        if (property === 'transaction')
          return <T>(fn: (tx: DbTx) => Promise<T>, config?: unknown) =>
            transaction(target, fn, config);
        const value: unknown = Reflect.get(target, property, receiver);
        // The driver's client (`$client`, postgres-js: a function with methods such as `reserve`)
        // as it is: bound, it would lose them.
        if (property === '$client') return value;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  function transaction<T>(
    runner: Db | DbTx,
    fn: (tx: DbTx) => Promise<T>,
    config?: unknown,
  ): Promise<T> {
    let fail: (error: Error) => void = () => {};
    const aborted = new Promise<never>((_, reject) => (fail = reject));
    aborted.catch(() => {});
    // Waiting for a connection and BEGIN, then for COMMIT: each bounded like a statement.
    let phase: NodeJS.Timeout | undefined = setTimeout(() => fail(noAnswer()), ms);
    const run = (runner.transaction as (f: typeof fn, c?: unknown) => Promise<T>)(async (tx) => {
      clearTimeout(phase);
      const result = await fn(wrap(tx, aborted));
      phase = setTimeout(() => fail(noAnswer()), ms);
      return result;
    }, config).finally(() => clearTimeout(phase));
    return Promise.race([run, aborted]);
  }

  return wrap(db);
}

/**
 * Connects to a PostgreSQL server (hosted Supabase, the embedded auth's server, the tests'
 * server) with postgres-js. Every wait is bounded (issue 29, item 10: a server that accepted
 * connections and never answered held each request 30 s, postgres.js's default connect timeout):
 * opening a connection by `connectTimeoutSeconds`, a statement of withRls by the server's
 * `statement_timeout` (set per transaction, which a transaction pooler such as Supabase's keeps;
 * a start-up parameter it may refuse), and any answer, on the app's side, by that and a second
 * more.
 */
export function openPostgres(
  url: string,
  options: { max?: number } & Partial<PostgresTimeouts> = {},
): Database {
  const timeouts = { ...postgresTimeouts(), ...options };
  const client = postgres(url, {
    max: options.max ?? 10,
    // No prepared statements: Supabase's transaction pooler (port 6543) cannot keep them.
    prepare: false,
    onnotice: () => {},
    connect_timeout: timeouts.connectTimeoutSeconds,
    // Connections left idle this long are closed (reopened on demand): a connection the network
    // lost while idle is not kept for the next request.
    idle_timeout: 60,
    // The wait before a connection that failed is opened again: postgres.js's default grows to
    // 20 s after a few failures, so the app kept answering 503 for that long once the database
    // was back. At most 1 s.
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  });
  const db = drizzlePostgres({ client }) as unknown as Db;
  return {
    driver: 'postgres',
    statementTimeoutMs: timeouts.statementTimeoutMs,
    db:
      timeouts.statementTimeoutMs > 0
        ? bounded(db, timeouts.statementTimeoutMs + ANSWER_MARGIN_MS)
        : db,
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
