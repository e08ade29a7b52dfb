import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, queryOne, type Db, type DbTx } from '@/lib/db/database';

// The embedded auth server's store: auth.users, auth.sessions, auth.refresh_tokens. It runs as
// the database owner, like GoTrue (supabase_auth_admin): these tables belong to the auth server,
// not to API roles, and inserting users as the owner makes the security-definer sign-up trigger
// behave as on Supabase.

type Runner = Db | DbTx;

export interface UserRow extends Record<string, unknown> {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  phone: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  /** The address an e-mail change waits to switch to, '' when none. */
  email_change: string;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  banned: boolean;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
}

const iso = (column: string) => sql.raw(`to_json(${column}) #>> '{}'`);

const USER_COLUMNS = sql`id::text as id, aud, role, coalesce(email, '') as email, coalesce(phone, '') as phone,
  encrypted_password,
  ${iso('email_confirmed_at')} as email_confirmed_at, ${iso('confirmed_at')} as confirmed_at,
  ${iso('confirmation_sent_at')} as confirmation_sent_at, ${iso('last_sign_in_at')} as last_sign_in_at,
  ${iso('recovery_sent_at')} as recovery_sent_at, coalesce(email_change, '') as email_change,
  ${iso('email_change_sent_at')} as email_change_sent_at,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at,
  coalesce(banned_until > now(), false) as banned,
  raw_app_meta_data, raw_user_meta_data, is_anonymous`;

export function findUserByEmail(runner: Runner, email: string): Promise<UserRow | null> {
  return queryOne<UserRow>(
    runner,
    sql`select ${USER_COLUMNS} from auth.users where lower(email) = lower(${email}) and deleted_at is null`,
  );
}

export function findUserById(runner: Runner, id: string): Promise<UserRow | null> {
  return queryOne<UserRow>(
    runner,
    sql`select ${USER_COLUMNS} from auth.users where id = ${id}::uuid and deleted_at is null`,
  );
}

/**
 * The user, and whether the session named in their token still exists and is theirs, in one
 * query: every signed-in request's token check (GET /auth/v1/user) makes this one round trip.
 */
export async function findUserWithSession(
  runner: Runner,
  id: string,
  sessionId: string,
): Promise<{ user: UserRow; sessionFound: boolean } | null> {
  const row = await queryOne<UserRow & { session_found: boolean }>(
    runner,
    sql`select ${USER_COLUMNS},
          exists (select 1 from auth.sessions s where s.id = ${sessionId}::uuid and s.user_id = auth.users.id) as session_found
        from auth.users where id = ${id}::uuid and deleted_at is null`,
  );
  if (!row) return null;
  const { session_found: sessionFound, ...user } = row;
  return { user: user as UserRow, sessionFound };
}

export async function insertUser(
  runner: Runner,
  input: {
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    confirmed: boolean;
    confirmationToken: string | null;
  },
): Promise<UserRow> {
  const id = randomUUID();
  const appMeta = { provider: 'email', providers: ['email'] };
  const userMeta = input.confirmed ? { ...input.metadata, email_verified: true } : input.metadata;
  const rows = await query<UserRow>(
    runner,
    sql`insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
          confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
        values (${id}::uuid, 'authenticated', 'authenticated', ${input.email}, ${input.passwordHash},
          ${input.confirmed ? sql`now()` : sql`null`}, ${input.confirmationToken},
          ${input.confirmationToken ? sql`now()` : sql`null`}, ${JSON.stringify(appMeta)}::jsonb,
          ${JSON.stringify(userMeta)}::jsonb, false, now(), now())
        returning ${USER_COLUMNS}`,
  );
  return rows[0]!;
}

/**
 * A sign-up again on an account that was never confirmed: the new sign-up's password, name and
 * confirmation link replace the earlier ones (the earlier link stops working), since nothing
 * proved that the earlier sign-up was the address's owner. False when the account was confirmed
 * meanwhile (then nothing changes).
 */
