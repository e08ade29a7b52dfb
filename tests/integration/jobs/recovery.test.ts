import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { enqueue } from '@/lib/jobs/enqueue';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';

/**
 * A job that was running when its process was killed stays `active` in the database. It must run
 * again soon, not after pg-boss's default 15 minutes: on PGlite (one process per data directory)
 * the next start takes it back at once; on PostgreSQL, where other instances may be running their
 * own jobs, its lost heartbeat gives it away within seconds.
 */
describe.each(testDrivers())('a job cut short by a killed process, on %s', (driver) => {
  let database: Database;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1000);
    await database?.close();
  });

  it(
    driver === 'pglite'
      ? 'runs again as soon as the next server starts its queue'
      : 'runs again within seconds, when its heartbeat is missed',
    async () => {
      // The process that dies: it took the job (running, `active`) and never settled it.
      const dying = await startJobQueue(database, { work: false, withTestJobs: true });
      queues.push(dying);
      const { id } = await withServiceRole(
        (tx) =>
          enqueue(tx, {
            name: 'test.fail',
            key: 'test:interrupted',
            data: { label: 'interrupted', failures: 0 },
          }),
        database,
      );
      const [taken] = await dying.boss.fetch('test.fail');
      expect(taken?.id).toBe(id);
      await dying.boss.stop({ graceful: false, close: false });

      const started = Date.now();
      const next = await startJobQueue(database, {
        withTestJobs: true,
        pollingIntervalSeconds: 0.5,
        superviseIntervalSeconds: 1,
      });
      queues.push(next);
      const state = async () =>
        (
          await query<{ state: string; retry_count: number }>(
            database.db,
            sql`select state, retry_count from pgboss.job where id = ${id}`,
          )
        )[0];
      while ((await state())?.state !== 'completed') {
        if (Date.now() - started > 40_000) throw new Error(`Still ${(await state())?.state}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const seconds = (Date.now() - started) / 1000;
      console.info(`[recovery] ${driver}: the interrupted job ran again after ${seconds} s`);
      expect((await state())!.retry_count).toBe(1);
      // PGlite: taken back at start. PostgreSQL: heartbeat (10 s) + supervision + retry delay (1 s).
      expect(seconds).toBeLessThan(driver === 'pglite' ? 5 : 25);
    },
  );
});
