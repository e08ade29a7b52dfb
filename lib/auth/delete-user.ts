import 'server-only';
import type { DbTx } from '@/lib/db/database';
import { deleteUser } from '@/lib/embedded-backend/users';
import { deleteHostedAuthUser } from '@/lib/supabase/admin';

/**
 * Removes a user from the embedded auth server inside `tx`, the transaction that deleted their
 * data (lib/account/deletion.ts): their sessions and refresh tokens go with them (foreign keys on
 * delete cascade), and if anything fails the whole deletion rolls back. Runs as the database owner,
 * as the auth server itself does (lib/embedded-backend/users.ts).
 */
export async function deleteEmbeddedAuthUser(tx: DbTx, userId: string): Promise<void> {
  await deleteUser(tx, userId);
}

/**
 * Removes a user from hosted Supabase's Auth through its admin API (service key). It cannot join
 * a database transaction: lib/account/deletion.ts records it as a leftover first and retries.
 */
export function removeHostedAuthUser(userId: string): Promise<void> {
  return deleteHostedAuthUser(userId);
}
