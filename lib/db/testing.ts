import 'server-only';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPglite, openPostgres, type Database, type DbDriver } from '@/lib/db/database';
import { applyMigrations } from '@/lib/db/migrate';

/**
 * The drivers the integration tests run on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (it says so once when it is not).
 */
export function testDrivers(): DbDriver[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  const g = globalThis as { __pgLegSkipNoted?: boolean };
  if (!g.__pgLegSkipNoted) {
    g.__pgLegSkipNoted = true;
    console.info(
      'TEST_DATABASE_URL is not set: the PostgreSQL leg of the integration tests is skipped.',
    );
  }
  return ['pglite'];
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (or persisted in `dir`), or a
 * new `test_<random>` database on TEST_DATABASE_URL's server, dropped again by `close()`.
 */
export async function openTestDatabase(
  driver: DbDriver,
  options: { dir?: string } = {},
): Promise<Database> {
  if (driver === 'pglite') {
    const database = await openPglite(options.dir ?? null);
    await applyMigrations(database);
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 4 });
  const drop = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  };
  try {
    await applyMigrations(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
