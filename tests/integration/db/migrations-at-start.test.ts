import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, query, type Database, type DbDriver } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { applyMigrations, migrationFiles } from '@/lib/db/migrate';
import { testDrivers } from '@/lib/db/testing';
import { tempDir } from '../support/embedded';

/** A new, empty database on TEST_DATABASE_URL's server: nothing applied yet. */
async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

async function recordedMigrations(database: Database): Promise<string[]> {
  const rows = await query<{ name: string }>(
    database.db,
    sql`select name from embedded.schema_migrations order by name`,
  );
  return rows.map((row) => row.name);
}

const DATABASE_KEY = Symbol.for('registra.database');

describe.each(testDrivers())('migrations at start (%s)', (driver: DbDriver) => {
  it('applies the shim and every migration exactly once when instances start together', async () => {
    let instances: Database[];
    let cleanup: () => Promise<void>;
    if (driver === 'postgres') {
      const empty = await emptyPostgresDatabase();
      // Three instances: three connection pools to one server, as three app processes have.
      instances = [0, 1, 2].map(() => openPostgres(empty.url, { max: 3 }));
      cleanup = async () => {
        await Promise.all(instances.map((database) => database.close()));
        await empty.drop();
      };
    } else {
      const database = await openPglite(null); // PGlite: one process, so one database object
      instances = [database, database, database];
      cleanup = () => database.close();
    }
    try {
      const applied = await Promise.all(instances.map((database) => applyMigrations(database)));
      // One instance applied them all; the others, waiting their turn, found nothing left to do.
      expect(applied.flat().sort()).toEqual(migrationFiles());
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
      expect(await recordedMigrations(instances[0]!)).toEqual(migrationFiles());
      // The shim ran: the auth schema the embedded backend needs is there.
      expect(await query(instances[1]!.db, sql`select count(*) from auth.users`)).toEqual([
        { count: driver === 'postgres' ? '0' : 0 },
      ]);
      // A restart applies nothing.
      expect(await applyMigrations(instances[2]!)).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it(
    driver === 'postgres'
      ? 'the server database: with DATABASE_URL and no Supabase settings, the embedded auth brings it up to date at start'
      : 'the server database: PGlite under DATA_DIR is brought up to date at start',
    async () => {
      const previous = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
      let drop = async () => {};
      const dir = tempDir('registra-start-');
      // A data directory of its own: the instance records there which database it belongs to.
      process.env.DATA_DIR = dir;
      if (driver === 'postgres') {
        const empty = await emptyPostgresDatabase();
        process.env.DATABASE_URL = empty.url;
        drop = empty.drop;
      } else {
        delete process.env.DATABASE_URL;
      }
      try {
        const database = await getDatabase();
        try {
          expect(database.driver).toBe(driver);
          expect(await recordedMigrations(database)).toEqual(migrationFiles());
        } finally {
          await database.close();
          delete (globalThis as Record<symbol, unknown>)[DATABASE_KEY];
        }
      } finally {
        for (const [key, value] of Object.entries(previous)) {
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
        }
        await drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
