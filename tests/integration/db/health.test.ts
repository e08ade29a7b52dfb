import { sql } from 'drizzle-orm';
import { openPostgres, query, type Database, type DbDriver } from '@/lib/db/database';
import { checkHealth } from '@/lib/db/health';
import { migrationFiles } from '@/lib/db/migrate';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { breakableDir, type BreakableDir } from '../../support/unwritable-dir';

describe.each(testDrivers())('the health check (%s)', (driver: DbDriver) => {
  let database: Database;
  const opened = () => Promise.resolve(database);
  // The data directory the checks write to: a small folder that can be filled or made read-only.
  let data: BreakableDir;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    data = breakableDir('registra-health-');
    dataDir = data.dir;
  });
  afterAll(async () => {
    await database?.close();
    data?.remove();
  });
  // The reason of a failure goes to the server's log only (checked below); keep the output quiet.
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('is healthy when the database answers and every migration is applied', async () => {
    expect(await checkHealth({ database: opened, appliedBy: 'embedded', dataDir })).toEqual({
      healthy: true,
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    });
  });

  it('is not healthy while a migration is pending', async () => {
    const last = migrationFiles().at(-1)!;
    await query(database.db, sql`delete from embedded.schema_migrations where name = ${last}`);
    try {
      expect(await checkHealth({ database: opened, appliedBy: 'embedded', dataDir })).toEqual({
        healthy: false,
        checks: { database: 'ok', migrations: 'pending', storage: 'ok' },
      });
    } finally {
      await query(database.db, sql`insert into embedded.schema_migrations (name) values (${last})`);
    }
  });

  it("reads Supabase's own record of migrations when `supabase db push` applies them", async () => {
    // No supabase_migrations table: nothing was pushed.
    expect(
      (await checkHealth({ database: opened, appliedBy: 'supabase', dataDir })).checks.migrations,
    ).toBe('pending');
    const versions = migrationFiles().map((file) => file.split('_')[0]!);
    await database.execScript(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (version text primary key);`);
    try {
      for (const version of versions.slice(0, -1))
        await query(
          database.db,
          sql`insert into supabase_migrations.schema_migrations values (${version})`,
        );
      expect(
        (await checkHealth({ database: opened, appliedBy: 'supabase', dataDir })).checks.migrations,
      ).toBe('pending');
      await query(
        database.db,
        sql`insert into supabase_migrations.schema_migrations values (${versions.at(-1)!})`,
      );
      expect(await checkHealth({ database: opened, appliedBy: 'supabase', dataDir })).toEqual({
        healthy: true,
        checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
      });
    } finally {
      await database.execScript('drop schema supabase_migrations cascade');
    }
  });

  it('is not healthy when the database cannot be opened, or does not answer in time', async () => {
    const unreachable = {
      healthy: false,
      checks: { database: 'unreachable', migrations: 'unknown', storage: 'ok' },
    };
    expect(
      await checkHealth({
        database: () => Promise.reject(new Error('password authentication failed')),
        appliedBy: 'embedded',
        dataDir,
      }),
    ).toEqual(unreachable);
    expect(logged).toHaveBeenCalledWith(
      '[health] database unreachable:',
      'password authentication failed',
    );
    expect(
      await checkHealth({
        database: () => new Promise(() => {}),
        appliedBy: 'embedded',
        dataDir,
        timeoutMs: 200,
      }),
    ).toEqual(unreachable);
  });

  it('is not healthy while the data directory cannot take a write (disk full, read-only), and again once it can', async () => {
    const unwritable = {
      healthy: false,
      checks: { database: 'ok', migrations: 'ok', storage: 'unwritable' },
    };
    try {
      data.full();
      expect(await checkHealth({ database: opened, appliedBy: 'embedded', dataDir })).toEqual(
        unwritable,
      );
      expect(logged).toHaveBeenCalledWith(
        '[health] data directory unwritable:',
        expect.stringMatching(/ENOSPC|EACCES/),
      );
      data.repair();
      expect(
        (await checkHealth({ database: opened, appliedBy: 'embedded', dataDir })).healthy,
      ).toBe(true);
      data.readOnly();
      expect(await checkHealth({ database: opened, appliedBy: 'embedded', dataDir })).toEqual(
        unwritable,
      );
    } finally {
      data.repair();
    }
    expect((await checkHealth({ database: opened, appliedBy: 'embedded', dataDir })).healthy).toBe(
      true,
    );
  });

  if (driver === 'postgres') {
    it('is not healthy when the PostgreSQL server refuses the connection', async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.port = '9'; // nothing listens there
      const nowhere = openPostgres(url.toString(), { max: 1 });
      try {
        expect(
          (
            await checkHealth({
              database: () => Promise.resolve(nowhere),
              appliedBy: 'embedded',
              dataDir,
            })
          ).checks.database,
        ).toBe('unreachable');
      } finally {
        await nowhere.close();
      }
    });
  }
});
