import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import type { DeliverMail } from '@/lib/embedded-backend/config';
import { linkMailKey } from '@/lib/embedded-backend/mail-tokens';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { jobIdFor } from '@/lib/jobs/keys';
import { messageIdFor } from '@/lib/jobs/mail';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { outboxDir, readOutbox } from '@/lib/mail/mailer';
import {
  ORIGIN,
  PASSWORD,
  signedUpClient,
  testBackend,
  testClient,
  uniqueEmail,
} from '../support/embedded';
import { mailsSent, waitForMails } from '../support/outbox';

jest.setTimeout(90_000);

const RESET_PAGE = `${ORIGIN}/reset-password`;

/**
 * The embedded backend's mails are jobs enqueued in the transaction that creates their link
 * (issue 30): a link never exists without its mail, nor a mail without its link; each is keyed by
 * its link and sent once, after the commit, by the queue.
 */
describe.each(testDrivers())('the embedded backend’s mails as jobs (%s)', (driver) => {
  let database: Database;
  let backend: EmbeddedBackend;
  let queue: JobQueue | null = null;

  const owner = <T extends Record<string, unknown>>(statement: ReturnType<typeof sql>) =>
    query<T>(database.db, statement);
  const mailJobs = (key: string) =>
    owner<{ id: string; state: string; data: Record<string, unknown> }>(
      sql`select id::text as id, state::text as state, data from pgboss.job
          where name = 'mail.send' and singleton_key = ${key}`,
    );
  const usersWith = (email: string) =>
    owner<{ id: string; confirmation_token: string | null; new_email: string | null }>(
      sql`select id::text as id, confirmation_token, email_change as new_email
          from auth.users where lower(email) = lower(${email})`,
    );
  const tokensOf = (userId: string) =>
    owner<{ kind: string }>(
      sql`select kind from auth.mail_tokens where user_id = ${userId}::uuid order by kind`,
    );
  const outbox = () => outboxDir(backend.config.dataDir);
  const mailsTo = async (email: string) => {
    await mailsSent(database);
    return readOutbox(outbox(), email);
  };
  /** The server's own log of the failure (backend.handle logs what it answers 500 to). */
  const quietly = async <T>(fn: () => Promise<T>): Promise<T> => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      return await fn();
    } finally {
      error.mockRestore();
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    backend = testBackend(database, { confirmEmail: true, mailInterval: 0 });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  describe('with no queue to take the mail', () => {
    it('refuses a sign-up and keeps no account and no link', async () => {
      const email = uniqueEmail('noqueue');
      const { error } = await quietly(() =>
        testClient(backend).auth.signUp({ email, password: PASSWORD }),
      );
      expect(error).toMatchObject({ status: 500 });
      expect(await usersWith(email)).toEqual([]);
      expect(readOutbox(outbox(), email)).toEqual([]);
    });

    it('refuses an ADMIN_EMAILS sign-up and keeps no account and no staff request', async () => {
      const email = uniqueEmail('staff-noqueue');
      const staff = testBackend(database, { adminEmails: [email] });
      const { error } = await quietly(() =>
        testClient(staff).auth.signUp({ email, password: PASSWORD }),
      );
      expect(error).toMatchObject({ status: 500 });
      expect(await usersWith(email)).toEqual([]);
      expect(
        await owner(sql`select 1 from public.staff_access_requests where lower(email) = ${email}`),
      ).toEqual([]);
    });

    it('refuses a recovery request for a known address and keeps no link', async () => {
      // Signed up (and confirmed) while a queue runs, then asked for a reset without one.
      queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
      const noConfirm = testBackend(database, { mailInterval: 0 });
      const { email, user } = await signedUpClient(noConfirm);
      await queue.stop();
      queue = null;
      const { error } = await quietly(() =>
        testClient(backend).auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE }),
      );
      expect(error).toMatchObject({ status: 500 });
      expect(await tokensOf(user.id)).toEqual([]);
      const [row] = await owner<{ sent: string | null }>(
        sql`select recovery_sent_at::text as sent from auth.users where id = ${user.id}::uuid`,
      );
      expect(row?.sent).toBeNull();
    });

    it('refuses an e-mail change and a password change, and records neither', async () => {
      queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
      const { email, user } = await signedUpClient(testBackend(database));
      await queue.stop();
      queue = null;
      // Each test backend has a data dir (and JWT secret) of its own: sign in on this one.
      const signedIn = testClient(backend);
      expect((await signedIn.auth.signInWithPassword({ email, password: PASSWORD })).error).toBe(
        null,
      );
      const moved = await quietly(() => signedIn.auth.updateUser({ email: uniqueEmail('moved') }));
      expect(moved.error).toMatchObject({ status: 500 });
      const [row] = await usersWith(email);
      expect(row?.new_email || null).toBeNull();
      expect(await tokensOf(user.id)).toEqual([]);

      const changed = await quietly(() =>
        signedIn.auth.updateUser({ password: 'brand-new-secret-7', current_password: PASSWORD }),
      );
      expect(changed.error).toMatchObject({ status: 500 });
      expect(
        (await testClient(backend).auth.signInWithPassword({ email, password: PASSWORD })).error,
      ).toBeNull();
    });
  });

  describe('with the queue running', () => {
    beforeAll(async () => {
      queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    });

    it('enqueues one confirmation mail keyed by the sign-up’s link, sent once', async () => {
      const email = uniqueEmail('confirm');
      expect((await testClient(backend).auth.signUp({ email, password: PASSWORD })).error).toBe(
        null,
      );
      const [user] = await usersWith(email);
      const key = linkMailKey('auth-confirmation', user!.confirmation_token!);
      const jobs = await mailJobs(key);
      expect(jobs).toEqual([
        expect.objectContaining({
          id: jobIdFor('mail.send', key),
          data: expect.objectContaining({ key, to: email, outbox: outbox() }),
        }),
      ]);

      const [mail] = await waitForMails(outbox(), (m) => m.to === email);
      expect(mail).toMatchObject({
        messageId: messageIdFor(key),
        subject: 'Confirm your e-mail address',
      });
      expect(mail!.text).toContain(`token=${user!.confirmation_token}`);

      // Handed over again (a retried hand-over of the same link): nothing more is sent.
      const again = await withServiceRole(
        (tx) => enqueueMail(tx, key, { to: email, subject: 'again', text: 'again' }),
        database,
      );
      expect(again.created).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('enqueues nothing and keeps no account when the sign-up’s transaction fails after the hand-over', async () => {
      let key = '';
      const failing: DeliverMail = async (tx, mailKey, mail, options) => {
        key = mailKey;
        await enqueueMail(tx, mailKey, mail, options);
        throw new Error('a later step of the transaction failed');
      };
      const broken = testBackend(database, { confirmEmail: true, deliverMail: failing });
      const email = uniqueEmail('rollback');
      const { error } = await quietly(() =>
        testClient(broken).auth.signUp({ email, password: PASSWORD }),
      );
      expect(error).toMatchObject({ status: 500 });
      expect(key).toMatch(/^mail:auth-confirmation:[0-9a-f]{32}$/);
      expect(await mailJobs(key)).toEqual([]);
      expect(await usersWith(email)).toEqual([]);
    });

    it('enqueues the recovery mail keyed by its link, and nothing for an unknown address', async () => {
      const { email } = await signedUpClient(testBackend(database));
      const client = testClient(backend);
      expect(
        (await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE })).error,
      ).toBeNull();
      const unknown = uniqueEmail('nobody');
      expect(
        (await client.auth.resetPasswordForEmail(unknown, { redirectTo: RESET_PAGE })).error,
      ).toBeNull();

      const [mail] = await waitForMails(outbox(), (m) => m.to === email);
      const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token_hash')!;
      const key = linkMailKey('auth-recovery', token);
      expect(mail).toMatchObject({ messageId: messageIdFor(key), subject: 'Reset your password' });
      expect((await mailJobs(key)).map((job) => job.id)).toEqual([jobIdFor('mail.send', key)]);
      expect(await mailsTo(email)).toHaveLength(1);
      expect(await mailsTo(unknown)).toEqual([]);
    });

    it('enqueues the e-mail change mail and the notice to the current address, keyed by the link', async () => {
      const { email } = await signedUpClient(testBackend(database));
      const client = testClient(backend);
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBe(
        null,
      );
      const newEmail = uniqueEmail('moved');
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();

      const [change] = await waitForMails(outbox(), (m) => m.to === newEmail);
      const token = new URL(change!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
      const key = linkMailKey('auth-email-change', token);
      const noticeKey = linkMailKey('auth-email-change-notice', token);
      expect(change).toMatchObject({
        messageId: messageIdFor(key),
        subject: 'Confirm your new e-mail address',
      });
      expect(await mailsTo(email)).toEqual([
        expect.objectContaining({
          messageId: messageIdFor(noticeKey),
          subject: 'A change of your Registra e-mail address was requested',
        }),
      ]);
      expect(await mailsTo(newEmail)).toHaveLength(1);
    });

    it('enqueues the staff access mail of an ADMIN_EMAILS sign-up with it, keyed by its link', async () => {
      const email = uniqueEmail('staff');
      const staff = testBackend(database, { adminEmails: [email] });
      expect((await testClient(staff).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      const [request] = await owner<{ token_hash: string }>(
        sql`select token_hash from public.staff_access_requests where lower(email) = ${email}`,
      );
      const key = `mail:staff-access:${request!.token_hash.slice(0, 32)}`;
      expect((await mailJobs(key)).map((job) => job.id)).toEqual([jobIdFor('mail.send', key)]);
      const [mail] = await waitForMails(outboxDir(staff.config.dataDir), (m) => m.to === email);
      expect(mail).toMatchObject({
        messageId: messageIdFor(key),
        subject: 'Confirm your staff access to Registra',
      });
    });

    it('enqueues the password-changed notice with the change', async () => {
      const { email } = await signedUpClient(testBackend(database));
      const client = testClient(backend);
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBe(
        null,
      );
      expect(
        (
          await client.auth.updateUser({
            password: 'brand-new-secret-7',
            current_password: PASSWORD,
          })
        ).error,
      ).toBeNull();
      const [notice] = await mailsTo(email);
      expect(notice?.subject).toBe('Your Registra password was changed');
      const jobs = await owner<{ key: string }>(
        sql`select singleton_key as key from pgboss.job
            where name = 'mail.send' and data->>'to' = ${email}`,
      );
      expect(jobs).toEqual([{ key: expect.stringMatching(/^mail:auth-password-changed:/) }]);
    });
  });
});
