import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { messageIdFor } from '@/lib/jobs/mail';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { tempDir } from '../support/embedded';
import { waitForMails } from '../support/outbox';

jest.setTimeout(120_000);

const root = process.cwd();
const child = path.join(
  root,
  'node_modules',
  '.cache',
  'registra-tests',
  'acknowledge-then-die.cjs',
);

/**
 * The server that dies, bundled to plain JavaScript for a Node child process (the tests' own
 * aliases: `@/` by tsconfig's paths, `server-only` a no-op; packages are loaded from node_modules).
 */
beforeAll(async () => {
  mkdirSync(path.dirname(child), { recursive: true });
  await promisify(execFile)(path.join(root, 'node_modules', '.bin', 'esbuild'), [
    'tests/integration/jobs/support/acknowledge-then-die.ts',
    '--bundle',
    '--platform=node',
    '--format=cjs',
    '--packages=external',
    '--alias:server-only=./tests/support/empty-module.cjs',
    `--outfile=${child}`,
    '--log-level=warning',
  ]);
});

/**
 * A mail survives a kill -9 after the acknowledgement (issue 30): the contact form's answer has
 * gone (`ok`), the process is killed before its worker sends the staff mail, and the next server
 * to start its queue sends it, once. Before, the mail was an `after()` task in the dead process's
 * memory and was lost.
 */
describe.each(testDrivers())('a mail whose server is killed after answering, on %s', (driver) => {
  let dataDir: string;
  let database: Database | null = null;
  let queue: JobQueue | null = null;
  let running: ChildProcess | null = null;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(() => {
    dataDir = tempDir('registra-kill-');
    process.env.DATA_DIR = dataDir;
  });
  afterAll(async () => {
    running?.kill('SIGKILL');
    await queue?.stop(1000);
    await database?.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Runs the child until it has answered, then kills it with SIGKILL; its answer. */
  async function answerThenDie(target: string, email: string): Promise<unknown> {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      ALTCHA_HMAC_SECRET: 'integration-secret-0123456789abcdef0123456789abcdef',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MIN: '5',
      ALTCHA_COUNTER_MAX: '30',
    };
    const proc = spawn(process.execPath, [child, target, email], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = proc;
    let stderr = '';
    proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const answer = await new Promise<unknown>((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.startsWith('{"answered"'));
        if (line) resolve((JSON.parse(line) as { answered: unknown }).answered);
      });
      proc.once('exit', (code) => reject(new Error(`The child exited (${code}): ${stderr}`)));
    });
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
    running = null;
    return answer;
  }

  it('is sent once by the next server to start its queue', async () => {
    const email = `ada-${randomUUID()}@example.com`;
    let target: string;
    if (driver === 'pglite') {
      // PGlite: one process per data folder. Migrated here, closed, then the child's alone.
      target = path.join(dataDir, 'db');
      await (await openTestDatabase('pglite', { dir: target })).close();
    } else {
      database = await openTestDatabase('postgres');
      const [{ name }] = (await query<{ name: string }>(
        database.db,
        sql`select current_database() as name`,
      )) as [{ name: string }];
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      target = url.toString();
    }

    expect(await answerThenDie(target, email)).toEqual({ ok: true });
    const outbox = path.join(dataDir, 'outbox');
    expect(readOutbox(outbox)).toEqual([]);

    // The next server: the same database (PGlite reopened after the kill, its lock left behind).
    database ??= await openPglite(target);
    const [message] = await query<{ id: string }>(
      database.db,
      sql`select id from public.contact_messages where email = ${email}`,
    );
    const key = `mail:contact-message:${message!.id}`;
    const [job] = await query<{ state: string }>(
      database.db,
      sql`select state from pgboss.job where name = 'mail.send' and singleton_key = ${key}`,
    );
    expect(job?.state).toBe('created');

    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    const [mail] = await waitForMails(outbox, (m) => m.text.includes(email));
    expect(mail?.messageId).toBe(messageIdFor(key));
    // Once: nothing more after the worker has had time for another look.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(readOutbox(outbox).filter((m) => m.text.includes(email))).toHaveLength(1);
  });
});
