import { randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { openPostgres, query, queryOne, type Database } from '@/lib/db/database';
import { withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import type { EmbeddedConfig } from '@/lib/embedded-backend/config';
import type { ThrottlePolicy } from '@/lib/embedded-backend/sign-in-throttle';
import { createCaptchaChallenge } from '@/lib/security/captcha/captcha';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import {
  PASSWORD,
  SUPABASE_URL,
  signedUpClient,
  testBackend,
  testClient,
  uniqueEmail,
} from '../support/embedded';
import { expectPermissionDenied } from '../support/permission';

// Issue 23, finding 5: guesses are throttled per account (a captcha after a few failures, a
// growing wait per address) instead of a hard lock that any stranger could set off.

// Real ALTCHA challenges, solved as the widget solves them, at the tests' low cost.
process.env.ALTCHA_HMAC_SECRET = 'integration-secret-0123456789abcdef0123456789abcdef';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '5';
process.env.ALTCHA_COUNTER_MAX = '30';

/** A solved challenge, issued at `now` (the backends' clock, which the tests move). */
async function solvedAt(now: number): Promise<string> {
  const challenge = await createCaptchaChallenge(now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const WRONG = 'wrong-password-1';
let ipCounter = 0;
/** A client address no other test uses. */
const newIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** One sign-in through supabase-js from `ip`, with a captcha token when given. */
async function signIn(
  backend: EmbeddedBackend,
  ip: string,
  email: string,
  password: string,
  captchaToken?: string,
) {
  const { data, error } = await testClient(backend, ip).auth.signInWithPassword({
    email,
    password,
    options: captchaToken ? { captchaToken } : undefined,
  });
  return {
    session: data.session,
    error: error ? { status: error.status, code: error.code, message: error.message } : null,
  };
}

const POLICY: ThrottlePolicy = { captchaAfter: 3, delayAfter: 5, maxDelaySeconds: 300 };

describe.each(testDrivers())('sign-in throttle per account (%s)', (driver) => {
  let database: Database;
  let backend: EmbeddedBackend;
  // The backends' clock: tests move it instead of sleeping through a wait.
  let clock = Date.now();
  const jwtSecret = new TextEncoder().encode(randomBytes(32).toString('hex'));
  const throttled = (overrides: Partial<EmbeddedConfig> = {}, on: Database = database) =>
    testBackend(on, { jwtSecret, now: () => clock, signInThrottle: POLICY, ...overrides });

  const solvedCaptcha = () => solvedAt(clock);

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    backend = throttled();
  });
  afterAll(() => database?.close());
  beforeEach(() => {
    clock += 48 * 60 * 60_000; // past any earlier test's failures
  });

  it('30 wrong passwords from 30 addresses do not lock the owner out: with a captcha the right one signs in', async () => {
    // The per-address limit at its default (30 a minute), as when the owner was locked out.
    const limited = throttled({ signInPerMinute: 30 });
    const { email } = await signedUpClient(limited);
    const refusals: (string | undefined)[] = [];
    for (let i = 0; i < 30; i++) {
      // A determined stranger, solving every captcha asked of them.
      const { error } = await signIn(
        limited,
        newIp(),
        email,
        `${WRONG}-${i}`,
        i >= POLICY.captchaAfter ? await solvedCaptcha() : undefined,
      );
      refusals.push(error?.code);
    }
    expect(refusals).toEqual(Array(30).fill('invalid_credentials'));

    const owner = newIp();
    const asked = await signIn(limited, owner, email, PASSWORD);
    expect(asked.error).toEqual({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (no captcha_token found)',
    });
    const signedIn = await signIn(limited, owner, email, PASSWORD, await solvedCaptcha());
    expect(signedIn.error).toBeNull();
    expect(signedIn.session?.user.email).toBe(email);
  });

  it('asks every address for a captcha after three failures on the account, and refuses a bad or replayed one', async () => {
    const { email } = await signedUpClient(backend);
    for (const ip of [newIp(), newIp(), newIp()]) {
      expect((await signIn(backend, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
    }
    const elsewhere = newIp();
    // Even the right password needs the captcha now, from anywhere.
    expect((await signIn(backend, elsewhere, email, PASSWORD)).error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
    });
    expect((await signIn(backend, elsewhere, email, WRONG, 'not-a-captcha')).error).toEqual({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (invalid-input-response)',
    });
    const token = await solvedCaptcha();
    expect((await signIn(backend, elsewhere, email, WRONG, token)).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await signIn(backend, elsewhere, email, PASSWORD, token)).error).toEqual({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (timeout-or-duplicate)',
    });
    expect(
      (await signIn(backend, elsewhere, email, PASSWORD, await solvedCaptcha())).error,
    ).toBeNull();
  });

  it('treats an address without an account like one with an account', async () => {
    const email = uniqueEmail('nobody');
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await signIn(backend, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
    expect((await signIn(backend, ip, email, WRONG)).error?.code).toBe('captcha_failed');
    expect((await signIn(backend, ip, email, WRONG, await solvedCaptcha())).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it("makes one address wait longer after each failure, before any password is checked, up to the cap; other addresses don't wait", async () => {
    const quick = throttled({
      signInThrottle: { captchaAfter: 1000, delayAfter: 2, maxDelaySeconds: 8 },
    });
    const { email } = await signedUpClient(quick);
    const guesser = newIp();
    expect((await signIn(quick, guesser, email, WRONG)).error?.code).toBe('invalid_credentials');
    const waits: number[] = [];
    for (let failure = 2; failure <= 6; failure++) {
      expect((await signIn(quick, guesser, email, WRONG)).error?.code).toBe('invalid_credentials');
      // The right password too: the wait comes before the check, so it tells a guesser nothing.
      const refused = await signIn(quick, guesser, email, PASSWORD);
      expect(refused.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
      const seconds = Number(refused.error!.message.match(/after (\d+) seconds/)?.[1]);
      waits.push(seconds);
      clock += (seconds - 1) * 1000;
      expect((await signIn(quick, guesser, email, WRONG)).error?.code).toBe(
        'over_request_rate_limit',
      );
      clock += 1000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 8]);
    // The owner elsewhere is not kept waiting by the guesser.
    expect((await signIn(quick, newIp(), email, PASSWORD)).error).toBeNull();
  });

  it('answers the wait with a Retry-After header', async () => {
    const quick = throttled({
      signInThrottle: { captchaAfter: 1000, delayAfter: 1, maxDelaySeconds: 60 },
    });
    const email = uniqueEmail('retry');
    const ip = newIp();
    expect((await signIn(quick, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
    const response = await quick.handle(
      new Request(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: EMBEDDED_PUBLISHABLE_KEY,
          'content-type': 'application/json',
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ email, password: WRONG }),
      }),
      ['auth', 'v1', 'token'],
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
  });

  it('starts the count again after a successful sign-in', async () => {
    const quick = throttled({
      signInThrottle: { captchaAfter: 3, delayAfter: 3, maxDelaySeconds: 60 },
    });
    const { email } = await signedUpClient(quick);
    const ip = newIp();
    for (let i = 0; i < 3; i++)
      expect((await signIn(quick, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
    clock += 1000; // the address's first wait
    expect((await signIn(quick, ip, email, PASSWORD)).error?.code).toBe('captcha_failed');
    expect((await signIn(quick, ip, email, PASSWORD, await solvedCaptcha())).error).toBeNull();
    // Neither a captcha nor a wait any more: three failures again before either comes back.
    for (let i = 0; i < 3; i++)
      expect((await signIn(quick, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
    expect((await signIn(quick, ip, email, WRONG)).error?.code).toBe('over_request_rate_limit');
    clock += 1000;
    expect((await signIn(quick, ip, email, WRONG)).error?.code).toBe('captcha_failed');
  });

  it('forgets failures a day after the last one', async () => {
    const { email } = await signedUpClient(backend);
    const ip = newIp();
    for (let i = 0; i < 3; i++) await signIn(backend, ip, email, WRONG);
    expect((await signIn(backend, ip, email, PASSWORD)).error?.code).toBe('captcha_failed');
    clock += 24 * 60 * 60_000;
    expect((await signIn(backend, ip, email, PASSWORD)).error).toBeNull();
  });

  it('counts parallel guesses against each other: none slips past the captcha', async () => {
    const email = uniqueEmail('burst');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(backend, newIp(), email, WRONG)),
    );
    const codes = results.map((r) => r.error?.code).sort();
    expect(codes).toEqual([
      ...Array(9).fill('captcha_failed'),
      ...Array(3).fill('invalid_credentials'),
    ]);
  });

  it('lets one account sign in many times at once: right passwords count for nothing', async () => {
    const { email } = await signedUpClient(backend);
    const ip = newIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => signIn(backend, ip, email, PASSWORD)),
    );
    expect(results.map((r) => r.error)).toEqual(Array(20).fill(null));
  });

  it('holds across two instances on one database, and after a restart', async () => {
    // A second instance: its own connection pool on PostgreSQL (one PGlite has one connection).
    let other: Database = database;
    if (driver === 'postgres') {
      const { name } = (await queryOne<{ name: string }>(
        database.db,
        sql`select current_database() as name`,
      ))!;
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      other = openPostgres(url.toString(), { max: 2 });
    }
    try {
      const policy = { captchaAfter: 3, delayAfter: 2, maxDelaySeconds: 60 };
      const a = throttled({ signInThrottle: policy });
      const b = throttled({ signInThrottle: policy }, other);
      const { email } = await signedUpClient(a);
      const ip = newIp();
      expect((await signIn(a, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
      expect((await signIn(b, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
      // B's failure made the address wait, on A as well.
      expect((await signIn(a, ip, email, WRONG)).error?.code).toBe('over_request_rate_limit');
      clock += 1000;
      expect((await signIn(a, newIp(), email, WRONG)).error?.code).toBe('invalid_credentials');
      // Three failures across both instances: B asks for the captcha, and so does a restarted A.
      expect((await signIn(b, newIp(), email, PASSWORD)).error?.code).toBe('captcha_failed');
      const restarted = throttled({ signInThrottle: policy });
      expect((await signIn(restarted, newIp(), email, PASSWORD)).error?.code).toBe(
        'captcha_failed',
      );
      // A success on B clears the account on A too.
      expect((await signIn(b, ip, email, PASSWORD, await solvedCaptcha())).error).toBeNull();
      expect((await signIn(a, ip, email, WRONG)).error?.code).toBe('invalid_credentials');
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('stores neither e-mail nor client addresses, and no API role can read or write the table', async () => {
    const email = uniqueEmail('stored');
    const ip = newIp();
    await signIn(backend, ip, email, WRONG);
    const rows = await query<Record<string, unknown>>(
      database.db,
      sql`select * from auth.sign_in_failures`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(email);
    expect(dump).not.toContain(ip);
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      const claims =
        role === 'authenticated' ? { role, sub: '00000000-0000-4000-8000-000000000001' } : { role };
      await expectPermissionDenied(
        withRls(claims, (tx) => query(tx, sql`select * from auth.sign_in_failures`), database),
      );
      await expectPermissionDenied(
        withRls(claims, (tx) => query(tx, sql`delete from auth.sign_in_failures`), database),
      );
    }
  });
});
