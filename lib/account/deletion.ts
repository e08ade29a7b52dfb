import 'server-only';
import { sql } from 'drizzle-orm';
import { documentStorage } from '@/lib/applications/documents';
import { deleteAuthUser } from '@/lib/auth/delete-user';
import { query, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';

export type DeletionResult = { ok: true; filesRemoved: number } | { ok: false; reason: 'workInProgress' };

/** The SQLSTATE of an error from either driver (drizzle may wrap it in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Deletes the caller's account (supabase/migrations/20261125000600_account_deletion.sql says what
 * goes and what the law makes us keep): the database work as the customer in one transaction,
 * then the auth user and its sessions, then the files. Files go last: a file left behind by a
 * failure is only a leak (logged), whereas a row naming a removed file would be a broken link.
 * Refused while an application is in progress.
 */
export async function deleteAccount(
  userId: string,
  options: { database?: Database; storage?: FileStorage; removeAuthUser?: (userId: string) => Promise<void> } = {},
): Promise<DeletionResult> {
  let keys: string[];
  try {
    const rows = await asUser(
      userId,
      (tx) => query<{ key: string }>(tx, sql`select public.delete_my_account() as key`),
      options.database,
    );
    keys = rows.map((row) => row.key);
  } catch (error) {
    if (sqlState(error) === '55000') return { ok: false, reason: 'workInProgress' };
    throw error;
  }
  await (options.removeAuthUser ?? ((id: string) => deleteAuthUser(id, options.database)))(userId);
  const storage = options.storage ?? documentStorage();
  let removed = 0;
  for (const key of new Set(keys)) {
    try {
      await storage.remove(key);
      removed += 1;
    } catch (error) {
      console.error(`[account] deleted account ${userId}: file ${key} was not removed`, error);
    }
  }
  return { ok: true, filesRemoved: removed };
}
