import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@/lib/auth/current-user';
import { query, type Database } from '@/lib/db/database';
import { asUser, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { customer as customerActor, staff as staffActor } from '@/lib/commands/actor';
import { retryJob } from '@/lib/commands/jobs/retry-job';
import { runCommand } from '@/lib/commands/run';
import { findJobProblems } from '@/lib/jobs/console';
import { enqueue, enqueueMail } from '@/lib/jobs/enqueue';
import { queueHealth } from '@/lib/jobs/health';
import { jobIdFor } from '@/lib/jobs/keys';
import { messageIdFor } from '@/lib/jobs/mail';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { tempDir } from '../support/embedded';

/** Waits until `check` answers something truthy (polling), or fails after `ms`. */
async function eventually<T>(check: () => Promise<T>, ms = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The job queue (lib/jobs) on each driver: a job exists only if the transaction that enqueued it
 * commits, once per key; a failing job is retried, then failed and listed for staff, who can run
 * it again (audit-logged); the API roles cannot reach the queue.
 */
describe.each(testDrivers())('the job queue on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const staff: CurrentUser = {
    id: randomUUID(),
    email: 'ops@example.com',
    fullName: 'Ola Ops',
    role: 'admin',
    isAdmin: true,
  };
  const customer = randomUUID();

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const jobState = async (name: string, id: string) =>
    (
      await owner<{ state: string; retry_count: number }>(
        sql`select state, retry_count from pgboss.job where name = ${name} and id = ${id}`,
      )
    )[0] ?? null;
  const jobsOf = async (name: string) =>
    (
      await owner<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = ${name}`,
      )
    )[0]!.n;

  beforeAll(async () => {
    dataDir = tempDir('registra-jobs-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
    await owner(sql`insert into auth.users (id, email) values
      (${staff.id}, ${staff.email}), (${customer}, 'cust@example.com')`);
    await owner(sql`insert into public.user_roles (user_id, role) values (${staff.id}, 'admin')`);
    queue = await startJobQueue(database, {
      withTestJobs: true,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds a job only when the enqueuing transaction commits', async () => {
    const rolledBack = `test:rolled-back:${randomUUID()}`;
    await expect(
      withServiceRole(async (tx) => {
        await enqueue(tx, {
          name: 'test.fail',
          key: rolledBack,
          data: { label: 'r', failures: 0 },
        });
        throw new Error('the change fails after the enqueue');
      }, database),
    ).rejects.toThrow('the change fails');
    expect(await jobState('test.fail', jobIdFor('test.fail', rolledBack))).toBeNull();

    const committed = `test:committed:${randomUUID()}`;
    const { id, created } = await withServiceRole(
      (tx) => enqueue(tx, { name: 'test.fail', key: committed, data: { label: 'c', failures: 0 } }),
      database,
    );
    expect(created).toBe(true);
    expect(id).toBe(jobIdFor('test.fail', committed));
    await eventually(async () => (await jobState('test.fail', id))?.state === 'completed');
  });

  it("enqueues inside a customer's transaction (row-level security) and gives it back its role", async () => {
    const key = `test:as-customer:${randomUUID()}`;
    const role = await asUser(
      customer,
      async (tx) => {
        await enqueue(tx, { name: 'test.fail', key, data: { label: 'u', failures: 0 } });
        return (
          await query<{ role: string; uid: string }>(
            tx,
            sql`select current_setting('role') as role, auth.uid()::text as uid`,
          )
        )[0];
      },
      database,
    );
    expect(role).toEqual({ role: 'authenticated', uid: customer });
    expect(await jobState('test.fail', jobIdFor('test.fail', key))).not.toBeNull();
  });

  it('sends one mail for one key, however often it is enqueued, with a Message-ID from the key', async () => {
    const key = `mail:test:${randomUUID()}`;
    const mail = {
      to: 'ada@example.com',
      subject: `Once ${key}`,
      text: 'Hello',
      html: '<p>Hello</p>',
    };
    const first = await withServiceRole((tx) => enqueueMail(tx, key, mail), database);
    // The same event again: in the same transaction and in another one.
    const again = await withServiceRole(
      async (tx) => [await enqueueMail(tx, key, mail), await enqueueMail(tx, key, mail)],
      database,
    );
    expect(first.created).toBe(true);
    expect(again.map((r) => r.created)).toEqual([false, false]);
    expect(again.map((r) => r.id)).toEqual([first.id, first.id]);
    await eventually(async () => (await jobState('mail.send', first.id))?.state === 'completed');
    const sent = readOutbox(undefined, 'ada@example.com').filter((m) => m.subject === mail.subject);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ text: 'Hello', messageId: messageIdFor(key) });
    expect(messageIdFor(key)).toMatch(/^<[0-9a-f-]{36}@registra\.local>$/);
  });

  it('refuses data its job does not accept, and a key that names no event, before anything is written', async () => {
    await expect(
      withServiceRole(
        (tx) =>
          enqueue(tx, {
            name: 'mail.send',
            key: 'mail:bad',
            data: { key: 'mail:bad', to: 'a@example.com', subject: '', text: 'x' },
          }),
        database,
      ),
    ).rejects.toThrow();
    await expect(
      withServiceRole(
        (tx) => enqueue(tx, { name: 'test.fail', key: ' ', data: { label: 'x', failures: 0 } }),
        database,
      ),
    ).rejects.toThrow();
    expect(await jobState('mail.send', jobIdFor('mail.send', 'mail:bad'))).toBeNull();
  });

  it('retries a job that throws, then fails it and lists it for staff, who run it again (audit-logged)', async () => {
    const key = `test:fails-twice:${randomUUID()}`;
    const { id } = await withServiceRole(
      (tx) => enqueue(tx, { name: 'test.fail', key, data: { label: 'twice', failures: 2 } }),
      database,
    );
    // Run 1 fails → retry (a second later) → run 2 fails → failed for good (retryLimit 1).
    await eventually(async () => (await jobState('test.fail', id))?.state === 'retry');
    const failed = await eventually(async () => {
      const state = await jobState('test.fail', id);
      return state?.state === 'failed' ? state : null;
    });
    expect(failed.retry_count).toBe(1);

    const listed = await asUser(staff.id, (tx) => findJobProblems(tx), database);
    expect(listed.find((job) => job.id === id)).toMatchObject({
      queue: 'test.fail',
      key,
      state: 'failed',
      attempts: 2,
      maxAttempts: 2,
      lastError: 'Test job "twice" fails on purpose (run 2 of 2)',
      failedAt: expect.any(String),
      nextAttemptAt: null,
    });

    // A customer cannot; staff can, once.
    const customerUser = {
      ...staff,
      id: customer,
      email: 'cust@example.com',
      role: 'user' as const,
      isAdmin: false,
    };
    expect(
      await runCommand(retryJob, customerActor(customerUser), { jobId: id }, { database }),
    ).toMatchObject({ ok: false, formError: { key: 'forbidden' } });
    const asStaff = (input: unknown) =>
      runCommand(retryJob, staffActor(staff), input, { database });
    expect(await asStaff({ jobId: 'not-a-job' })).toMatchObject({
      ok: false,
      formError: { key: 'invalidRequest' },
    });
    expect(await asStaff({ jobId: id })).toEqual({ ok: true, data: undefined });
    expect(await asStaff({ jobId: id })).toMatchObject({
      ok: false,
      formError: { key: 'notFailed' },
    });

    // Run 3 succeeds.
    await eventually(async () => (await jobState('test.fail', id))?.state === 'completed');
    const audit = await owner<{
      action: string;
      target_type: string;
      details: unknown;
      actor_email: string;
    }>(
      sql`select action, target_type, details, actor_email from public.audit_log where target_id = ${id}`,
    );
    expect(audit).toEqual([
      {
        action: 'job.retried',
        target_type: 'job',
        details: { queue: 'test.fail', key },
        actor_email: staff.email,
      },
    ]);
    expect(
      (await asUser(staff.id, (tx) => findJobProblems(tx), database)).map((j) => j.id),
    ).not.toContain(id);
  });

  it('lets no API role read or write the queue', async () => {
    for (const claims of [
      { role: 'anon' as const },
      { role: 'authenticated' as const, sub: customer },
      { role: 'service_role' as const },
    ]) {
      await expect(
        withRls(claims, (tx) => query(tx, sql`select id from pgboss.job limit 1`), database),
      ).rejects.toThrow();
      await expect(
        withRls(claims, (tx) => query(tx, sql`delete from pgboss.job`), database),
      ).rejects.toThrow();
    }
    const unprotected = await owner<{ relname: string }>(
      sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'pgboss' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(unprotected).toEqual([]);
    expect(await jobsOf('mail.send')).toBeGreaterThan(0);
  });

  it('keeps the schedules of the registry in the database', async () => {
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual([
      ['careers.sweep-leftovers', '47 * * * *'],
      ['compliance.reminders', '17 6 * * *'],
      ['mailroom.retention', '53 6 * * *'],
      ['outbox.prune', '23 * * * *'],
      ['payments.reconcile', '*/5 * * * *'],
      ['subscriptions.compliance-plan', '41 6 * * *'],
      ['subscriptions.renewals', '29 6 * * *'],
      ['test.tick', '* * * * *'],
      ['uploads.sweep-orphans', '41 * * * *'],
    ]);
  });

  it('tells /api/health how many jobs failed and how long the oldest due job has waited', async () => {
    const before = await queueHealth(database);
    expect(before).toEqual({
      failed: expect.any(Number),
      oldestWaitingSeconds: expect.any(Number),
    });
    const key = `test:health:${randomUUID()}`;
    const { id } = await withServiceRole(
      (tx) => enqueue(tx, { name: 'test.fail', key, data: { label: 'health', failures: 5 } }),
      database,
    );
    await eventually(async () => (await jobState('test.fail', id))?.state === 'failed');
    expect((await queueHealth(database))!.failed).toBe(before!.failed + 1);

    // With no worker taking them (last in this file), due jobs wait: the oldest one's age.
    await queue.boss.offWork('test.fail', { wait: true });
    await withServiceRole(
      (tx) =>
        enqueue(tx, {
          name: 'test.fail',
          key: `test:waiting:${randomUUID()}`,
          data: { label: 'waiting', failures: 0 },
          startAfter: new Date(Date.now() - 90_000),
        }),
      database,
    );
    const waiting = (await queueHealth(database))!.oldestWaitingSeconds;
    expect(waiting).toBeGreaterThanOrEqual(89);
    expect(waiting).toBeLessThan(200);
  });
});
