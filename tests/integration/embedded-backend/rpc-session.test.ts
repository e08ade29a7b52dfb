import { createClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { queryOne, type Database } from '@/lib/db/database';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { EMBEDDED_PUBLISHABLE_KEY } from '@/lib/config/backend';
import { backendFetch, SUPABASE_URL, signedUpClient, testBackend } from '../support/embedded';

jest.setTimeout(60_000);

// Issue 29, finding 2: the RPC endpoint checks the session as GET /auth/v1/user does, and
// delete_my_account is not callable by API roles at all.
describe.each(testDrivers())('the RPC endpoint and the session behind a token (%s)', (driver) => {
  let database: Database;
  let backend: EmbeddedBackend;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    backend = testBackend(database);
  });
  afterAll(() => database?.close());

  /** A client that presents `accessToken` as it is, whatever the auth server thinks of it. */
  const withToken = (accessToken: string) =>
    createClient(SUPABASE_URL, EMBEDDED_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: backendFetch(backend), headers: { Authorization: `Bearer ${accessToken}` } },
    });

  it('refuses a signed-out access token with 403 session_not_found, as GET /user does', async () => {
    const { client, session } = await signedUpClient(backend);
    const holder = withToken(session.access_token);
    expect((await holder.rpc('get_current_user_role')).data).toBe('user');

    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();

    const user = await backendFetch(backend)(`${SUPABASE_URL}/auth/v1/user`, {
      headers: {
        apikey: EMBEDDED_PUBLISHABLE_KEY,
        Authorization: `Bearer ${session.access_token}`,
      },
    });
    expect(user.status).toBe(403);
    const userBody = (await user.json()) as { code: string; message: string };
    expect(userBody.code).toBe('session_not_found');

    const role = await holder.rpc('get_current_user_role');
    expect(role.data).toBeNull();
    expect(role.status).toBe(403);
    expect(role.error).toMatchObject({ code: 'session_not_found', message: userBody.message });
  });

  it('refuses the token of a deleted user with 403 user_not_found', async () => {
    const { user, session } = await signedUpClient(backend);
    await database.db.execute(sql`delete from auth.users where id = ${user.id}::uuid`);
    const role = await withToken(session.access_token).rpc('get_current_user_role');
    expect(role.status).toBe(403);
    expect(role.error).toMatchObject({ code: 'user_not_found' });
  });

  it('does not let a signed-in customer call delete_my_account through the API', async () => {
    const { client, user } = await signedUpClient(backend);
    const call = await client.rpc('delete_my_account');
    expect(call.status).toBe(403);
    expect(call.error).toMatchObject({ code: '42501', message: 'Permission denied' });
    const profile = await queryOne(
      database.db,
      sql`select id from public.profiles where id = ${user.id}::uuid`,
    );
    expect(profile).not.toBeNull();
    const auth = await queryOne(
      database.db,
      sql`select id from auth.users where id = ${user.id}::uuid`,
    );
    expect(auth).not.toBeNull();
  });
});
