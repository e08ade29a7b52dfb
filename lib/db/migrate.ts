import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';

/** The PGlite-only schema shim (what Supabase provides); never pushed to Supabase. */
export const SHIM_FILE = path.join(process.cwd(), 'lib', 'embedded-backend', 'shim.sql');
/** The project's migrations, the same files `supabase db push` applies on Supabase. */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

/** The advisory lock that instances starting together on one PostgreSQL server take in turn. */
const MIGRATIONS_LOCK = 'registra:migrations';

/**
 * Prepares a database that is not Supabase (PGlite, a PostgreSQL server running the embedded
 * auth, the tests' server): runs the shim, then every `supabase/migrations/*.sql` not applied
 * yet, in file-name order, each in its own transaction and recorded in
 * `embedded.schema_migrations`. Instances starting together run it one after the other (an
 * advisory lock), so each migration is applied exactly once. Returns the names applied now.
 */
export function applyMigrations(database: Database): Promise<string[]> {
  return database.exclusively(MIGRATIONS_LOCK, () => migrate(database));
}

/** The migration files, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

async function migrate(database: Database): Promise<string[]> {
  await database.execScript(readFileSync(SHIM_FILE, 'utf8'));
  await database.execScript(`
    create schema if not exists embedded;
    revoke all on schema embedded from public;
    create table if not exists embedded.schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
    -- The database's own id, which DATA_DIR/database.json records (lib/db/binding.ts): one row,
    -- kept by a dump and restore, whatever address the server is reached at.
    create table if not exists embedded.database_identity (
      singleton boolean primary key default true check (singleton),
      id uuid not null default gen_random_uuid(),
      created_at timestamptz not null default now()
    );
    insert into embedded.database_identity default values on conflict do nothing;`);
  const done = new Set(
    (
      await query<{ name: string }>(database.db, sql`select name from embedded.schema_migrations`)
    ).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of migrationFiles()) {
    if (done.has(file)) continue;
    const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.execScriptAtomically(
      `${body}\n;\ninsert into embedded.schema_migrations (name) values ('${name}');`,
    );
    applied.push(file);
  }
  return applied;
}
