import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { SignedInUser } from '@/lib/auth/current-user';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { jobIdFor } from '@/lib/jobs/keys';
import { messageIdFor } from '@/lib/jobs/mail';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { customer } from '@/lib/commands/actor';
import { submitApplication } from '@/lib/commands/applications/submit-application';
import { runCommand } from '@/lib/commands/run';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { tempDir } from '../support/embedded';
import { withFreshUploads } from '../support/uploads';

/**
 * The "application received" mail is a job enqueued in the submission's own transaction (issue
 * 30): kept or lost with the application, sent after the commit by the queue, once.
 */
describe.each(testDrivers())('the confirmation mail of a submission on %s', (driver) => {
  let database: Database;
  let queue: JobQueue | null = null;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const person = (id: string): SignedInUser => ({ id, email: `${id}@example.com`, fullName: '' });
  // Each customer attaches uploads of their own (issue 29, finding 3).
  const submitAs = async (id: string, locale: 'en' | 'fr' = 'en') =>
    runCommand(
      submitApplication,
      customer(person(id)),
      {
        flow: 'nigeria-company',
        data: await withFreshUploads(nigeriaCompanyValid, id, database),
        locale,
      },
      { database },
    );
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  /** A customer whose account was made on a page in `locale` (their profile's language). */
  async function newCustomer(locale: 'en' | 'fr' = 'en'): Promise<string> {
    const id = randomUUID();
    await owner(
      sql`insert into auth.users (id, email, raw_user_meta_data)
          values (${id}, ${`${id}@example.com`}, ${JSON.stringify({ locale })}::jsonb)`,
    );
    return id;
  }

  beforeAll(async () => {
    dataDir = tempDir('registra-submit-mail-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is not sent, and nothing is submitted, when the mail cannot be enqueued', async () => {
    const customer = await newCustomer();
    // No queue in this process: the enqueue throws inside the submission's transaction.
    expect(await submitAs(customer)).toMatchObject({ ok: false, formError: { key: 'unexpected' } });
    const stored = await owner<{ status: string }>(
      sql`select status from public.applications where owner_id = ${customer} and status <> 'draft'`,
    );
    expect(stored).toEqual([]);
  });

  it('is enqueued with the submission, keyed by the application, and sent once in the customer’s language', async () => {
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    const customer = await newCustomer('fr');
    const result = await submitAs(customer, 'fr');
    if (!result.ok) throw new Error(JSON.stringify(result));
    const { applicationId, reference } = result.data;
    const key = `mail:application-received:${applicationId}`;
    const [job] = await owner<{ id: string; data: { to: string; subject: string } }>(
      sql`select id, data from pgboss.job where name = 'mail.send' and singleton_key = ${key}`,
    );
    expect(job!.id).toBe(jobIdFor('mail.send', key));
    expect(job!.data).toMatchObject({
      to: `${customer}@example.com`,
      subject: `Demande ${reference} reçue`,
    });

    const deadline = Date.now() + 20_000;
    let sent = readOutbox(undefined, `${customer}@example.com`);
    while (sent.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      sent = readOutbox(undefined, `${customer}@example.com`);
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      subject: `Demande ${reference} reçue`,
      messageId: messageIdFor(key),
    });
    expect(sent[0]!.text).toContain(`/fr/application-submitted?ref=${reference}`);
  });
});
