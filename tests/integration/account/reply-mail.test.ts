import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { customer } from '@/lib/commands/actor';
import { answerRequest } from '@/lib/commands/applications/answer-request';
import { runCommand } from '@/lib/commands/run';
import type { SignedInUser } from '@/lib/auth/current-user';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { messageIdFor } from '@/lib/jobs/mail';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { staffInbox } from '@/lib/public-forms/staff-inbox';
import { nigeriaCompany } from '@/lib/wizards/definitions/nigeria/company';
import { submitApplication } from '@/lib/wizards/drafts';
import { nigeriaCompanyValid } from '../../fixtures/applications';
import { tempDir } from '../support/embedded';
import { waitForMails } from '../support/outbox';
import { withFreshUploads } from '../support/uploads';

const pdf = () => readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', 'cv.pdf'));

/**
 * Staff's mail about a customer's answer to a request for information is a job enqueued in the
 * answer's transaction (issue 30): none when the answer is refused, one per answer, sent once.
 */
describe.each(testDrivers())('the mail of a customer’s answer on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);

  beforeAll(async () => {
    dataDir = tempDir('registra-reply-mail-');
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

  async function awaitingApplication() {
    const id = randomUUID();
    await owner(sql`insert into auth.users (id, email) values (${id}, ${`${id}@example.com`})`);
    const result = await submitApplication(
      id,
      nigeriaCompany,
      { data: await withFreshUploads(nigeriaCompanyValid, id, database) },
      database,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const app = result.application as typeof result.application & { reference: string };
    for (const status of ['in_review', 'awaiting_customer'])
      await withServiceRole(
        (tx) =>
          tx.execute(sql`update public.applications set status = ${status} where id = ${app.id}`),
        database,
      );
    const user: SignedInUser = { id, email: `${id}@example.com`, fullName: '' };
    const reply = (data: FormData) =>
      runCommand(
        answerRequest,
        customer(user),
        {
          reference: data.get('reference'),
          message: data.get('message'),
          files: data.getAll('files'),
        },
        { database },
      );
    return { app, reply };
  }
  const form = (reference: string, message: string) => {
    const data = new FormData();
    data.set('reference', reference);
    data.set('message', message);
    data.append('files', new File([pdf()], 'receipt.pdf', { type: 'application/pdf' }));
    return data;
  };
  const replyJobs = () =>
    owner<{ key: string }>(
      sql`select singleton_key as key from pgboss.job
          where name = 'mail.send' and singleton_key like 'mail:customer-replied:%'`,
    );

  it('enqueues one mail to staff with the answer, and none for an answer refused', async () => {
    const { app, reply } = await awaitingApplication();
    const before = (await replyJobs()).length;
    expect(await reply(form(app.reference, 'Here is the NIN slip.'))).toEqual({ ok: true });
    const [event] = await owner<{ id: string }>(
      sql`select id::text as id from public.application_events
          where application_id = ${app.id} and type = 'customer_replied'`,
    );
    const key = `mail:customer-replied:${event!.id}`;
    expect((await replyJobs()).map((job) => job.key)).toContain(key);

    const [mail] = await waitForMails(`${dataDir}/outbox`, (m) =>
      m.text.includes('Here is the NIN slip.'),
    );
    expect(mail).toMatchObject({ to: staffInbox(), messageId: messageIdFor(key) });
    expect(mail!.text).toContain(app.reference);

    // No longer awaiting the customer: the second answer is refused, and mails no one.
    expect(await reply(form(app.reference, 'Again, the slip.'))).toMatchObject({
      ok: false,
      formError: { key: 'notAwaiting' },
    });
    expect(await replyJobs()).toHaveLength(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(readOutbox(`${dataDir}/outbox`).filter((m) => m.text.includes('slip'))).toHaveLength(1);
  });
});
