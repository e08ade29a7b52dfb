import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { Database } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { tempDir } from '../support/embedded';

// Issue 29, item 9: a data directory's files (uploads, generated secrets) go with one database.
// An instance started without DATABASE_URL on a DATA_DIR shared by PostgreSQL instances had
// opened a PGlite database of its own there and reported healthy: a split brain.

const DATABASE_KEY = Symbol.for('registra.database');
const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
const cleanups: (() => Promise<void> | void)[] = [];
const open = new Set<Database>();

/** Starts "a server" as instrumentation.ts does: the process-wide database of this environment. */
async function start(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<Database> {
  process.env.DATA_DIR = env.DATA_DIR;
  if (env.DATABASE_URL) process.env.DATABASE_URL = env.DATABASE_URL;
  else delete process.env.DATABASE_URL;
  delete (globalThis as Record<symbol, unknown>)[DATABASE_KEY];
  const database = await getDatabase();
  open.add(database);
  return database;
}

/** Stops it, so that the next start opens afresh. */
async function stop(database: Database) {
  open.delete(database);
  await database.close();
  delete (globalThis as Record<symbol, unknown>)[DATABASE_KEY];
}

async function newPostgresDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

afterEach(async () => {
  for (const database of open) await database.close().catch(() => {});
  open.clear();
  for (const cleanup of cleanups.splice(0).reverse())
    await Promise.resolve(cleanup()).catch(() => {});
  delete (globalThis as Record<symbol, unknown>)[DATABASE_KEY];
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('which database a data directory belongs to', () => {
  // Four starts of the embedded backend, two of them on a fresh PGlite applying every migration:
  // past the default 60 s on a loaded 2-core machine (96 s in one run).
  it('PGlite: the data directory records its database, and a copy of another database in its place is refused', async () => {
    const dir = tempDir('registra-binding-');
    const other = tempDir('registra-binding-other-');
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cleanups.push(() => rmSync(other, { recursive: true, force: true }));

    await stop(await start({ DATA_DIR: dir }));
    const record = JSON.parse(readFileSync(path.join(dir, 'database.json'), 'utf8'));
    expect(record).toMatchObject({ kind: 'pglite', where: path.join(dir, 'pglite') });
    // The same database again: it starts.
    await stop(await start({ DATA_DIR: dir }));

    // Another embedded database put in its place (a restore of the database without its files).
    await stop(await start({ DATA_DIR: other }));
    rmSync(path.join(dir, 'pglite'), { recursive: true, force: true });
    cpSync(path.join(other, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
    await expect(start({ DATA_DIR: dir })).rejects.toThrow(
      `The data directory ${dir} belongs to another database (${path.join(dir, 'pglite')}, id ${record.id})`,
    );
  }, 180_000);

  if (process.env.TEST_DATABASE_URL) {
    it('an instance without DATABASE_URL on a data directory shared by PostgreSQL instances refuses to start, with the reason', async () => {
      const dir = tempDir('registra-binding-pg-');
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const url = await newPostgresDatabase();
      await stop(await start({ DATA_DIR: dir, DATABASE_URL: url }));
      expect(JSON.parse(readFileSync(path.join(dir, 'database.json'), 'utf8'))).toMatchObject({
        kind: 'postgres',
      });

      const where = `${new URL(url).hostname}:${new URL(url).port}${new URL(url).pathname}`;
      await expect(start({ DATA_DIR: dir })).rejects.toThrow(
        `The data directory ${dir} belongs to the PostgreSQL database ${where}, but this server has no DATABASE_URL: it would open an embedded database of its own there`,
      );
      // Refused before anything was created there.
      expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
      expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);

      // Another PostgreSQL database on the folder is refused too; the right one starts.
      const another = await newPostgresDatabase();
      await expect(start({ DATA_DIR: dir, DATABASE_URL: another })).rejects.toThrow(
        `The data directory ${dir} belongs to another database (${where}, id `,
      );
      await stop(await start({ DATA_DIR: dir, DATABASE_URL: url }));
    });

    it('a PostgreSQL instance on the data directory of an embedded database refuses to start', async () => {
      const dir = tempDir('registra-binding-pglite-');
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      await stop(await start({ DATA_DIR: dir }));
      const url = await newPostgresDatabase();
      await expect(start({ DATA_DIR: dir, DATABASE_URL: url })).rejects.toThrow(
        `The data directory ${dir} belongs to the embedded database (PGlite) in ${path.join(dir, 'pglite')}, but this server has DATABASE_URL`,
      );
    });
  }
});
