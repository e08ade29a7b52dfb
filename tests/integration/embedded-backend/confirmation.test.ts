import type { Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { outboxDir } from '@/lib/mail/mailer';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { ORIGIN, PASSWORD, testBackend, testClient, uniqueEmail } from '../support/embedded';
import { waitForMails } from '../support/outbox';

// Opening PGlite takes seconds, more on a busy machine (testTimeout is global in Jest, not per project).
jest.setTimeout(60_000);

describe.each(testDrivers())('sign-up with e-mail confirmation (%s)', (driver) => {
  let database: Database;
  let backend: EmbeddedBackend;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    // The mails are jobs: the queue's worker writes them to the outbox.
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    backend = testBackend(database, { confirmEmail: true });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  const mailsTo = (email: string) =>
    waitForMails(outboxDir(backend.config.dataDir), (mail) => mail.to === email);

  async function confirmationLink(email: string): Promise<URL> {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const match = mails[0]!.text.match(/https?:\/\/\S+/);
    expect(match).not.toBeNull();
    return new URL(match![0]);
  }

  it('returns no session, mails a link that confirms and lands on the site root, then signs in', async () => {
    const client = testClient(backend);
    const email = uniqueEmail('confirm');
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Katherine Johnson' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const link = await confirmationLink(email);
    expect(link.origin).toBe(ORIGIN);
    const response = await backend.handle(
      new Request(link),
      link.pathname.split('/').filter(Boolean).slice(2),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${ORIGIN}/`);

    const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email_confirmed_at).toEqual(expect.any(String));

    // A link works once.
    const again = await backend.handle(
      new Request(link),
      link.pathname.split('/').filter(Boolean).slice(2),
    );
    expect(again.headers.get('location')).toMatch(/^http:\/\/localhost:3999\/#error=access_denied/);
  });

  it('writes the mail in French when the sign-up came from a French page', async () => {
    const email = uniqueEmail('fr');
    const response = await backend.handle(
      new Request(`${ORIGIN}/api/sb/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: EMBEDDED_PUBLISHABLE_KEY,
          'content-type': 'application/json',
          referer: `${ORIGIN}/fr/signin`,
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
      ['auth', 'v1', 'signup'],
    );
    expect(response.status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.html).toContain('Confirmer mon adresse e-mail');
  });

  it('does not reveal that a confirmed address already has an account', async () => {
    const email = uniqueEmail('known');
    await testClient(backend).auth.signUp({ email, password: PASSWORD });
    const link = await confirmationLink(email);
    await backend.handle(new Request(link), link.pathname.split('/').filter(Boolean).slice(2));
    const { data, error } = await testClient(backend).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });
});
