import 'server-only';
import { backendMode } from '@/lib/config/backend';
import type { Database } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import { deleteUser } from '@/lib/embedded-backend/users';
import { deleteHostedAuthUser } from '@/lib/supabase/admin';

/**
 * Removes a user from the auth server, with their sessions: the embedded backend's own tables,
 * or hosted Supabase's admin API (service key). Only for an account its owner deleted, after
 * public.delete_my_account() (lib/account/deletion.ts).
 */
export async function deleteAuthUser(userId: string, database?: Database): Promise<void> {
  if (backendMode() === 'hosted') return deleteHostedAuthUser(userId);
  // The database owner, as the auth server itself runs (lib/embedded-backend/users.ts).
  const { db } = database ?? (await getDatabase());
  await deleteUser(db, userId);
}
