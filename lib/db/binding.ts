import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryOne, type Database } from '@/lib/db/database';

/**
 * Which database a data directory belongs to. The files in DATA_DIR (uploads, generated secrets,
 * the outbox) go with the accounts and applications of one database: the embedded one (PGlite,
 * in DATA_DIR/pglite), or one PostgreSQL database that every instance sharing the folder uses. A
 * server about to use the folder with another database refuses to start (issue 29, item 9: an
 * instance started without DATABASE_URL on the shared folder had opened a PGlite database of its
 * own there and reported healthy, a split brain).
 */
export const BINDING_FILE = 'database.json';

export type DatabaseKind = 'pglite' | 'postgres';

/** The database this server is about to use. */
export interface DatabaseTarget {
  kind: DatabaseKind;
  /** For messages: the PGlite folder, or host:port/database (never a password). */
  where: string;
}

/** What DATA_DIR/database.json records. */
export interface DatabaseBinding extends DatabaseTarget {
  /** The database's own id (`embedded.database_identity`): the same however the server is reached. */
  id: string;
  boundAt: string;
}

export class DataDirMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirMismatchError';
  }
}

/** host:port/database of a PostgreSQL URL, without the user or password. */
export function describePostgres(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'the PostgreSQL server of DATABASE_URL';
  }
}

/** The target of this configuration: DATABASE_URL's database, or PGlite in `dir`. */
export function targetOf(dir: string, databaseUrl: string | undefined): DatabaseTarget {
  return databaseUrl
    ? { kind: 'postgres', where: describePostgres(databaseUrl) }
    : { kind: 'pglite', where: path.join(dir, 'pglite') };
}

/** The binding recorded in `dir`, or null when the folder has none yet. */
export function readBinding(dir: string): DatabaseBinding | null {
  const file = path.join(dir, BINDING_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<DatabaseBinding>;
    if (
      (value.kind === 'pglite' || value.kind === 'postgres') &&
      typeof value.id === 'string' &&
      typeof value.where === 'string'
    )
      return {
        kind: value.kind,
        id: value.id,
        where: value.where,
        boundAt: String(value.boundAt ?? ''),
      };
  } catch {
    // reported below
  }
  throw new DataDirMismatchError(
    `The data directory ${dir} has an unreadable ${BINDING_FILE}, which says which database its files belong to. Restore it from a backup, or remove it if you know the folder belongs to this server's database.`,
  );
}

/** The unique id of a database prepared by applyMigrations (lib/db/migrate.ts). */
export async function databaseId(database: Database): Promise<string> {
  const row = await queryOne<{ id: string }>(
    database.db,
    sql`select id::text as id from embedded.database_identity`,
  );
  if (!row) throw new Error('The database has no identity (embedded.database_identity is empty)');
  return row.id;
}

const ADVICE_SHARED = 'Set DATABASE_URL to that database, or give this server another DATA_DIR.';

/**
 * Before the database is opened: refuses a folder recorded for the other kind of database, and
 * a folder that holds an embedded database when this server runs on PostgreSQL. Nothing is
 * created in the folder before this check.
 */
export function checkBeforeOpen(dir: string, target: DatabaseTarget): void {
  const bound = readBinding(dir);
  if (bound && bound.kind === 'postgres' && target.kind === 'pglite')
    throw new DataDirMismatchError(
      `The data directory ${dir} belongs to the PostgreSQL database ${bound.where}, but this server has no DATABASE_URL: it would open an embedded database of its own there, and its accounts and applications would live apart from those of the instances that share the folder. ${ADVICE_SHARED}`,
    );
  if (bound && bound.kind === 'pglite' && target.kind === 'postgres')
    throw new DataDirMismatchError(
      `The data directory ${dir} belongs to the embedded database (PGlite) in ${bound.where}, but this server has DATABASE_URL (${target.where}): the folder's uploads and secrets go with the embedded database's accounts and applications. Give this server another DATA_DIR, or unset DATABASE_URL.`,
    );
  if (!bound && target.kind === 'postgres' && existsSync(path.join(dir, 'pglite')))
    throw new DataDirMismatchError(
      `The data directory ${dir} holds an embedded database (PGlite, ${path.join(dir, 'pglite')}), but this server has DATABASE_URL (${target.where}): the folder's uploads and secrets go with the embedded database's accounts and applications. Give this server another DATA_DIR, or unset DATABASE_URL.`,
    );
}

/**
 * Once the database is open and migrated: records it as the folder's database when the folder
 * has none yet (exclusively: of instances starting together, one writes and the others read
 * it), or refuses when the folder belongs to another database.
 */
export function bindDataDir(dir: string, target: DatabaseTarget, id: string): void {
  const file = path.join(dir, BINDING_FILE);
  let bound = readBinding(dir);
  if (!bound) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const record: DatabaseBinding = { ...target, id, boundAt: new Date().toISOString() };
    const tmp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    try {
      linkSync(tmp, file); // fails if another instance wrote it first
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(tmp, { force: true });
    }
    bound = readBinding(dir)!;
  }
  if (bound.id !== id)
    throw new DataDirMismatchError(
      `The data directory ${dir} belongs to another database (${bound.where}, id ${bound.id}) than the one this server opened (${target.where}, id ${id}): the folder's uploads and secrets go with that database's accounts and applications. ${target.kind === 'postgres' ? ADVICE_SHARED : 'Restore the folder and its database together (npm run restore), or use another DATA_DIR.'}`,
    );
}
