import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getConstructionPlans } from 'pg-boss';
import type { Database } from '@/lib/db/database';
import { MIGRATIONS_DIR } from '@/lib/db/migrate';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { QUEUE_SCHEMA, startJobQueue } from '@/lib/jobs/queue';

const MIGRATION = '20261128000500_job_queue.sql';

/** The statements of a script, without comments, the transaction and locks pg-boss wraps it in. */
function statements(script: string): string {
  return script
    .split('\n')
    .filter((line) => !/^\s*(--|BEGIN;|COMMIT;|SET LOCAL |SELECT pg_advisory_xact_lock)/.test(line))
    .join('\n')
    .trim();
}

describe('the job queue migration', () => {
  it('is the schema of the pg-boss version in package.json, as pg-boss itself prints it (upgrading pg-boss needs a migration)', () => {
    const migration = readFileSync(path.join(MIGRATIONS_DIR, MIGRATION), 'utf8');
    expect(statements(migration)).toBe(statements(getConstructionPlans(QUEUE_SCHEMA)));
  });
});

describe.each(testDrivers())('starting the job queue on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database?.close());

  it('refuses a queue schema of another version rather than change it', async () => {
    await database.db.execute(sql`update pgboss.version set version = version - 1`);
    await expect(startJobQueue(database, { work: false })).rejects.toThrow(
      'pg-boss database requires migrations',
    );
    await database.db.execute(sql`update pgboss.version set version = version + 1`);
    const queue = await startJobQueue(database, { work: false });
    await queue.stop();
  });
});
