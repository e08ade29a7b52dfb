import { isAuthApiError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { hashToken } from '@/lib/embedded-backend/mail-tokens';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { outboxDir, readOutbox } from '@/lib/mail/mailer';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import {
  ORIGIN,
  PASSWORD,
  SUPABASE_URL,
  signedUpClient,
  testBackend,
  testClient,
  uniqueEmail,
} from '../support/embedded';
import { mailsSent } from '../support/outbox';

jest.setTimeout(60_000);

const NEW_PASSWORD = 'brand-new-secret-7';
const RESET_PAGE = `${ORIGIN}/reset-password`;

describe.each(testDrivers())(
  'password recovery and user updates through supabase-js (%s)',
  (driver) => {
    let database: Database;
    let backend: EmbeddedBackend;
    let queue: JobQueue;
    // The backend's clock: tests move it past a link's hour instead of waiting.
    let clock = Date.now();

    beforeAll(async () => {
      database = await openTestDatabase(driver);
      // The mails are jobs: the queue's worker writes them to the outbox.
      queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
      backend = testBackend(database, { mailInterval: 0, now: () => clock });
    });
    afterAll(async () => {
      await queue?.stop();
      await database?.close();
    });
    beforeEach(() => {
      clock = Date.now();
    });

    /** The mails to `email`, once the queue has sent every mail enqueued so far. */
    const mailsTo = async (email: string, to: EmbeddedBackend = backend) => {
      await mailsSent(database);
      return readOutbox(outboxDir(to.config.dataDir), email);
    };

    /** The link of the last mail to `email`. */
    async function lastLink(email: string, to: EmbeddedBackend = backend): Promise<URL> {
      const mails = await await mailsTo(email, to);
      expect(mails.length).toBeGreaterThan(0);
      const match = mails.at(-1)!.text.match(/https?:\/\/\S+/);
      expect(match).not.toBeNull();
      return new URL(match![0]);
    }

    async function requestReset(email: string, redirectTo = RESET_PAGE) {
      const { data, error } = await testClient(backend).auth.resetPasswordForEmail(email, {
        redirectTo,
      });
      expect(error).toBeNull();
      expect(data).toEqual({});
      return await lastLink(email);
    }

    it('mails a link to the reset page whose token_hash verifies into a session, once', async () => {
      const { email, user } = await signedUpClient(backend);
      const link = await requestReset(email);
      expect(`${link.origin}${link.pathname}`).toBe(RESET_PAGE);
      expect(link.searchParams.get('type')).toBe('recovery');
      const tokenHash = link.searchParams.get('token_hash')!;
      expect(tokenHash.length).toBeGreaterThanOrEqual(40);
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.html).toContain('Choose a new password');

      // Only a hash of the link's secret is stored.
      const rows = await query<{ token_hash: string }>(
        database.db,
        sql`select token_hash from auth.mail_tokens where user_id = ${user.id}::uuid`,
      );
      expect(rows).toEqual([{ token_hash: hashToken(tokenHash) }]);

      const reader = testClient(backend);
      const { data, error } = await reader.auth.verifyOtp({
        type: 'recovery',
        token_hash: tokenHash,
      });
      expect(error).toBeNull();
      expect(data.session?.access_token).toEqual(expect.any(String));
      expect(data.user).toMatchObject({ id: user.id, email });
      expect((await reader.auth.getUser()).data.user?.id).toBe(user.id);

      const again = await testClient(backend).auth.verifyOtp({
        type: 'recovery',
        token_hash: tokenHash,
      });
      expect(isAuthApiError(again.error)).toBe(true);
      expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
      expect(again.data.session).toBeNull();
    });

    it('refuses a link after its hour with otp_expired', async () => {
      const { email } = await signedUpClient(backend);
      const tokenHash = (await requestReset(email)).searchParams.get('token_hash')!;
      clock += 3601 * 1000;
      const { data, error } = await testClient(backend).auth.verifyOtp({
        type: 'recovery',
        token_hash: tokenHash,
      });
      expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
      expect(data.session).toBeNull();
    });

    it('accepts a link just inside its hour, and only the last link mailed', async () => {
      const { email } = await signedUpClient(backend);
      const first = (await requestReset(email)).searchParams.get('token_hash')!;
      const second = (await requestReset(email)).searchParams.get('token_hash')!;
      expect(
        (await testClient(backend).auth.verifyOtp({ type: 'recovery', token_hash: first })).error,
      ).toMatchObject({ code: 'otp_expired' });
      clock += 3599 * 1000;
      expect(
        (await testClient(backend).auth.verifyOtp({ type: 'recovery', token_hash: second })).error,
      ).toBeNull();
    });

    it('refuses an unknown token and a request without one', async () => {
      const unknown = await testClient(backend).auth.verifyOtp({
        type: 'recovery',
        token_hash: 'x'.repeat(43),
      });
      expect(unknown.error).toMatchObject({ status: 403, code: 'otp_expired' });
      const missing = await backend.handle(
        new Request(`${SUPABASE_URL}/auth/v1/verify`, {
          method: 'POST',
          headers: {
            apikey: EMBEDDED_PUBLISHABLE_KEY,
            'content-type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
          },
          body: JSON.stringify({ type: 'recovery' }),
        }),
        ['auth', 'v1', 'verify'],
      );
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ code: 'validation_failed' });
    });

    it('sets a new password with updateUser: the old one stops working, the new one signs in', async () => {
      const { email } = await signedUpClient(backend);
      const other = testClient(backend);
      const otherSession = (await other.auth.signInWithPassword({ email, password: PASSWORD })).data
        .session!;
      const tokenHash = (await requestReset(email)).searchParams.get('token_hash')!;
      const reader = testClient(backend);
      expect(
        (await reader.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash })).error,
      ).toBeNull();

      const { data, error } = await reader.auth.updateUser({ password: NEW_PASSWORD });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);

      const old = await testClient(backend).auth.signInWithPassword({ email, password: PASSWORD });
      expect(old.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      const fresh = await testClient(backend).auth.signInWithPassword({
        email,
        password: NEW_PASSWORD,
      });
      expect(fresh.error).toBeNull();
      expect(fresh.data.session).not.toBeNull();
      // The change ends the user's other sessions, and keeps the one that made it.
      const refreshed = await other.auth.refreshSession({
        refresh_token: otherSession.refresh_token,
      });
      expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
      expect((await reader.auth.getUser()).error).toBeNull();
    });

    it('refuses the current password as the new one (same_password) and a weak one (weak_password)', async () => {
      const { client } = await signedUpClient(backend);
      const same = await client.auth.updateUser({ password: PASSWORD, current_password: PASSWORD });
      expect(isAuthApiError(same.error)).toBe(true);
      expect(same.error).toMatchObject({
        status: 422,
        code: 'same_password',
        message: 'New password should be different from the old password.',
      });

      const weak = await client.auth.updateUser({ password: 'short1' });
      expect(isAuthWeakPasswordError(weak.error)).toBe(true);
      expect(weak.error).toMatchObject({
        status: 422,
        code: 'weak_password',
        reasons: ['length', 'guessable'],
      });
      const letters = await client.auth.updateUser({ password: 'onlyletters' });
      expect(letters.error).toMatchObject({
        code: 'weak_password',
        reasons: ['characters', 'guessable'],
      });
      // Common and guessable (issue 23, finding 6).
      const common = await client.auth.updateUser({ password: 'Passw0rd' });
      expect(common.error).toMatchObject({ code: 'weak_password', reasons: ['guessable'] });
    });

    it('requires a session to update the user', async () => {
      const response = await backend.handle(
        new Request(`${SUPABASE_URL}/auth/v1/user`, {
          method: 'PUT',
          headers: {
            apikey: EMBEDDED_PUBLISHABLE_KEY,
            'content-type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
          },
          body: JSON.stringify({ password: NEW_PASSWORD }),
        }),
        ['auth', 'v1', 'user'],
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'no_authorization' });
    });

    it('answers an unknown address exactly as a known one, and mails nothing', async () => {
      const { email } = await signedUpClient(backend);
      const unknown = uniqueEmail('nobody');
      const call = (address: string) =>
        backend.handle(
          new Request(
            `${SUPABASE_URL}/auth/v1/recover?redirect_to=${encodeURIComponent(RESET_PAGE)}`,
            {
              method: 'POST',
              headers: {
                apikey: EMBEDDED_PUBLISHABLE_KEY,
                'content-type': 'application/json',
                'X-Supabase-Api-Version': '2024-01-01',
              },
              body: JSON.stringify({ email: address }),
            },
          ),
          ['auth', 'v1', 'recover'],
        );
      const [known, other] = await Promise.all([call(email), call(unknown)]);
      expect(known.status).toBe(200);
      expect(other.status).toBe(known.status);
      expect(await other.text()).toBe(await known.text());
      expect([...other.headers.entries()]).toEqual([...known.headers.entries()]);

      const viaClient = await testClient(backend).auth.resetPasswordForEmail(unknown, {
        redirectTo: RESET_PAGE,
      });
      expect(viaClient).toEqual({ data: {}, error: null });
      expect(await mailsTo(unknown)).toEqual([]);
      expect(await mailsTo(email)).toHaveLength(1);
    });

    it('refuses a malformed address with validation_failed', async () => {
      const { error } = await testClient(backend).auth.resetPasswordForEmail('not-an-address');
      expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
    });

    it('limits recovery mails per address, known or not, with over_email_send_rate_limit', async () => {
      const limited = testBackend(database, { mailInterval: 60, now: () => clock });
      const { email } = await signedUpClient(limited);
      const unknown = uniqueEmail('nobody');
      for (const address of [email, unknown]) {
        expect((await testClient(limited).auth.resetPasswordForEmail(address)).error).toBeNull();
        const again = await testClient(limited).auth.resetPasswordForEmail(address);
        expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      }
      expect(await mailsTo(email, limited)).toHaveLength(1);
      clock += 61 * 1000;
      expect((await testClient(limited).auth.resetPasswordForEmail(email)).error).toBeNull();
      expect(await mailsTo(email, limited)).toHaveLength(2);
    });

    it('limits recovery requests per IP', async () => {
      const limited = testBackend(database, {
        mailInterval: 0,
        recoverPerHour: 2,
        now: () => clock,
      });
      const client = testClient(limited, '198.51.100.9');
      expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
      expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toBeNull();
      expect((await client.auth.resetPasswordForEmail(uniqueEmail())).error).toMatchObject({
        status: 429,
        code: 'over_email_send_rate_limit',
      });
      expect(
        (await testClient(limited, '198.51.100.10').auth.resetPasswordForEmail(uniqueEmail()))
          .error,
      ).toBeNull();
    });

    it('never links a token to another site: a foreign redirect_to falls back to the reset page', async () => {
      const { email } = await signedUpClient(backend);
      const link = await requestReset(email, 'https://evil.example/steal');
      expect(`${link.origin}${link.pathname}`).toBe(RESET_PAGE);
    });

    it('writes the mail in French for the French reset page', async () => {
      const { email } = await signedUpClient(backend);
      const link = await requestReset(email, `${ORIGIN}/fr/reset-password`);
      expect(link.pathname).toBe('/fr/reset-password');
      expect((await mailsTo(email)).at(-1)?.subject).toBe('Réinitialisez votre mot de passe');
    });

    it('changes the e-mail address only once the link mailed to the new address is opened', async () => {
      const { client, email, user } = await signedUpClient(backend);
      const newEmail = uniqueEmail('moved');
      const { data, error } = await client.auth.updateUser(
        { email: newEmail },
        { emailRedirectTo: `${ORIGIN}/account/settings` },
      );
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        email,
        new_email: newEmail,
        email_change_sent_at: expect.any(String),
      });
      expect(
        (await testClient(backend).auth.signInWithPassword({ email, password: PASSWORD })).error,
      ).toBeNull();
      // The current address is told of the request, and holds no link that would switch it.
      expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([
        'A change of your Registra e-mail address was requested',
      ]);
      expect((await mailsTo(email))[0]!.text).toContain(newEmail);
      expect((await mailsTo(email))[0]!.text).not.toContain('/auth/v1/verify');

      const link = await lastLink(newEmail);
      expect((await mailsTo(newEmail)).at(-1)?.subject).toBe('Confirm your new e-mail address');
      const opened = await backend.handle(
        new Request(link),
        link.pathname.split('/').filter(Boolean).slice(2),
      );
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`${ORIGIN}/account/settings`);

      expect(
        (await testClient(backend).auth.signInWithPassword({ email, password: PASSWORD })).error,
      ).toMatchObject({ code: 'invalid_credentials' });
      const moved = await testClient(backend).auth.signInWithPassword({
        email: newEmail,
        password: PASSWORD,
      });
      expect(moved.error).toBeNull();
      expect(moved.data.user).toMatchObject({ id: user.id, email: newEmail });
      expect(moved.data.user?.new_email).toBeUndefined();

      const reopened = await backend.handle(
        new Request(link),
        link.pathname.split('/').filter(Boolean).slice(2),
      );
      expect(reopened.headers.get('location')).toMatch(
        /#error=access_denied&error_code=otp_expired/,
      );
    });

    it('confirms an e-mail change through verifyOtp with type email_change', async () => {
      const { client, user } = await signedUpClient(backend);
      const newEmail = uniqueEmail('otp');
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const token = (await lastLink(newEmail)).searchParams.get('token')!;
      const { data, error } = await testClient(backend).auth.verifyOtp({
        type: 'email_change',
        email: newEmail,
        token,
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id: user.id, email: newEmail });
    });

    it('refuses an address another account holds (email_exists) and a malformed one', async () => {
      const { client } = await signedUpClient(backend);
      const { email: taken } = await signedUpClient(backend);
      expect((await client.auth.updateUser({ email: taken })).error).toMatchObject({
        status: 422,
        code: 'email_exists',
      });
      expect((await client.auth.updateUser({ email: 'nope' })).error).toMatchObject({
        status: 400,
        code: 'validation_failed',
      });
      expect(await mailsTo(taken)).toEqual([]);
    });
  },
);
