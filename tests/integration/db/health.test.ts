import { sql } from 'drizzle-orm';
import { openPostgres, query, type Database, type DbDriver } from '@/lib/db/database';
import { checkHealth } from '@/lib/db/health';
import { migrationFiles } from '@/lib/db/migrate';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';

describe.each(testDrivers())('the health check (%s)', (driver: DbDriver) => {
  let database: Database;
  const opened = () => Promise.resolve(database);
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  // The reason of a failure goes to the server's log only (checked below); keep the output quiet.
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('is healthy when the database answers and every migration is applied', async () => {
    expect(await checkHealth({ database: opened, appliedBy: 'embedded' })).toEqual({
      healthy: true,
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('is not healthy while a migration is pending', async () => {
    const last = migrationFiles().at(-1)!;
    await query(database.db, sql`delete from embedded.schema_migrations where name = ${last}`);
    try {
      expect(await checkHealth({ database: opened, appliedBy: 'embedded' })).toEqual({
        healthy: false,
        checks: { database: 'ok', migrations: 'pending' },
      });
    } finally {
      await query(database.db, sql`insert into embedded.schema_migrations (name) values (${last})`);
    }
  });

  it("reads Supabase's own record of migrations when `supabase db push` applies them", async () => {
    // No supabase_migrations table: nothing was pushed.
    expect((await checkHealth({ database: opened, appliedBy: 'supabase' })).checks.migrations).toBe('pending');
    const versions = migrationFiles().map((file) => file.split('_')[0]!);
    await database.execScript(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key);`);
    try {
      for (const version of versions.slice(0, -1))
        await query(database.db, sql`insert into supabase_migrations.schema_migrations values (${version})`);
      expect((await checkHealth({ database: opened, appliedBy: 'supabase' })).checks.migrations).toBe('pending');
      await query(database.db, sql`insert into supabase_migrations.schema_migrations values (${versions.at(-1)!})`);
      expect(await checkHealth({ database: opened, appliedBy: 'supabase' })).toEqual({
        healthy: true,
        checks: { database: 'ok', migrations: 'ok' },
      });
    } finally {
      await database.execScript('drop schema supabase_migrations cascade');
    }
  });

  it('is not healthy when the database cannot be opened, or does not answer in time', async () => {
    const unreachable = { healthy: false, checks: { database: 'unreachable', migrations: 'unknown' } };
    expect(await checkHealth({ database: () => Promise.reject(new Error('password authentication failed')), appliedBy: 'embedded' })).toEqual(unreachable);
    expect(logged).toHaveBeenCalledWith('[health] database unreachable:', 'password authentication failed');
    expect(await checkHealth({ database: () => new Promise(() => {}), appliedBy: 'embedded', timeoutMs: 200 })).toEqual(unreachable);
  });

  if (driver === 'postgres') {
    it('is not healthy when the PostgreSQL server refuses the connection', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.port = '9'; // nothing listens there
      const nowhere = openPostgres(url.toString(), { max: 1 });
      try {
        expect((await checkHealth({ database: () => Promise.resolve(nowhere), appliedBy: 'embedded' })).checks.database).toBe('unreachable');
      } finally {
        await nowhere.close();
      }
    });
  }
});