export async function replaceUnconfirmedSignUp(
  runner: Runner,
  userId: string,
  input: { passwordHash: string; metadata: Record<string, unknown>; confirmationToken: string },
): Promise<boolean> {
  const rows = await query<{ id: string }>(
    runner,
    sql`update auth.users
        set encrypted_password = ${input.passwordHash}, raw_user_meta_data = ${JSON.stringify(input.metadata)}::jsonb,
            confirmation_token = ${input.confirmationToken}, confirmation_sent_at = now(), updated_at = now()
        where id = ${userId}::uuid and email_confirmed_at is null and deleted_at is null
        returning id::text as id`,
  );
  if (rows.length === 0) return false;
  // The profile was made from the earlier sign-up's name (public.handle_new_user).
  await runner.execute(
    sql`update public.profiles set full_name = ${String(input.metadata.full_name ?? '')} where id = ${userId}::uuid`,
  );
  return true;
}

/** Confirms the user holding `token` if it was sent less than `maxAgeSeconds` ago; returns the user or null. */
export function confirmByToken(
  runner: Runner,
  token: string,
  maxAgeSeconds: number,
): Promise<UserRow | null> {
  return queryOne<UserRow>(
    runner,
    sql`update auth.users
        set email_confirmed_at = now(), confirmation_token = null, updated_at = now(),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
        where confirmation_token = ${token}
          and confirmation_sent_at > now() - make_interval(secs => ${maxAgeSeconds})
        returning ${USER_COLUMNS}`,
  );
}

export async function touchLastSignIn(runner: Runner, userId: string): Promise<void> {
  await runner.execute(
    sql`update auth.users set last_sign_in_at = now() where id = ${userId}::uuid`,
  );
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export interface SessionRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  created_epoch: number;
}

export async function createSession(
  runner: Runner,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string; createdEpoch: number }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const rows = await query<{ created_epoch: number }>(
    runner,
    sql`insert into auth.sessions (id, user_id) values (${sessionId}::uuid, ${userId}::uuid)
        returning extract(epoch from created_at)::float8 as created_epoch`,
  );
  await runner.execute(
    sql`insert into auth.refresh_tokens (token, user_id, session_id) values (${refreshToken}, ${userId}::uuid, ${sessionId}::uuid)`,
  );
  return { sessionId, refreshToken, createdEpoch: Math.floor(rows[0]!.created_epoch) };
}

export function findSession(runner: Runner, sessionId: string): Promise<SessionRow | null> {
  return queryOne<SessionRow>(
    runner,
    sql`select id::text as id, user_id::text as user_id, extract(epoch from created_at)::float8 as created_epoch
        from auth.sessions where id = ${sessionId}::uuid`,
  );
}

export interface RefreshTokenRow extends Record<string, unknown> {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  age_seconds: number;
}

/** The refresh token row, locked for this transaction (rotation must not race). */
export function lockRefreshToken(tx: DbTx, token: string): Promise<RefreshTokenRow | null> {
  return queryOne<RefreshTokenRow>(
    tx,
    sql`select token, user_id::text as user_id, session_id::text as session_id, revoked,
          extract(epoch from now() - updated_at)::float8 as age_seconds
        from auth.refresh_tokens where token = ${token} for update`,
  );
}

/** The live token that replaced `parent`, if any (handed out again within the reuse interval). */
export async function activeChild(tx: DbTx, parent: string): Promise<string | null> {
  const row = await queryOne<{ token: string }>(
    tx,
    sql`select token from auth.refresh_tokens where parent = ${parent} and not revoked order by id desc limit 1`,
  );
  return row?.token ?? null;
}

/** Revokes `token` and issues its successor in the same session. */
export async function rotateRefreshToken(tx: DbTx, row: RefreshTokenRow): Promise<string> {
  const next = newRefreshToken();
  await tx.execute(
    sql`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${row.token}`,
  );
  await tx.execute(
    sql`insert into auth.refresh_tokens (token, user_id, session_id, parent)
        values (${next}, ${row.user_id}::uuid, ${row.session_id}::uuid, ${row.token})`,
  );
  await tx.execute(
    sql`update auth.sessions set updated_at = now() where id = ${row.session_id}::uuid`,
  );
  return next;
}

