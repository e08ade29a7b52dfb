import 'server-only';
import { openPglite, openPostgres, type Database } from '@/lib/db/database';
import { backendMode } from '@/lib/config/backend';
import { dataDir } from '@/lib/config/data-dir';
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
  const database = url ? openPostgres(url) : await openPglite(dataDir());
  if (migrationsAppliedBy() === 'supabase') return database;
  try {
    const applied = await applyMigrations(database);
    if (applied.length > 0) console.info(`[db] applied ${applied.length} migrations`);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
