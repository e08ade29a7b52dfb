import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DOCUMENTS_BUCKET } from '@/lib/applications/documents';
import { openPostgres, query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { tickLog } from '@/lib/jobs/test-jobs';
import { tempDir } from '../support/embedded';

jest.setTimeout(120_000);

async function eventually<T>(check: () => Promise<T> | T, ms = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Recurring work is a scheduled job (issue 30): the orphan-upload sweep runs from the scheduler,
 * not after an upload's response, with the queue's own database.
 */
describe.each(testDrivers())('the orphan-upload sweep as a job on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    dataDir = tempDir('registra-sweep-job-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is scheduled hourly and, when its occurrence comes, removes an upload nothing names', async () => {
    const [schedule] = (await queue.boss.getSchedules()).filter(
      (s) => s.name === 'uploads.sweep-orphans',
    );
    expect(schedule?.cron).toBe('41 * * * *');

    // Two days old: one upload a draft names, one nothing names.
    const folder = path.join(dataDir, 'uploads', DOCUMENTS_BUCKET);
    mkdirSync(folder, { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const put = (key: string) => {
      writeFileSync(path.join(folder, key), '%PDF-1.4');
      utimesSync(path.join(folder, key), twoDaysAgo, twoDaysAgo);
    };
    const owner = randomUUID();
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${owner}, ${`${owner}@example.com`})`,
    );
    const kept = `${randomUUID()}.pdf`;
    const orphan = `${randomUUID()}.pdf`;
    put(kept);
    put(orphan);
    await database.db.execute(
      sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, status, data)
          values (${owner}, 'nigeria-enterprise', 'NG', 'businessName', 'NG-BN', 'draft', ${JSON.stringify({ files: [kept] })}::jsonb)`,
    );

    // What the scheduler sends at minute 41 (data null), sent now.
    const id = await queue.boss.send('uploads.sweep-orphans', null);
    await eventually(async () => {
      const [job] = await query<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where id = ${id}`,
      );
      return job?.state === 'completed';
    });
    expect(existsSync(path.join(folder, orphan))).toBe(false);
    expect(existsSync(path.join(folder, kept))).toBe(true);
  });
});

const postgresOnly = testDrivers().includes('postgres') ? describe : describe.skip;

/**
 * Two instances on one PostgreSQL database, each running the scheduler and a worker: a due
 * occurrence of a schedule runs once in all (pg-boss's cron monitor sends it with a singleton
 * key per minute, whichever instance offers it).
 */
postgresOnly('a schedule with two instances on PostgreSQL', () => {
  let database: Database;
  let second: Database;
  const queues: JobQueue[] = [];
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    dataDir = tempDir('registra-schedule-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase('postgres');
    const [{ name }] = (await query<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    )) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // The second instance: a pool of its own on the same database, as another server's.
    second = openPostgres(url.toString(), { max: 4 });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1000);
    await second?.close();
    await database?.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs a due occurrence once, by one of them', async () => {
    const options = {
      withTestJobs: true,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      cronMonitorIntervalSeconds: 1,
    };
    // Both start together, each offering the occurrence of the minute they start in.
    queues.push(
      ...(await Promise.all([startJobQueue(database, options), startJobQueue(second, options)])),
    );
    const ticks = () =>
      existsSync(tickLog(dataDir))
        ? readFileSync(tickLog(dataDir), 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as { job: string; at: string })
        : [];
    await eventually(() => ticks().length > 0, 70_000);
    // Both schedulers have looked several times more (each second).
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const jobs = await query<{ id: string; minute: string }>(
      database.db,
      sql`select id, to_char(date_trunc('minute', created_on), 'HH24:MI') as minute
          from pgboss.job where name = 'test.tick'`,
    );
    const runs = ticks();
    console.info(`[schedule] ${jobs.length} tick jobs, ${runs.length} runs, two instances`);
    // One job per minute...
    const minutes = jobs.map((job) => job.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
    // ... each run once.
    expect(runs.map((run) => run.job).sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(runs.length).toBeLessThanOrEqual(2);
  });
});
