import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { jobIdFor } from '@/lib/jobs/keys';
import { messageIdFor } from '@/lib/jobs/mail';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { readOutbox } from '@/lib/mail/mailer';
import { submitCareerApplication } from '@/lib/public-forms/careers/apply';
import { enqueueContactMessageMail } from '@/lib/public-forms/contact/notify';
import { staffInbox } from '@/lib/public-forms/staff-inbox';
import { insertContactMessage, type NewContactMessage } from '@/lib/public-forms/contact/queries';
import { submitContactMessageWith } from '@/lib/public-forms/contact/submit';
import { submitServiceRequestWith } from '@/lib/public-forms/service-requests/submit';
import { createCaptchaChallenge } from '@/lib/security/captcha/captcha';
import { createLocalStorage } from '@/lib/storage/storage';
import { tempDir } from '../support/embedded';
import { waitForMails } from '../support/outbox';

process.env.ALTCHA_HMAC_SECRET = 'integration-secret-0123456789abcdef0123456789abcdef';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '5';
process.env.ALTCHA_COUNTER_MAX = '30';

async function solved() {
  const challenge = await createCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
const newIp = () => `198.51.100.${randomUUID()}`;
const fixture = (name: string) =>
  Uint8Array.from(readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'careers', name)));

/**
 * The public forms' mails are jobs enqueued in the transaction that stores the submission (issue
 * 30): a submission and its mails are kept or lost together, each mail is sent once per
 * submission (its key), after the commit, by the queue.
 */
describe.each(testDrivers())('the public forms’ mails on %s', (driver) => {
  let database: Database;
  let queue: JobQueue | null = null;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const outbox = () => `${dataDir}/outbox`;
  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const mailJobs = (key: string) =>
    owner<{ id: string; state: string }>(
      sql`select id, state from pgboss.job where name = 'mail.send' and singleton_key = ${key}`,
    );
  const messagesFrom = async (email: string) =>
    owner<{ id: string }>(sql`select id from public.contact_messages where email = ${email}`);
  const contact = async (email: string) =>
    submitContactMessageWith(
      {
        name: 'Ada Okafor',
        email,
        phone: '',
        country: 'NG',
        topic: 'company',
        message: 'I would like to register a private company in Lagos.',
        altcha: await solved(),
      },
      'fr',
      { database, ip: newIp() },
    );

  beforeAll(async () => {
    dataDir = tempDir('registra-form-mails-');
    process.env.DATA_DIR = dataDir;
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores no message when its mail cannot be enqueued, and says so', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const email = `nobody-${randomUUID()}@example.com`;
      // No queue in this process: the enqueue throws inside the message's transaction.
      expect(await contact(email)).toEqual({ ok: false, formError: { key: 'serverError' } });
      expect(await messagesFrom(email)).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });

  it('enqueues the staff mail of a contact message with it, sent once, as it was written', async () => {
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    const email = `ada-${randomUUID()}@example.com`;
    expect(await contact(email)).toEqual({ ok: true });
    const [{ id }] = (await messagesFrom(email)) as [{ id: string }];
    const key = `mail:contact-message:${id}`;
    expect((await mailJobs(key)).map((job) => job.id)).toEqual([jobIdFor('mail.send', key)]);

    const [mail] = await waitForMails(outbox(), (m) => m.text.includes(email));
    expect(mail).toMatchObject({
      to: staffInbox(),
      messageId: messageIdFor(key),
      subject: expect.stringContaining('Ada Okafor'),
    });
    expect(mail!.text).toContain(`(reference ${id})`);

    // The same event enqueued again (a retried request) adds no job and sends nothing more.
    const message: NewContactMessage = {
      name: 'Ada Okafor',
      email,
      phone: null,
      country: 'NG',
      topic: 'company',
      message: 'I would like to register a private company in Lagos.',
      locale: 'fr',
    };
    const again = await withServiceRole(
      (tx) => enqueueContactMessageMail(tx, id, message),
      database,
    );
    expect(again).toBeUndefined();
    expect(await mailJobs(key)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(readOutbox(outbox()).filter((m) => m.text.includes(email))).toHaveLength(1);
  });

  it('enqueues nothing when the message’s transaction rolls back', async () => {
    const email = `eve-${randomUUID()}@example.com`;
    const message: NewContactMessage = {
      name: 'Eve Adams',
      email,
      phone: null,
      country: 'NG',
      topic: 'company',
      message: 'A message whose transaction fails after its mail is enqueued.',
      locale: 'en',
    };
    let key = '';
    await expect(
      insertContactMessage(message, database, async (tx, id) => {
        key = `mail:contact-message:${id}`;
        await enqueueContactMessageMail(tx, id, message);
        throw new Error('a later step of the transaction failed');
      }),
    ).rejects.toThrow('a later step');
    expect(key).not.toBe('');
    expect(await mailJobs(key)).toEqual([]);
    expect(await messagesFrom(email)).toEqual([]);
  });

  it('enqueues a service request’s two mails, to staff and to the sender in their language', async () => {
    const email = `ama-${randomUUID()}@example.com`;
    const result = await submitServiceRequestWith(
      {
        service: 'virtualOffice',
        country: 'ghana',
        name: 'Ama Owusu',
        email,
        phone: '',
        message: '',
        altcha: await solved(),
      },
      'fr',
      { database, ip: newIp() },
    );
    expect(result).toEqual({ ok: true });
    const [{ id }] = (await messagesFrom(email)) as [{ id: string }];
    expect(await mailJobs(`mail:service-request:${id}`)).toHaveLength(1);
    expect(await mailJobs(`mail:service-request-received:${id}`)).toHaveLength(1);
    const mails = await waitForMails(outbox(), (m) => m.to === email || m.text.includes(email), {
      count: 2,
    });
    expect(mails.find((m) => m.to === email)).toMatchObject({
      messageId: messageIdFor(`mail:service-request-received:${id}`),
      subject: expect.stringMatching(/^Nous avons bien reçu votre demande/),
    });
    expect(mails.find((m) => m.to !== email)?.messageId).toBe(
      messageIdFor(`mail:service-request:${id}`),
    );
  });

  it('enqueues the staff mail of a career application with it', async () => {
    const email = `kwame-${randomUUID()}@example.com`;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      openingId: 'compliance-associate-accra',
      name: 'Kwame Mensah',
      email,
      phone: '024 123 4567',
      coverLetter:
        'I have prepared annual returns for forty Ghanaian companies and would love to do more.',
      altcha: await solved(),
      locale: 'en',
    }))
      form.set(name, value);
    form.set('cv', new File([fixture('cv.pdf')], 'kwame-cv.pdf', { type: 'application/pdf' }));
    const storage = createLocalStorage('career-applications', tempDir('registra-cvs-'));
    expect(await submitCareerApplication({ database, storage })(form, { ip: newIp() })).toEqual({
      ok: true,
    });
    const [{ id }] = (await owner<{ id: string }>(
      sql`select id from public.career_applications where email = ${email}`,
    )) as [{ id: string }];
    const key = `mail:career-application:${id}`;
    expect(await mailJobs(key)).toHaveLength(1);
    const [mail] = await waitForMails(outbox(), (m) => m.text.includes(email));
    expect(mail?.messageId).toBe(messageIdFor(key));
    expect(mail?.text).toContain('kwame-cv.pdf');
  });
});
