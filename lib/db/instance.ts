import 'server-only';
import { openPglite, openPostgres, type Database } from '@/lib/db/database';
import { dataDir } from '@/lib/config/data-dir';
import { applyMigrations } from '@/lib/db/migrate';

// One database per process, shared by every bundle Next builds (route handlers, server
// components, instrumentation), hence globalThis rather than a module variable.
const KEY = Symbol.for('registra.database');
type Global = typeof globalThis & { [KEY]?: Promise<Database> };

/**
 * The process-wide database. `DATABASE_URL` set → postgres-js on that server (hosted Supabase:
 * its migrations are applied by `supabase db push`, never here). Otherwise PGlite persisted in
 * `${DATA_DIR}/pglite`, opened once (3–4 s), locked against other processes, and brought up to
 * date with the shim and `supabase/migrations/*.sql`.
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

async function openConfiguredDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  const database = await openPglite(dataDir());
  try {
    await applyMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
