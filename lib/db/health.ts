import 'server-only';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { dataDir as configuredDataDir } from '@/lib/config/data-dir';
import { query, type Database } from '@/lib/db/database';
import { getDatabase, migrationsAppliedBy } from '@/lib/db/instance';
import { migrationFiles } from '@/lib/db/migrate';

export interface HealthReport {
  healthy: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
    /** DATA_DIR takes a write (uploads, the outbox, PGlite's files live there). */
    storage: 'ok' | 'unwritable';
  };
}

export interface HealthOptions {
  /** Defaults to the process-wide database. */
  database?: () => Promise<Database>;
  /** Where applied migrations are recorded (see migrationsAppliedBy). */
  appliedBy?: 'embedded' | 'supabase';
  /** A database slower than this counts as unreachable: a load balancer waits for no one. */
  timeoutMs?: number;
  /** The folder that must take a write: DATA_DIR by default. */
  dataDir?: string;
}

/** The migration names (embedded) or versions (Supabase's `<version>_<name>.sql`) recorded as applied. */
async function appliedMigrations(
  database: Database,
  appliedBy: 'embedded' | 'supabase',
): Promise<Set<string>> {
  const rows =
    appliedBy === 'embedded'
      ? await query<{ id: string }>(
          database.db,
          sql`select name as id from embedded.schema_migrations`,
        )
      : await query<{ id: string }>(
          database.db,
          sql`select version as id from supabase_migrations.schema_migrations`,
        );
  return new Set(rows.map((row) => row.id));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

let files: string[] | null = null;
/** The migration files, read once: they do not change under a running server. */
function expectedMigrations(): string[] {
  return (files ??= migrationFiles());
}

/** An error's message (an fs error is not an `Error` of this realm under Jest's VM), or the value. */
function messageOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'message' in error ? String(error.message) : error;
}

const lastProblems = new Map<string, string | null>();
/**
 * Logs a problem of one check once when it appears (a balancer polls every few seconds), and
 * its end.
 */
function note(check: string, problem: string | null, error?: unknown) {
  const last = lastProblems.get(check) ?? null;
  if (problem === last) return;
  if (problem) console.error(`[health] ${problem}:`, messageOf(error));
  else console.info(`[health] ${check}: healthy again`);
  lastProblems.set(check, problem);
}

/**
 * Whether `dir` takes a write: a small file written, flushed and removed (a full disk, a
 * read-only mount or lost rights fail here, as every upload would).
 */
async function takesAWrite(dir: string, timeoutMs: number): Promise<boolean> {
  const probe = path.join(dir, `.health-probe-${process.pid}`);
  try {
    await withTimeout(
      (async () => {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFile(probe, `${new Date().toISOString()}\n`, { mode: 0o600, flush: true });
        await rm(probe, { force: true });
      })(),
      timeoutMs,
    );
    note('storage', null);
    return true;
  } catch (error) {
    note('storage', 'data directory unwritable', error);
    await rm(probe, { force: true }).catch(() => {});
    return false;
  }
}

/** The database and its migrations (see checkHealth). */
async function checkDatabase(
  database: () => Promise<Database>,
  appliedBy: 'embedded' | 'supabase',
  timeoutMs: number,
): Promise<Pick<HealthReport['checks'], 'database' | 'migrations'>> {
  let db: Database;
  try {
    db = await withTimeout(
      (async () => {
        const opened = await database();
        await query(opened.db, sql`select 1`);
        return opened;
      })(),
      timeoutMs,
    );
  } catch (error) {
    note('database', 'database unreachable', error);
    return { database: 'unreachable', migrations: 'unknown' };
  }
  try {
    const applied = await withTimeout(appliedMigrations(db, appliedBy), timeoutMs);
    const pending = expectedMigrations().filter(
      (file) => !applied.has(appliedBy === 'embedded' ? file : file.split('_')[0]!),
    );
    if (pending.length > 0) {
      note('database', 'migrations pending', pending.join(', '));
      return { database: 'ok', migrations: 'pending' };
    }
  } catch (error) {
    // The database answered a moment ago: the table of applied migrations is missing.
    note('database', 'migrations not recorded', error);
    return { database: 'ok', migrations: 'pending' };
  }
  note('database', null);
  return { database: 'ok', migrations: 'ok' };
}

/**
 * What a load balancer needs to know (`/api/health`): the database answers, every migration of
 * `supabase/migrations` is applied to it, and the data directory takes a write. Says nothing of
 * why it is not healthy: the reason is logged on the server.
 */
export async function checkHealth({
  database = getDatabase,
  appliedBy = migrationsAppliedBy(),
  timeoutMs = 3000,
  dataDir = configuredDataDir(),
}: HealthOptions = {}): Promise<HealthReport> {
  const [databaseChecks, writable] = await Promise.all([
    checkDatabase(database, appliedBy, timeoutMs),
    takesAWrite(dataDir, timeoutMs),
  ]);
  const checks: HealthReport['checks'] = {
    ...databaseChecks,
    storage: writable ? 'ok' : 'unwritable',
  };
  return {
    healthy: checks.database === 'ok' && checks.migrations === 'ok' && checks.storage === 'ok',
    checks,
  };
}
