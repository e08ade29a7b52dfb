import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/database';
import type { Locale } from '@/lib/i18n/locales';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { userClaims } from '@/lib/db/rls';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { serviceIds } from '@/lib/catalogue/services';
import { insertContactMessage } from '@/lib/public-forms/contact/queries';
import { listInbox } from '@/lib/public-forms/inbox/queries';
import { submitServiceRequestWith } from '@/lib/public-forms/service-requests/submit';
import { createCaptchaChallenge } from '@/lib/security/captcha/captcha';
import { tempDir } from '../support/embedded';
import { waitForMails } from '../support/outbox';

// Real challenges, solved the way the widget solves them, with the tests' low cost.
process.env.ALTCHA_HMAC_SECRET = 'integration-secret-0123456789abcdef0123456789abcdef';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '5';
process.env.ALTCHA_COUNTER_MAX = '30';

async function solved() {
  const challenge = await createCaptchaChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A client address no other test uses: each test has its own rate-limit bucket. */
const newIp = () => `198.51.100.${randomUUID()}`;

describe.each(testDrivers())('service requests on %s', (driver) => {
  let database: Database;
  let queue: JobQueue;
  let dataDir: string;
  const previousDataDir = process.env.DATA_DIR;
  const admin = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    dataDir = tempDir('service-requests-');
    process.env.DATA_DIR = dataDir;
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${admin}, 'staff@example.com')`,
    );
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${admin}, 'admin')`,
    );
    // The mails are jobs: this queue's worker writes them to the outbox.
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await queue?.stop();
    await database.close();
    process.env.DATA_DIR = previousDataDir;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sends a request as the form would, from `ip`. */
  async function send(
    overrides: Record<string, unknown> = {},
    { ip = newIp(), locale = 'en' as Locale } = {},
  ) {
    const result = await submitServiceRequestWith(
      {
        service: 'companySecretarial',
        country: 'uk',
        name: 'Grace Hopper',
        email: `grace-${randomUUID()}@example.com`,
        phone: '07911 123456',
        message: '',
        altcha: await solved(),
        ...overrides,
      },
      locale,
      { database, ip },
    );
    return { result };
  }

  it('reaches the staff inbox with the service and the country as data, and mails staff and the sender', async () => {
    const email = `ama-${randomUUID()}@example.com`;
    const { result } = await send(
      {
        service: 'virtualOffice',
        country: 'ghana',
        name: 'Ama Owusu',
        email,
        phone: '024 123 4567',
        message: 'We need a business address in Accra with mail scanning.',
      },
      { locale: 'fr' },
    );
    expect(result).toEqual({ ok: true });

    const inbox = await listInbox(userClaims(admin), 'contact', { requestsOnly: true }, database);
    const row = inbox.find((item) => item.email === email);
    expect(row).toMatchObject({
      kind: 'contact',
      topic: 'virtualOffice',
      jurisdiction: 'ghana',
      country: 'GH',
      phone: '+233241234567',
      locale: 'fr',
      status: 'new',
    });
    // Staff narrow the list by service and by country.
    const byService = await listInbox(
      userClaims(admin),
      'contact',
      { topic: 'virtualOffice' },
      database,
    );
    expect(byService.map((item) => item.email)).toContain(email);
    const otherCountry = await listInbox(userClaims(admin), 'contact', { country: 'NG' }, database);
    expect(otherCountry.map((item) => item.email)).not.toContain(email);

    // Two jobs: one mail to staff, one confirmation to the sender in French.
    const outbox = await waitForMails(
      `${dataDir}/outbox`,
      (mail) => mail.to === email || mail.text.includes(email),
      { count: 2 },
    );
    const staff = outbox.find((mail) => mail.text.includes(email) && mail.to !== email);
    expect(staff?.subject).toBe(
      'Service request: Virtual office and business address in Ghana from Ama Owusu',
    );
    expect(staff?.text).toContain('Service: Virtual office and business address (virtualOffice)');
    expect(staff?.text).toContain('Country: Ghana (ghana)');
    const confirmation = outbox.find((mail) => mail.to === email);
    expect(confirmation?.subject).toMatch(/^Nous avons bien reçu votre demande/);
    expect(confirmation?.text).toContain('We need a business address in Accra with mail scanning.');
  });

  it('refuses a request for a service not offered in the country, and stores nothing', async () => {
    const email = `eve-${randomUUID()}@example.com`;
    const { result } = await send({
      service: 'virtualOffice',
      country: 'delaware',
      phone: '',
      email,
    });
    expect(result).toEqual({
      ok: false,
      formError: { key: 'invalidInput' },
      fieldErrors: { service: [{ key: 'serviceNotOffered' }] },
    });
    const inbox = await listInbox(userClaims(admin), 'contact', {}, database);
    expect(inbox.map((item) => item.email)).not.toContain(email);
  });

  it('allows five requests from one address in ten minutes, then refuses with the time left', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await send({}, { ip })).result).toEqual({ ok: true });
    const refused = (await send({}, { ip })).result;
    expect(refused).toMatchObject({
      ok: false,
      formError: { key: 'rateLimited', values: { minutes: 10 } },
    });
    // Another address is not held back, and the contact form keeps its own count.
    expect((await send()).result).toEqual({ ok: true });
  });

  it('keeps the database to what the form can produce', async () => {
    const base = {
      name: 'Ada Okafor',
      email: 'ada@example.ng',
      phone: null,
      message: '',
      locale: 'en' as const,
    };
    const failure = (work: Promise<unknown>) =>
      work.then(
        () => '',
        (e: Error & { cause?: Error }) => `${e.message} ${e.cause?.message ?? ''}`,
      );
    // Every service of the catalogue may be requested: the migration lists them all.
    for (const service of serviceIds)
      expect(
        await failure(
          insertContactMessage(
            { ...base, country: 'NG', topic: service, jurisdiction: 'nigeria' },
            database,
          ),
        ),
      ).toBe('');
    // A request names a service, in the jurisdiction's own country.
    expect(
      await failure(
        insertContactMessage(
          { ...base, country: 'NG', topic: 'pricing', jurisdiction: 'nigeria' },
          database,
        ),
      ),
    ).toMatch(/contact_messages_request_check/);
    expect(
      await failure(
        insertContactMessage(
          { ...base, country: 'GH', topic: 'virtualOffice', jurisdiction: 'nigeria' },
          database,
        ),
      ),
    ).toMatch(/contact_messages_request_check/);
    // A contact message still needs its ten characters.
    expect(
      await failure(insertContactMessage({ ...base, country: 'NG', topic: 'pricing' }, database)),
    ).toMatch(/contact_messages_message_check/);
  });
});
