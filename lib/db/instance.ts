import 'server-only';
import { openPglite, openPostgres, type Database } from '@/lib/db/database';
import { backendMode } from '@/lib/config/backend';
import { dataDir } from '@/lib/config/data-dir';
import { bindDataDir, checkBeforeOpen, databaseId, targetOf } from '@/lib/db/binding';
import { applyMigrations } from '@/lib/db/migrate';

// One database per process, shared by every bundle Next builds (route handlers, server
// components, instrumentation), hence globalThis rather than a module variable.
const KEY = Symbol.for('registra.database');
type Global = typeof globalThis & { [KEY]?: Promise<Database> };

/**
 * The process-wide database. `DATABASE_URL` set → postgres-js on that server: with hosted
 * Supabase its migrations are applied by `supabase db push`, never here; with the embedded auth
 * (no Supabase settings) the shim and `supabase/migrations/*.sql` are applied at start, once
 * across the instances that start together. Otherwise PGlite persisted in `${DATA_DIR}/pglite`,
 * opened once (3–4 s), locked against other processes, and brought up to date the same way.
 */
export function getDatabase(): Promise<Database> {
  const g = globalThis as Global;
  if (!g[KEY]) {
    g[KEY] = openConfiguredDatabase().catch((error: unknown) => {
      delete g[KEY]; // let a later call retry and report the error again
      throw error;
    });
  }
  return g[KEY];
}

/**
 * Who brings the database's schema up to date: the app itself at start ('embedded': PGlite, or
 * the embedded auth on a PostgreSQL server), or `supabase db push` ('supabase': DATABASE_URL
 * with hosted Supabase).
 */
export function migrationsAppliedBy(): 'embedded' | 'supabase' {
  return process.env.DATABASE_URL && backendMode() !== 'embedded' ? 'supabase' : 'embedded';
}

async function openConfiguredDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (migrationsAppliedBy() === 'supabase') return openPostgres(url!);
  // Embedded mode: DATA_DIR's files go with one database (lib/db/binding.ts), checked before
  // anything is opened or created, and again once the database says who it is.
  const dir = dataDir();
  const target = targetOf(dir, url);
  checkBeforeOpen(dir, target);
  let database: Database;
  if (url) {
    // The migrations run on connections of their own, without the app's statement timeout (a
    // long migration, or the wait for another instance's, is not a request).
    const migrating = openPostgres(url, { max: 2, statementTimeoutMs: 0 });
    try {
      await migrateAndBind(migrating, dir, target);
    } finally {
      await migrating.close();
    }
    database = openPostgres(url);
  } else {
    database = await openPglite(dir);
    try {
      await migrateAndBind(database, dir, target);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

async function migrateAndBind(
  database: Database,
  dir: string,
  target: ReturnType<typeof targetOf>,
): Promise<void> {
  const applied = await applyMigrations(database);
  if (applied.length > 0) console.info(`[db] applied ${applied.length} migrations`);
  bindDataDir(dir, target, await databaseId(database));
}
