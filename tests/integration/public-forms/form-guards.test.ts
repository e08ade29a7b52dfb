import { randomUUID } from 'node:crypto';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createCaptchaChallenge, verifyCaptcha } from '@/lib/security/captcha/captcha';
import { claimCaptchaNonce } from '@/lib/security/captcha/replay-store';
import { publicAction } from '@/lib/actions/public-action';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls, withServiceRole } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { createSharedRateLimiter } from '@/lib/security/shared-rate-limit';
import { expectPermissionDenied } from '../support/permission';

// Real challenges, solved the way the widget solves them, with the tests' low cost.
process.env.ALTCHA_HMAC_SECRET = 'integration-secret-0123456789abcdef0123456789abcdef';
process.env.ALTCHA_COST = '1';
process.env.ALTCHA_COUNTER_MIN = '5';
process.env.ALTCHA_COUNTER_MAX = '30';

async function solved(challenge: Challenge | Promise<Challenge> = createCaptchaChallenge()) {
  const c = await challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64');
}

/** A solved challenge signed with someone else's secret. */
function forged() {
  return solved(
    createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 7,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
      hmacSignatureSecret: 'not-our-secret',
      hmacKeySignatureSecret: 'not-ours-either',
    }),
  );
}

/** A client address no other test uses: each test has its own rate-limit bucket. */
const newIp = () => `198.51.100.${randomUUID()}`;

