import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { userClaims, withRls } from '@/lib/db/rls';
import { openTestDatabase, testDrivers } from '@/lib/db/testing';
import { applyAdminEmails } from '@/lib/embedded-backend/admins';
import type { EmbeddedBackend } from '@/lib/embedded-backend/backend';
import { startJobQueue, type JobQueue } from '@/lib/jobs/queue';
import { outboxDir, readOutbox } from '@/lib/mail/mailer';
import { ORIGIN, PASSWORD, signedUpClient, testBackend, testClient } from '../support/embedded';
import { mailsSent } from '../support/outbox';

jest.setTimeout(60_000);

const OWNER_PASSWORD = 'owner-chose-this-9';

// Issue 29, finding 1: staff rights go only to an address proven by a link mailed to it.
describe.each(testDrivers())('staff access needs the link mailed to the address (%s)', (driver) => {
  let database: Database;
  let backend: EmbeddedBackend;
  let confirming: EmbeddedBackend;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    // The mails are jobs: the queue's worker writes them to the outbox.
    queue = await startJobQueue(database, { pollingIntervalSeconds: 0.5 });
    backend = testBackend(database, {
      adminEmails: ['boss@example.com', 'chief@example.com', 'later@example.com'],
    });
    // Customers must confirm their address here; the staff rule is the same either way.
    confirming = testBackend(database, {
      confirmEmail: true,
      adminEmails: ['head@example.com'],
      mailInterval: 0,
    });
  });
  afterAll(async () => {
    await queue?.stop();
    await database?.close();
  });

  /** The mails to `email`, once the queue has sent every mail enqueued so far. */
  const mails = async (email: string, from: EmbeddedBackend = backend) => {
    await mailsSent(database);
    return readOutbox(outboxDir(from.config.dataDir), email);
  };

  /** The link of the last mail to `email` whose subject is `subject`. */
  async function linkOf(
    email: string,
    subject: string,
    from: EmbeddedBackend = backend,
  ): Promise<URL> {
    const mail = (await mails(email, from)).filter((m) => m.subject === subject).at(-1);
    expect(mail).toBeDefined();
    return new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  }
  const staffLink = (email: string, from?: EmbeddedBackend) =>
    linkOf(email, 'Confirm your staff access to Registra', from);

  const roles = (userId: string) =>
    query<{ role: string }>(
      database.db,
      sql`select role::text as role from public.user_roles where user_id = ${userId}::uuid`,
    );

  it('keeps an ADMIN_EMAILS sign-up a customer until its owner, signed in, follows the link mailed to the address', async () => {
    const client = testClient(backend);
    const { data, error } = await client.auth.signUp({
      email: 'Boss@Example.com',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    // Whoever signed up first with the address is not staff by doing so.
    expect((await client.rpc('get_current_user_role')).data).toBe('user');
    expect(await roles(data.user!.id)).toEqual([]);

    const link = await staffLink('boss@example.com');
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/account/staff-access`);
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Only a hash of the link's secret is stored.
    const stored = await query<{ token_hash: string }>(
      database.db,
      sql`select token_hash from public.staff_access_requests where user_id = ${data.user!.id}::uuid`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);

    // The link is no use to anyone else: another account, or nobody signed in.
    const other = await signedUpClient(backend);
    expect((await other.client.rpc('confirm_staff_access', { token })).data).toBe('invalid');
    expect((await other.client.rpc('get_current_user_role')).data).toBe('user');
    const anonymous = await testClient(backend).rpc('confirm_staff_access', { token });
    expect(anonymous.status).toBe(401);

    // The account's owner, signed in, follows it: the role is theirs, once.
    expect((await client.rpc('confirm_staff_access', { token })).data).toBe('granted');
    expect((await client.rpc('get_current_user_role')).data).toBe('admin');
    expect((await client.rpc('confirm_staff_access', { token })).data).toBe('invalid');
    const audit = await query<{ action: string; actor_id: string; details: object }>(
      database.db,
      sql`select action, actor_id::text as actor_id, details from public.audit_log where target_id = ${data.user!.id}`,
    );
    expect(audit).toEqual([
      {
        action: 'user_role.granted',
        actor_id: data.user!.id,
        details: { email: 'boss@example.com', role: 'admin', requested_by: null },
      },
    ]);
  });

  it('refuses a link that expired, or whose account changed its address since', async () => {
    const first = testClient(backend);
    const chief = await first.auth.signUp({ email: 'chief@example.com', password: PASSWORD });
    const token = (await staffLink('chief@example.com')).searchParams.get('token')!;
    await database.db.execute(
      sql`update public.staff_access_requests set expires_at = now() - interval '1 second' where user_id = ${chief.data.user!.id}::uuid`,
    );
    expect((await first.rpc('confirm_staff_access', { token })).data).toBe('invalid');

    const second = testClient(backend);
    const later = await second.auth.signUp({ email: 'later@example.com', password: PASSWORD });
    const laterToken = (await staffLink('later@example.com')).searchParams.get('token')!;
    await database.db.execute(
      sql`update auth.users set email = 'moved@example.com' where id = ${later.data.user!.id}::uuid`,
    );
    expect((await second.rpc('confirm_staff_access', { token: laterToken })).data).toBe('invalid');
    expect((await second.rpc('get_current_user_role')).data).toBe('user');
  });

  it('at start mails each ADMIN_EMAILS account without the role one link, not one per start', async () => {
    const { client, email, user } = await signedUpClient(backend);
    await applyAdminEmails(database, [email.toUpperCase(), 'nobody-yet@example.com'], {
      origin: ORIGIN,
      outbox: outboxDir(backend.config.dataDir),
    });
    await applyAdminEmails(database, [email], {
      origin: ORIGIN,
      outbox: outboxDir(backend.config.dataDir),
    });
    expect((await mails(email)).filter((m) => m.subject.includes('staff access'))).toHaveLength(1);
    expect((await client.rpc('get_current_user_role')).data).toBe('user');
    const token = (await staffLink(email)).searchParams.get('token')!;
    expect((await client.rpc('confirm_staff_access', { token })).data).toBe('granted');
    expect(await roles(user.id)).toEqual([{ role: 'admin' }]);
  });

  it('lets no API role grant the role: neither an admin inserting it nor a call to request_staff_access', async () => {
    const admin = await signedUpClient(backend, 'Ada Admin');
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${admin.user.id}::uuid, 'admin')`,
    );
    const target = await signedUpClient(backend, 'Tess Target');
    await expect(
      withRls(
        userClaims(admin.user.id),
        (tx) =>
          tx.execute(
            sql`insert into public.user_roles (user_id, role) values (${target.user.id}::uuid, 'admin')`,
          ),
        database,
      ),
    ).rejects.toThrow();
    // Nor by moving their own role to another account.
    await expect(
      withRls(
        userClaims(admin.user.id),
        (tx) =>
          tx.execute(
            sql`update public.user_roles set user_id = ${target.user.id}::uuid where user_id = ${admin.user.id}::uuid`,
          ),
        database,
      ),
    ).rejects.toThrow();
    const asked = await admin.client.rpc('request_staff_access', {
      target_email: target.email,
      token_sha256: 'a'.repeat(64),
      valid_for_seconds: 3600,
    });
    expect(asked.status).toBe(403);
    expect(asked.error).toMatchObject({ code: '42501' });
    expect(await roles(target.user.id)).toEqual([]);
    // Staff may still revoke.
    await database.db.execute(
      sql`insert into public.user_roles (user_id, role) values (${target.user.id}::uuid, 'admin')`,
    );
    await withRls(
      userClaims(admin.user.id),
      (tx) =>
        tx.execute(sql`delete from public.user_roles where user_id = ${target.user.id}::uuid`),
      database,
    );
    expect(await roles(target.user.id)).toEqual([]);
  });

  it('gives an unconfirmed account to the last sign-up: the earlier password never works, whoever confirms', async () => {
    // A stranger signs up first with the owner's address and a password of their own.
    const stranger = testClient(confirming);
    expect(
      (await stranger.auth.signUp({ email: 'head@example.com', password: PASSWORD })).error,
    ).toBeNull();
    const strangerLink = await linkOf(
      'head@example.com',
      'Confirm your e-mail address',
      confirming,
    );

    // The owner signs up later with theirs, and confirms with the link they receive.
    const owner = testClient(confirming);
    const signedUp = await owner.auth.signUp({
      email: 'head@example.com',
      password: OWNER_PASSWORD,
      options: { data: { full_name: 'Hana Head' } },
    });
    expect(signedUp.error).toBeNull();
    const ownerLink = await linkOf('head@example.com', 'Confirm your e-mail address', confirming);
    expect(ownerLink.toString()).not.toBe(strangerLink.toString());
    const follow = (link: URL) =>
      confirming.handle(new Request(link), link.pathname.split('/').filter(Boolean).slice(2));
    // The stranger's link died with their password.
    expect((await follow(strangerLink)).headers.get('location')).toMatch(/#error=access_denied/);
    expect((await follow(ownerLink)).headers.get('location')).toBe(`${ORIGIN}/`);

    const byStranger = await testClient(confirming).auth.signInWithPassword({
      email: 'head@example.com',
      password: PASSWORD,
    });
    expect(byStranger.error).toMatchObject({ code: 'invalid_credentials' });
    const byOwner = await owner.auth.signInWithPassword({
      email: 'head@example.com',
      password: OWNER_PASSWORD,
    });
    expect(byOwner.error).toBeNull();
    expect(byOwner.data.user?.user_metadata.full_name).toBe('Hana Head');
    // And still a customer until the staff link is followed.
    expect((await owner.rpc('get_current_user_role')).data).toBe('user');
    const token = (await staffLink('head@example.com', confirming)).searchParams.get('token')!;
    expect((await owner.rpc('confirm_staff_access', { token })).data).toBe('granted');
    expect((await owner.rpc('get_current_user_role')).data).toBe('admin');
  });
});
