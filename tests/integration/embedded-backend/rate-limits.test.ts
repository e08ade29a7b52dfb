import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPostgres, query, queryOne, type Database, type DbDriver } from '@/lib/db/database';
import { withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import type { EmbeddedConfig } from '@/lib/embedded-backend/config';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { outboxDir, readOutbox } from '@/lib/mail/mailer';
import { captchaLimiter } from '@/lib/security/captcha/limits';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import {
  PASSWORD,
  SUPABASE_URL,
  tempDir,
  testBackend,
  testClient,
  uniqueEmail,
} from '../support/embedded';
import { expectPermissionDenied } from '../support/permission';
import { mailsSent } from '../support/outbox';

// Issue 23, the scale-out path: the embedded auth's per-address limits (sign-in, sign-up,
// recovery requests, one mail per address) and the captcha's challenge limit used to live in each
// process's memory, so behind N instances they allowed N times as much, and a restart forgot them.
// Here two instances share one database, and a restarted one still counts what came before.
//
// An "instance" is what one server process holds: a backend over its own connection pool on
// PostgreSQL; on PGlite the one database a process may open on its data directory (a second
// process is refused the directory), so there the two instances share it, and a restart closes
// and reopens the directory.

/** The settings every instance shares (they share DATA_DIR, hence the JWT secret), and the clock. */
let clock = Date.now();
const limits: Partial<EmbeddedConfig> = {
  signInPerMinute: 3,
  signUpPerMinute: 3,
  recoverPerHour: 2,
  mailInterval: 60,
  // Far from the per-account throttle: these tests are about the per-address limits.
  signInThrottle: { captchaAfter: 1000, delayAfter: 1000, maxDelaySeconds: 1 },
  now: () => clock,
};

let ipCounter = 0;
/** A client address no other test uses. */
const newIp = () => `198.19.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const error = (result: { error: { status?: number; code?: string; message: string } | null }) =>
  result.error
    ? { status: result.error.status, code: result.error.code, message: result.error.message }
    : null;

const RATE_LIMITED = {
  status: 429,
  code: 'over_request_rate_limit',
  message: 'Request rate limit reached',
};
const EMAIL_RATE_LIMITED = {
  status: 429,
  code: 'over_email_send_rate_limit',
  message: 'Email rate limit exceeded',
};

describe.each(testDrivers())(
  'per-address limits across instances and restarts (%s)',
  (driver: DbDriver) => {
    const dataDir = tempDir('registra-limits-');
    const pgliteDir = tempDir('registra-limits-pglite-');
    let database: Database;
    /** The mails' queue (on `database`: the same database as every instance's pool). */
    let queue: JobQueue;
    /** Connection pools opened for other instances (PostgreSQL), closed at the end. */
    const pools: Database[] = [];

    /** A new server process's view of the database. */
    async function connect(): Promise<Database> {
      if (driver === 'pglite') return database;
      const { name } = (await queryOne<{ name: string }>(
        database.db,
        sql`select current_database() as name`,
      ))!;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const pool = openPostgres(url.toString(), { max: 2 });
      pools.push(pool);
      return pool;
    }

    /** An instance of the app: its own backend (and pool) on the shared database and DATA_DIR. */
    async function instance(): Promise<EmbeddedBackend> {
      return testBackend(await connect(), { dataDir, ...limits });
    }

    /** Every instance stops and one starts again: a fresh backend, pool and (PGlite) database. */
    async function restart(): Promise<EmbeddedBackend> {
      await Promise.all(pools.splice(0).map((pool) => pool.close()));
      if (driver === 'pglite') {
        await queue.stop();
        await database.close();
        database = await openTestDatabase('pglite', { dir: pgliteDir });
        queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
      }
      return instance();
    }

    beforeAll(async () => {
      database = await openTestDatabase(driver, driver === 'pglite' ? { dir: pgliteDir } : {});
      queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    });
    afterAll(async () => {
      await queue?.stop();
      await Promise.all(pools.map((pool) => pool.close()));
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(pgliteDir, { recursive: true, force: true });
    });
    beforeEach(() => {
      clock += 2 * 60 * 60_000; // past every window of an earlier test
    });

    const signUp = (backend: EmbeddedBackend, ip: string) =>
      testClient(backend, ip)
        .auth.signUp({ email: uniqueEmail('limit'), password: PASSWORD })
        .then(error);
    const signIn = (backend: EmbeddedBackend, ip: string) =>
      testClient(backend, ip)
        .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD })
        .then(error);

    it('shares the per-address sign-up limit between two instances, and keeps it after a restart', async () => {
      const [a, b] = [await instance(), await instance()];
      const ip = newIp();
      expect(await signUp(a, ip)).toBeNull();
      expect(await signUp(b, ip)).toBeNull();
      expect(await signUp(a, ip)).toBeNull();
      // The fourth in the minute, on the instance that has seen one: refused all the same.
      expect(await signUp(b, ip)).toEqual(RATE_LIMITED);
      expect(await signUp(a, ip)).toEqual(RATE_LIMITED);
      // Another address is not affected.
      expect(await signUp(b, newIp())).toBeNull();

      const restarted = await restart();
      expect(await signUp(restarted, ip)).toEqual(RATE_LIMITED);
      // The window ends a minute after its first sign-up, whichever instance counts.
      clock += 60_000;
      expect(await signUp(restarted, ip)).toBeNull();
    });

    it('shares the per-address sign-in limit between two instances, and keeps it after a restart', async () => {
      const [a, b] = [await instance(), await instance()];
      const ip = newIp();
      const invalid = {
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      };
      expect(await signIn(a, ip)).toEqual(invalid);
      expect(await signIn(b, ip)).toEqual(invalid);
      expect(await signIn(b, ip)).toEqual(invalid);
      expect(await signIn(a, ip)).toEqual(RATE_LIMITED);
      expect(await signIn(b, ip)).toEqual(RATE_LIMITED);
      expect(await signIn(a, newIp())).toEqual(invalid);

      const restarted = await restart();
      expect(await signIn(restarted, ip)).toEqual(RATE_LIMITED);
      clock += 60_000;
      expect(await signIn(restarted, ip)).toEqual(invalid);
    });

    it('counts sign-ins with a bad body too, and refuses them first once over the limit', async () => {
      const [a, b] = [await instance(), await instance()];
      const ip = newIp();
      const post = (backend: EmbeddedBackend, body: string) =>
        backend.handle(
          new Request(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
            method: 'POST',
            headers: {
              apikey: EMBEDDED_PUBLISHABLE_KEY,
              'content-type': 'application/json',
              'x-forwarded-for': ip,
            },
            body,
          }),
          ['auth', 'v1', 'token'],
        );
      expect((await post(a, '{not json')).status).toBe(400);
      expect(await (await post(b, JSON.stringify({ password: PASSWORD }))).json()).toMatchObject({
        code: 'validation_failed',
      });
      expect(await signIn(a, ip)).toMatchObject({ code: 'invalid_credentials' });
      // Over the limit, the answer is the 429 whatever the body, as before.
      for (const body of [
        '{not json',
        JSON.stringify({ password: PASSWORD }),
        JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
      ]) {
        const response = await post(b, body);
        expect(response.status).toBe(429);
        expect(await response.json()).toEqual({
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        });
      }
    });

    it('shares the recovery limits between two instances: per address an hour, one mail per e-mail address', async () => {
      const [a, b] = [await instance(), await instance()];
      const ip = newIp();
      const recover = (backend: EmbeddedBackend, email: string, from = ip) =>
        testClient(backend, from).auth.resetPasswordForEmail(email).then(error);
      expect(await recover(a, uniqueEmail())).toBeNull();
      expect(await recover(b, uniqueEmail())).toBeNull();
      expect(await recover(a, uniqueEmail())).toEqual(EMAIL_RATE_LIMITED);

      // One mail a minute to one address, whichever instance is asked, and after a restart.
      const email = uniqueEmail('owner');
      expect(await testClient(a).auth.signUp({ email, password: PASSWORD }).then(error)).toBeNull();
      expect(await recover(a, email, newIp())).toBeNull();
      expect(await recover(b, email, newIp())).toEqual({
        status: 429,
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 60 seconds.',
      });
      const restarted = await restart();
      expect(await recover(restarted, email, newIp())).toMatchObject({
        code: 'over_email_send_rate_limit',
      });
      await mailsSent(database);
      expect(readOutbox(outboxDir(dataDir), email)).toHaveLength(1);
      clock += 60_000;
      expect(await recover(restarted, email, newIp())).toBeNull();
      await mailsSent(database);
      expect(readOutbox(outboxDir(dataDir), email)).toHaveLength(2);
    });

    it("shares the captcha's challenge limit between two instances", async () => {
      const [a, b] = [await connect(), await connect()];
      const ip = newIp();
      const now = clock;
      for (let i = 0; i < 60; i++)
        expect((await captchaLimiter(i % 2 ? a : b).consume(ip, now)).allowed).toBe(true);
      expect(await captchaLimiter(a).consume(ip, now + 1_000)).toEqual({
        allowed: false,
        remaining: 0,
        retryAfterSeconds: 59,
      });
      expect((await captchaLimiter(b).consume(ip, now + 1_000)).allowed).toBe(false);
      expect((await captchaLimiter(b).consume(newIp(), now)).allowed).toBe(true);
      // Counted in the database, where a restarted instance reads it too (tests/e2e-scale proves it
      // across two server processes through GET /api/altcha).
      const window = await queryOne<{ hits: number }>(
        database.db,
        sql`select hits from public.form_rate_limits where key = ${`captcha-challenge:${ip}`}`,
      );
      expect(window).toEqual({ hits: 61 });
    });

    it('stores neither IP nor e-mail addresses, and no API role can read or write the windows', async () => {
      const backend = await instance();
      const ip = newIp();
      const email = uniqueEmail('stored');
      await signIn(backend, ip);
      await testClient(backend, ip).auth.resetPasswordForEmail(email);
      const rows = await query<{ key: string }>(database.db, sql`select key from auth.rate_limits`);
      expect(rows.map((r) => r.key.split(':')[0])).toEqual(
        expect.arrayContaining(['sign-in', 'recover', 'mail']),
      );
      const dump = JSON.stringify(rows);
      expect(dump).not.toContain(ip);
      expect(dump).not.toContain(email);
      for (const role of ['anon', 'authenticated', 'service_role'] as const) {
        const claims =
          role === 'authenticated'
            ? { role, sub: '00000000-0000-4000-8000-000000000001' }
            : { role };
        await expectPermissionDenied(
          withRls(claims, (tx) => query(tx, sql`select * from auth.rate_limits`), database),
        );
        await expectPermissionDenied(
          withRls(claims, (tx) => query(tx, sql`delete from auth.rate_limits`), database),
        );
      }
    });
  },
);
