import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { getDatabase, migrationsAppliedBy } from '@/lib/db/instance';
import { migrationFiles } from '@/lib/db/migrate';

export interface HealthReport {
  healthy: boolean;
  checks: {
    database: 'ok' | 'unreachable';
    migrations: 'ok' | 'pending' | 'unknown';
  };
}

export interface HealthOptions {
  /** Defaults to the process-wide database. */
  database?: () => Promise<Database>;
  /** Where applied migrations are recorded (see migrationsAppliedBy). */
  appliedBy?: 'embedded' | 'supabase';
  /** A database slower than this counts as unreachable: a load balancer waits for no one. */
  timeoutMs?: number;
}

/** The migration names (embedded) or versions (Supabase's `<version>_<name>.sql`) recorded as applied. */
async function appliedMigrations(database: Database, appliedBy: 'embedded' | 'supabase'): Promise<Set<string>> {
  const rows =
    appliedBy === 'embedded'
      ? await query<{ id: string }>(database.db, sql`select name as id from embedded.schema_migrations`)
      : await query<{ id: string }>(database.db, sql`select version as id from supabase_migrations.schema_migrations`);
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

let lastProblem: string | null = null;
/** Logs a problem once when it appears (a balancer polls every few seconds), and its end. */
function note(problem: string | null, error?: unknown) {
  if (problem === lastProblem) return;
  if (problem) console.error(`[health] ${problem}:`, error instanceof Error ? error.message : error);
  else console.info('[health] healthy again');
  lastProblem = problem;
}

/**
 * What a load balancer needs to know (`/api/health`): the database answers, and every
 * migration of `supabase/migrations` is applied to it. Says nothing of why it is not healthy:
 * the reason is logged on the server.
 */
export async function checkHealth({
  database = getDatabase,
  appliedBy = migrationsAppliedBy(),
  timeoutMs = 3000,
}: HealthOptions = {}): Promise<HealthReport> {
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
    note('database unreachable', error);
    return { healthy: false, checks: { database: 'unreachable', migrations: 'unknown' } };
  }
  try {
    const applied = await withTimeout(appliedMigrations(db, appliedBy), timeoutMs);
    const pending = expectedMigrations().filter((file) => !applied.has(appliedBy === 'embedded' ? file : file.split('_')[0]!));
    if (pending.length > 0) {
      note('migrations pending', pending.join(', '));
      return { healthy: false, checks: { database: 'ok', migrations: 'pending' } };
    }
  } catch (error) {
    // The database answered a moment ago: the table of applied migrations is missing.
    note('migrations not recorded', error);
    return { healthy: false, checks: { database: 'ok', migrations: 'pending' } };
  }
  note(null);
  return { healthy: true, checks: { database: 'ok', migrations: 'ok' } };
}