export async function deleteSession(runner: Runner, sessionId: string): Promise<void> {
  await runner.execute(sql`delete from auth.sessions where id = ${sessionId}::uuid`);
}

export async function deleteUserSessions(
  runner: Runner,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await runner.execute(
    exceptSessionId
      ? sql`delete from auth.sessions where user_id = ${userId}::uuid and id <> ${exceptSessionId}::uuid`
      : sql`delete from auth.sessions where user_id = ${userId}::uuid`,
  );
}

/** The user object of Supabase Auth's API (contract §3.2): empty timestamps omitted, email/phone '' when unset. */
/**
 * Removes the user (an account deleted by its owner: public.delete_my_account has already
 * removed or detached their rows). Their sessions and refresh tokens go with them (foreign keys
 * on delete cascade), so every token they held stops working at its next check.
 */
export async function deleteUser(runner: Runner, userId: string): Promise<void> {
  await runner.execute(sql`delete from auth.users where id = ${userId}::uuid`);
}

export function userJson(user: UserRow): Record<string, unknown> {
  const optional = (key: string, value: string | null) => (value ? { [key]: value } : {});
  const verified = Boolean(user.email_confirmed_at);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email,
    ...optional('email_confirmed_at', user.email_confirmed_at),
    phone: user.phone,
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('new_email', user.email_change),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          sub: user.id,
          email: user.email,
          email_verified: verified,
          phone_verified: false,
        },
        provider: 'email',
        ...optional('last_sign_in_at', user.last_sign_in_at),
        created_at: user.created_at,
        updated_at: user.updated_at,
        email: user.email,
      },
    ],
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
}

export async function markRecoverySent(runner: Runner, userId: string): Promise<void> {
  await runner.execute(
    sql`update auth.users set recovery_sent_at = now(), updated_at = now() where id = ${userId}::uuid`,
  );
}

/** A recovery link proves the address too: confirms it if it was not yet. */
export async function confirmEmail(runner: Runner, userId: string): Promise<void> {
  await runner.execute(
    sql`update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
        where id = ${userId}::uuid`,
  );
}

export async function updatePasswordHash(
  runner: Runner,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await runner.execute(
    sql`update auth.users set encrypted_password = ${passwordHash}, updated_at = now() where id = ${userId}::uuid`,
  );
}

/** Merges `data` into the user's metadata (PUT /user's `data`, as GoTrue does). */
export async function mergeUserMetadata(
  runner: Runner,
  userId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await runner.execute(
    sql`update auth.users
        set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || ${JSON.stringify(data)}::jsonb, updated_at = now()
        where id = ${userId}::uuid`,
  );
}

/** Records the address an e-mail change waits to switch to, until its link is opened. */
export async function requestEmailChange(
  runner: Runner,
  userId: string,
  newEmail: string,
): Promise<void> {
  await runner.execute(
    sql`update auth.users set email_change = ${newEmail}, email_change_sent_at = now(), updated_at = now()
        where id = ${userId}::uuid`,
  );
}

/** Forgets an e-mail change that waits for its link (a new password cancels it). */
export async function cancelEmailChange(runner: Runner, userId: string): Promise<void> {
  await runner.execute(
    sql`update auth.users set email_change = null, email_change_sent_at = null
        where id = ${userId}::uuid and email_change is not null`,
  );
}

/**
 * Switches the user to `newEmail` if that is still the change they asked for; null when it is
 * not (a later request replaced it). A unique violation (23505) means the address was taken since.
 */
export function applyEmailChange(
  runner: Runner,
  userId: string,
  newEmail: string,
): Promise<UserRow | null> {
  return queryOne<UserRow>(
    runner,
    sql`update auth.users
        set email = email_change, email_change = null, email_change_sent_at = null,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where id = ${userId}::uuid and lower(email_change) = lower(${newEmail}) and deleted_at is null
        returning ${USER_COLUMNS}`,
  );
}
