import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { sql } from 'drizzle-orm';
import { query, type DbTx } from '@/lib/db/database';
import {
  MAX_PASSWORD_BYTES,
  hashPassword,
  weakPasswordReasons,
} from '@/lib/embedded-backend/passwords';
import { deleteUserSessions, updatePasswordHash } from '@/lib/embedded-backend/users';

/**
 * A password chosen by the person who proved they read the account's mailbox (the staff access
 * link, issue 29 finding 1), replacing whatever password the account had and ending every
 * session it had: a password someone set before the address was proven (a sign-up made in the
 * owner's name, which hosted Supabase's Auth keeps when the owner signs up again) stops working.
 */

/** Why a new password is refused: the embedded backend's policy, as sign-up applies it. */
export function replacementRefusal(password: string, email: string): 'passwordGuessable' | null {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) return 'passwordGuessable';
  return weakPasswordReasons(password, [email]).length > 0 ? 'passwordGuessable' : null;
}

/**
 * The embedded auth server's side, in `tx` (the transaction that grants the role): the hash and
 * the sessions are written as the connection's own role, the auth schema's owner, as the auth
 * server itself writes them; the transaction's role is restored after.
 */
export async function replaceEmbeddedPassword(
  tx: DbTx,
  userId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [previous] = await query<{ role: string }>(tx, sql`select current_setting('role') as role`);
  await tx.execute(sql`select set_config('role', 'none', true)`);
  await updatePasswordHash(tx, userId, passwordHash);
  await deleteUserSessions(tx, userId);
  await tx.execute(sql`select set_config('role', ${previous!.role}, true)`);
}

/**
 * Hosted Supabase's side, through its Auth admin API (service key): the password is set, then
 * every session of the user is signed out with their own access token (scope global).
 */
export async function replaceHostedPassword(
  userId: string,
  password: string,
  accessToken: string,
): Promise<void> {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY;
  if (!url || !serviceKey)
    throw new Error(
      'Confirming staff access on hosted Supabase needs SUPABASE_SERVICE_ROLE_KEY (or SUPABASE_SECRET_KEY).',
    );
  const admin = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const updated = await admin.auth.admin.updateUserById(userId, { password });
  if (updated.error)
    throw new Error(`Supabase could not set the password: ${updated.error.message}`);
  const signedOut = await admin.auth.admin.signOut(accessToken, 'global');
  if (signedOut.error)
    throw new Error(`Supabase could not end the sessions: ${signedOut.error.message}`);
}
