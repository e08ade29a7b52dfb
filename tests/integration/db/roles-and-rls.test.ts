import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { query, type Database, type DbTx } from '@/lib/db/database';
import {
  InvalidClaimsError,
  userClaims,
  withRls,
  withServiceRole,
  type JwtClaims,
} from '@/lib/db/rls';
import { profiles, userRoles } from '@/lib/db/schema';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { grantAdmin } from '@/lib/embedded-backend/admins';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { fileSecret } from '@/lib/embedded-backend/config';
import {
  SUPABASE_URL,
  signedUpClient,
  testBackend,
  testClient,
  uniqueEmail,
} from '../support/embedded';

// Opening PGlite takes seconds, more on a busy machine (testTimeout is global in Jest, not per project).
jest.setTimeout(60_000);

describe.each(testDrivers())(
  'roles, get_current_user_role() and row-level security (%s)',
  (driver) => {
    let database: Database;
    let backend: EmbeddedBackend;

    beforeAll(async () => {
      database = await openTestDatabase(driver);
      backend = testBackend(database);
    });
    afterAll(() => database?.close());
    const rls = <T>(claims: JwtClaims, fn: (tx: DbTx) => Promise<T>) =>
      withRls(claims, fn, database);

    it("answers 'user' by default and 'admin' after a grant, through supabase.rpc", async () => {
      const { client, email } = await signedUpClient(backend);
      expect(await client.rpc('get_current_user_role')).toMatchObject({
        data: 'user',
        error: null,
        status: 200,
      });
      expect(await grantAdmin(database.db, email)).toBe('granted');
      expect(await grantAdmin(database.db, email)).toBe('already_admin');
      expect((await client.rpc('get_current_user_role')).data).toBe('admin');
    });

    it("answers 'user' to an anonymous caller", async () => {
      expect((await testClient(backend).rpc('get_current_user_role')).data).toBe('user');
    });

    it('refuses unknown functions and unknown arguments with PGRST202', async () => {
      const client = testClient(backend);
      const missing = await client.rpc('no_such_function');
      expect(missing.status).toBe(404);
      expect(missing.error?.code).toBe('PGRST202');
      const badArg = await client.rpc('get_current_user_role', { nope: 1 });
      expect(badArg.error?.code).toBe('PGRST202');
      const injection = await client.rpc(
        'get_current_user_role"(); drop table public.profiles; --',
      );
      expect(injection.error?.code).toBe('PGRST202');
    });

    it("answers database errors in PostgREST shape without the database's own messages", async () => {
      const { client } = await signedUpClient(backend);
      // Postgres would say: invalid input syntax for type uuid: "x' or 1=1 --" (issue 23, finding 13).
      const badInput = await client.rpc('application_is_paid', { application: "x' or 1=1 --" });
      expect(badInput.status).toBe(400);
      expect(badInput.error).toMatchObject({
        code: '22P02',
        message: 'Invalid input value',
        details: null,
        hint: null,
      });
      expect(JSON.stringify(badInput.error)).not.toMatch(/uuid|syntax|or 1=1/);
      // Anonymous callers are refused without naming the function.
      const anonymous = await testClient(backend).rpc('application_is_paid', {
        application: '00000000-0000-0000-0000-000000000000',
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.error).toMatchObject({
        code: '42501',
        message: 'Permission denied',
        details: null,
        hint: null,
      });
    });

    // ADMIN_EMAILS only offers the role now: tests/integration/embedded-backend/staff-access.test.ts.

    it('lets a user read only their own profile and role, and an admin read all', async () => {
      const alice = await signedUpClient(backend, 'Alice');
      const bob = await signedUpClient(backend, 'Bob');
      const carol = await signedUpClient(backend, 'Carol');
      await grantAdmin(database.db, bob.email);
      await grantAdmin(database.db, carol.email);

      const asAlice = await rls(userClaims(alice.user.id), (tx) => tx.select().from(profiles));
      expect(asAlice.map((p) => p.fullName)).toEqual(['Alice']);
      const bobProfileAsAlice = await rls(userClaims(alice.user.id), (tx) =>
        tx.select().from(profiles).where(eq(profiles.id, bob.user.id)),
      );
      expect(bobProfileAsAlice).toEqual([]);
      const bobRoleAsAlice = await rls(userClaims(alice.user.id), (tx) =>
        tx.select().from(userRoles).where(eq(userRoles.userId, bob.user.id)),
      );
      expect(bobRoleAsAlice).toEqual([]);
      const ownRoleAsBob = await rls(userClaims(bob.user.id), (tx) =>
        tx.select().from(userRoles).where(eq(userRoles.userId, bob.user.id)),
      );
      expect(ownRoleAsBob.map((r) => r.role)).toEqual(['admin']);

      const asAdmin = await rls(userClaims(bob.user.id), (tx) => tx.select().from(profiles));
      expect(asAdmin.map((p) => p.fullName)).toEqual(
        expect.arrayContaining(['Alice', 'Bob', 'Carol']),
      );
      const carolRoleAsAdmin = await rls(userClaims(bob.user.id), (tx) =>
        tx.select().from(userRoles).where(eq(userRoles.userId, carol.user.id)),
      );
      expect(carolRoleAsAdmin).toHaveLength(1);
    });

    it('keeps a user from granting themselves a role or editing another profile', async () => {
      const alice = await signedUpClient(backend, 'Alice');
      const bob = await signedUpClient(backend, 'Bob');
      await expect(
        rls(userClaims(alice.user.id), (tx) =>
          tx.insert(userRoles).values({ userId: alice.user.id, role: 'admin' }),
        ),
      ).rejects.toThrow();
      const updated = await rls(userClaims(alice.user.id), (tx) =>
        tx
          .update(profiles)
          .set({ fullName: 'Mallory' })
          .where(eq(profiles.id, bob.user.id))
          .returning(),
      );
      expect(updated).toEqual([]);
      const own = await rls(userClaims(alice.user.id), (tx) =>
        tx
          .update(profiles)
          .set({ fullName: 'Alice B.' })
          .where(eq(profiles.id, alice.user.id))
          .returning(),
      );
      expect(own.map((p) => p.fullName)).toEqual(['Alice B.']);
    });

    it('denies anonymous callers the tables, and shows service_role everything', async () => {
      await signedUpClient(backend, 'Dora');
      await expect(
        rls({ role: 'anon' }, (tx) => query(tx, sql`select count(*) from public.profiles`)),
      ).rejects.toMatchObject({
        cause: expect.objectContaining({ code: '42501' }), // insufficient_privilege
      });
      const all = await withServiceRole(
        (tx) => query<{ n: number }>(tx, sql`select count(*)::int as n from public.profiles`),
        database,
      );
      expect(all[0]!.n).toBeGreaterThan(0);
    });

    it('refuses claims whose sub is not a UUID before touching the database', async () => {
      await expect(
        withRls({ role: 'authenticated', sub: "x' or 1=1 --" }, async () => 1, database),
      ).rejects.toBeInstanceOf(InvalidClaimsError);
      await expect(
        withRls({ role: 'authenticated' }, async () => 1, database),
      ).rejects.toBeInstanceOf(InvalidClaimsError);
      await expect(
        withRls({ role: 'postgres' as never }, async () => 1, database),
      ).rejects.toBeInstanceOf(InvalidClaimsError);
    });

    it('sees nothing as an authenticated user with a sub that matches no account', async () => {
      await signedUpClient(backend, 'Eve');
      const rows = await rls(userClaims(randomUUID()), (tx) => tx.select().from(profiles));
      expect(rows).toEqual([]);
    });

    it('grants admin through the internal endpoint only with the data dir token', async () => {
      const { client, email } = await signedUpClient(backend);
      const call = (token: string | null) =>
        backend.handle(
          new Request(`${SUPABASE_URL}/internal/admin-grant`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: JSON.stringify({ email }),
          }),
          ['internal', 'admin-grant'],
        );
      expect((await call(null)).status).toBe(401);
      expect((await call('x'.repeat(64))).status).toBe(401);
      expect((await client.rpc('get_current_user_role')).data).toBe('user');
      const ok = await call(fileSecret(backend.config.dataDir, 'internal-token'));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ result: 'granted' });
      expect((await client.rpc('get_current_user_role')).data).toBe('admin');
      const unknown = await backend.handle(
        new Request(`${SUPABASE_URL}/internal/admin-grant`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${fileSecret(backend.config.dataDir, 'internal-token')}`,
          },
          body: JSON.stringify({ email: uniqueEmail('ghost') }),
        }),
        ['internal', 'admin-grant'],
      );
      expect(await unknown.json()).toEqual({ result: 'no_such_user' });
    });
  },
);