describe.each(testDrivers())("the public forms' shared guards on %s", (driver) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => {
    await database.close();
  });

  const nonceRows = (nonce: string) =>
    withServiceRole(
      (tx) =>
        query<{ nonce: string }>(
          tx,
          sql`select nonce from public.captcha_nonces where nonce = ${nonce}`,
        ),
      database,
    );

  describe('captcha nonces', () => {
    it('accepts a solved captcha once and refuses it when replayed', async () => {
      const payload = await solved();
      expect(await verifyCaptcha(payload, { database })).toBe('ok');
      expect(await verifyCaptcha(payload, { database })).toBe('replayed');
    });

    it('lets exactly one of two racing submissions of one captcha through', async () => {
      for (let round = 0; round < 5; round++) {
        const payload = await solved();
        const outcomes = await Promise.all([
          verifyCaptcha(payload, { database }),
          verifyCaptcha(payload, { database }),
        ]);
        expect(outcomes.sort()).toEqual(['ok', 'replayed']);
      }
    });

    it('claims a nonce once when two claims race', async () => {
      const nonce = randomUUID();
      const expires = Date.now() + 60_000;
      const claims = await Promise.all([
        claimCaptchaNonce(nonce, expires, { database }),
        claimCaptchaNonce(nonce, expires, { database }),
      ]);
      expect(claims.sort()).toEqual([false, true]);
    });

    it('lets a nonce whose row has expired be claimed again', async () => {
      const nonce = randomUUID();
      const t0 = Date.now();
      expect(await claimCaptchaNonce(nonce, t0 + 1_000, { now: t0, database })).toBe(true);
      expect(await claimCaptchaNonce(nonce, t0 + 2_000, { now: t0 + 999, database })).toBe(false);
      expect(await claimCaptchaNonce(nonce, t0 + 5_000, { now: t0 + 1_000, database })).toBe(true);
      // The row now holds the new expiry: refused until then.
      expect(await claimCaptchaNonce(nonce, t0 + 9_000, { now: t0 + 4_999, database })).toBe(false);
    });

    it('sweeps expired nonces now and then, and keeps live ones', async () => {
      const old = randomUUID();
      const live = randomUUID();
      expect(await claimCaptchaNonce(old, Date.now() + 1_000, { database })).toBe(true);
      // A clock far ahead of every earlier sweep in this process, so this claim sweeps.
      const later = Date.now() + 24 * 3_600_000 * (driver === 'pglite' ? 1 : 2);
      await claimCaptchaNonce(live, later + 60_000, { now: later, database });
      expect(await nonceRows(old)).toEqual([]);
      expect(await nonceRows(live)).toEqual([{ nonce: live }]);
    });
  });

  describe('rate limit', () => {
    const limiter = (limit: number, windowMs = 60_000, name = 'test') =>
      createSharedRateLimiter({ name, limit, windowMs, database });

    it('allows the limit within a window, then refuses with the time left', async () => {
      const l = limiter(3);
      const ip = newIp();
      const t0 = Date.now();
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push(await l.consume(ip, t0 + i));
      expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
        [true, 2],
        [true, 1],
        [true, 0],
      ]);
      expect(await l.consume(ip, t0 + 10_000)).toEqual({
        allowed: false,
        remaining: 0,
        retryAfterSeconds: 50,
      });
      expect((await l.consume(ip, t0 + 59_001)).retryAfterSeconds).toBe(1);
    });

    it('opens a new window once the old one has passed', async () => {
      const l = limiter(1, 1_000);
      const ip = newIp();
      const t0 = Date.now();
      expect((await l.consume(ip, t0)).allowed).toBe(true);
      expect((await l.consume(ip, t0 + 999)).allowed).toBe(false);
      expect(await l.consume(ip, t0 + 1_000)).toEqual({
        allowed: true,
        remaining: 0,
        retryAfterSeconds: 1,
      });
      expect((await l.consume(ip, t0 + 1_500)).allowed).toBe(false);
    });

    it('counts each address and each form on its own', async () => {
      const [a, b] = [newIp(), newIp()];
      const contact = limiter(1, 60_000, 'contact');
      const careers = limiter(1, 60_000, 'careers');
      expect((await contact.consume(a)).allowed).toBe(true);
      expect((await contact.consume(b)).allowed).toBe(true);
      expect((await careers.consume(a)).allowed).toBe(true);
      expect((await contact.consume(a)).allowed).toBe(false);
    });

    it('never lets more than the limit through when attempts race', async () => {
      const l = limiter(5);
      const ip = newIp();
      const decisions = await Promise.all(Array.from({ length: 20 }, () => l.consume(ip)));
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect(decisions.map((d) => d.remaining).sort()).toEqual([
        ...Array<number>(16).fill(0),
        1,
        2,
        3,
        4,
      ]);
    });
  });

  it('keeps visitors and signed-in users out of both tables', async () => {
    const user = randomUUID();
    await database.db.execute(
      sql`insert into auth.users (id, email) values (${user}, ${`${user}@example.com`})`,
    );
    for (const claims of [{ role: 'anon' as const }, userClaims(user)]) {
      for (const table of ['captcha_nonces', 'form_rate_limits']) {
        await expectPermissionDenied(
          withRls(claims, (tx) => query(tx, sql`select * from public.${sql.raw(table)}`), database),
        );
        await expectPermissionDenied(
          withRls(claims, (tx) => query(tx, sql`delete from public.${sql.raw(table)}`), database),
        );
      }
      await expectPermissionDenied(
        withRls(
          claims,
          (tx) =>
            query(
              tx,
              sql`insert into public.captcha_nonces (nonce, expires_at) values ('mine', now())`,
            ),
          database,
        ),
      );
      await expectPermissionDenied(
        withRls(
          claims,
          (tx) => query(tx, sql`update public.form_rate_limits set hits = 1`),
          database,
        ),
      );
    }
  });

  describe('publicAction', () => {
    const schema = z.object({ name: z.string().min(1, 'nameRequired'), altcha: z.string() });

    /** The path with a real captcha and limiter on the test database; `stored` collects writes. */
    function form(
      input: unknown,
      {
        ip = newIp(),
        limit = 5,
        stored = [] as string[],
        check,
        mutate,
      }: {
        ip?: string;
        limit?: number;
        stored?: string[];
        check?: () => Promise<{ ok: true; extra: undefined }>;
        mutate?: () => Promise<string>;
      } = {},
    ) {
      return publicAction({
        name: 'test',
        limiter: createSharedRateLimiter({ name: 'form', limit, windowMs: 600_000, database }),
        schema,
        captcha: (v) => v.altcha,
        check,
        mutate:
          mutate ??
          (async (values) => {
            stored.push(values.name);
            return `id-${stored.length}`;
          }),
        database,
      })(input, { ip });
    }

    // The mails a submission causes are jobs its `mutate` enqueues in the same transaction:
    // tests/integration/public-forms/mails.test.ts.
    it('stores a valid submission', async () => {
      const stored: string[] = [];
      expect(await form({ name: 'Ada', altcha: await solved() }, { stored })).toEqual({
        ok: true,
      });
      expect(stored).toEqual(['Ada']);
    });

    it('answers field messages for invalid input and stores nothing', async () => {
      const stored: string[] = [];
      expect(await form({ name: '', altcha: await solved() }, { stored })).toEqual({
        ok: false,
        formError: { key: 'invalidInput' },
        fieldErrors: { name: [{ key: 'nameRequired' }] },
      });
      expect(stored).toEqual([]);
    });

    it('refuses a missing, forged or replayed captcha with its own message', async () => {
      const stored: string[] = [];
      expect(await form({ name: 'Ada', altcha: '' }, { stored })).toEqual({
        ok: false,
        formError: { key: 'captchaMissing' },
      });
      expect(await form({ name: 'Ada', altcha: await forged() }, { stored })).toEqual({
        ok: false,
        formError: { key: 'captchaInvalid' },
      });
      const payload = await solved();
      expect(await form({ name: 'Ada', altcha: payload }, { stored })).toEqual({ ok: true });
      expect(await form({ name: 'Ada', altcha: payload }, { stored })).toEqual({
        ok: false,
        formError: { key: 'captchaReplayed' },
      });
      expect(stored).toEqual(['Ada']);
    });

    it('does not count posts without a verified captcha against the address', async () => {
      const ip = newIp();
      const stored: string[] = [];
      const replayed = await solved();
      expect((await form({ name: 'Ada', altcha: replayed }, { ip, limit: 2, stored })).ok).toBe(
        true,
      );
      // Junk from the same (shared) address: no captcha, forged, replayed, unreadable input.
      const junk = [
        { name: 'Bot', altcha: '' },
        { name: 'Bot', altcha: await forged() },
        { name: 'Bot', altcha: replayed },
        { name: 'Bot', altcha: 'bm90IGpzb24=' },
        { name: '', altcha: await solved() },
        'not even an object',
      ];
      for (const input of junk) expect((await form(input, { ip, limit: 2 })).ok).toBe(false);
      // The second genuine submission is still within the limit of 2.
      expect(
        await form({ name: 'Grace', altcha: await solved() }, { ip, limit: 2, stored }),
      ).toEqual({ ok: true });
      expect(stored).toEqual(['Ada', 'Grace']);
    });

    it('refuses a verified attempt over the limit with the seconds left, before the extra checks', async () => {
      const ip = newIp();
      const stored: string[] = [];
      let checks = 0;
      const check = async () => {
        checks += 1;
        return { ok: true as const, extra: undefined };
      };
      for (const name of ['Ada', 'Grace'])
        expect(
          await form({ name, altcha: await solved() }, { ip, limit: 2, stored, check }),
        ).toEqual({ ok: true });
      const refused = await form({ name: 'Eve', altcha: await solved() }, { ip, limit: 2, check });
      expect(refused).toEqual({
        ok: false,
        formError: { key: 'rateLimited', values: { minutes: 10 } },
        retryAfterSeconds: expect.any(Number),
      });
      const seconds = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(seconds).toBeGreaterThan(590);
      expect(seconds).toBeLessThanOrEqual(600);
      expect(checks).toBe(2);
      expect(stored).toEqual(['Ada', 'Grace']);
    });

    it('never throws: a failure while storing becomes serverError', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const mutate = async (): Promise<string> => {
          throw new Error('database down');
        };
        expect(await form({ name: 'Ada', altcha: await solved() }, { mutate })).toEqual({
          ok: false,
          formError: { key: 'serverError' },
        });
        expect(error).toHaveBeenCalledWith('[forms] test failed:', expect.any(Error));
      } finally {
        error.mockRestore();
      }
    });
  });
});
