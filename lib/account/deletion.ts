import 'server-only';
import { sql } from 'drizzle-orm';
import { documentStorage } from '@/lib/applications/documents';
import { removeFileUnlessNamed } from '@/lib/applications/uploads';
import { deleteEmbeddedAuthUser, removeHostedAuthUser } from '@/lib/auth/delete-user';
import { backendMode } from '@/lib/config/backend';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';
import type { FileStorage } from '@/lib/storage/storage';

export type DeletionResult =
  { ok: true; filesRemoved: number } | { ok: false; reason: 'workInProgress' | 'emailMismatch' };

export interface DeletionOptions {
  database?: Database;
  storage?: FileStorage;
  /** Where the auth user lives: the configured backend's by default (tests choose). */
  authServer?: 'embedded' | 'hosted';
  /** Hosted Supabase's Auth admin API (tests pass their own). */
  removeHostedAuthUser?: (userId: string) => Promise<void>;
  /** Milliseconds to wait before each further attempt at the hosted removal. */
  retryDelaysMs?: readonly number[];
}

/** The SQLSTATE of an error from either driver (drizzle may wrap it in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

type LeftoverKind = 'document_file' | 'auth_user';

async function recordLeftovers(tx: DbTx, kind: LeftoverKind, targets: string[]): Promise<void> {
  if (targets.length === 0) return;
  await tx.execute(
    sql`insert into public.deletion_leftovers (kind, target)
        select ${kind}, t from jsonb_array_elements_text(${JSON.stringify(targets)}::jsonb) as t
        on conflict (kind, target) do nothing`,
  );
}

/**
 * Deletes the caller's account (supabase/migrations/20261125000600_account_deletion.sql says what
 * goes and what the law makes us keep), all or nothing (issue 29, finding 2):
 *
 * - One transaction, as the database owner with the customer's id as the claims that
 *   `auth.uid()` reads (no API role may run `delete_my_account`: a token is not enough to delete
 *   an account): the e-mail the customer typed is checked against the account's own, their rows
 *   go, the files to remove are recorded in `public.deletion_leftovers`, and the embedded auth
 *   user (with its sessions) is removed. If any step fails, nothing is deleted.
 * - Hosted Supabase's auth user can only be removed through its admin API, which cannot join the
 *   transaction: it is recorded there as a leftover, removed right after the commit (retried), and
 *   swept again at start and after every later deletion until Supabase confirms.
 * - The files go after the commit (storage cannot join it either): a file whose removal fails, or
 *   whose process dies first, stays recorded and is swept the same way. A row naming a removed
 *   file would be a broken link; a file left for a sweep is only late.
 *
 * Refused while an application is in progress.
 */
export async function deleteAccount(
  userId: string,
  typedEmail: string,
  options: DeletionOptions = {},
): Promise<DeletionResult> {
  const database = options.database ?? (await getDatabase());
  const hosted = (options.authServer ?? backendMode()) === 'hosted';
  let keys: string[];
  try {
    const outcome = await database.db.transaction(async (tx) => {
      // The owner's connection, as the auth server and start-up grants run; the claims only
      // tell delete_my_account whose account it is.
      await tx.execute(
        sql`select set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: 'authenticated' })}, true)`,
      );
      const account = await queryOne<{ email: string }>(
        tx,
        sql`select email from public.profiles where id = ${userId}::uuid for update`,
      );
      if (!account || account.email.toLowerCase() !== typedEmail.trim().toLowerCase())
        return { mismatch: true as const };
      const rows = await query<{ key: string }>(tx, sql`select public.delete_my_account() as key`);
      const files = [...new Set(rows.map((row) => row.key))];
      await recordLeftovers(tx, 'document_file', files);
      if (hosted) await recordLeftovers(tx, 'auth_user', [userId]);
      else await deleteEmbeddedAuthUser(tx, userId);
      return { files };
    });
    if ('mismatch' in outcome) return { ok: false, reason: 'emailMismatch' };
    keys = outcome.files;
  } catch (error) {
    if (sqlState(error) === '55000') return { ok: false, reason: 'workInProgress' };
    throw error;
  }

  const removeAuthUser = options.removeHostedAuthUser ?? removeHostedAuthUser;
  if (hosted) {
    const delays = options.retryDelaysMs ?? [500, 2000];
    for (let attempt = 0; ; attempt++) {
      if (await clearLeftover(database, 'auth_user', userId, () => removeAuthUser(userId))) break;
      if (attempt >= delays.length) break; // left for the sweep
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
  const storage = options.storage ?? documentStorage();
  let removed = 0;
  for (const key of keys) {
    // A file another account's row still names stays (issue 29, finding 3).
    const remove = () => removeFileUnlessNamed(key, { storage, database });
    if (await clearLeftover(database, 'document_file', key, remove)) removed += 1;
  }
  // And what earlier deletions left, if anything.
  await sweepDeletionLeftovers({ database, storage, removeHostedAuthUser: removeAuthUser }).catch(
    (error: unknown) => console.error('[account] deletion leftovers sweep failed', error),
  );
  return { ok: true, filesRemoved: removed };
}

/**
 * Runs `remove` for one leftover and forgets the leftover once it succeeded; a failure is logged
 * and counted, and the leftover waits for the next sweep.
 */
async function clearLeftover(
  database: Database,
  kind: LeftoverKind,
  target: string,
  remove: () => Promise<void>,
): Promise<boolean> {
  try {
    await remove();
  } catch (error) {
    console.error(`[account] deletion leftover ${kind} ${target} not removed yet`, error);
    await database.db.execute(
      sql`update public.deletion_leftovers set attempts = attempts + 1 where kind = ${kind} and target = ${target}`,
    );
    return false;
  }
  await database.db.execute(
    sql`delete from public.deletion_leftovers where kind = ${kind} and target = ${target}`,
  );
  return true;
}

/**
 * Finishes what earlier deletions left (a storage or admin API failure, a process that died after
 * the commit): every recorded file and hosted auth user, oldest first. Returns how many were
 * cleared. Removing twice is harmless, so two instances sweeping at once do no damage.
 */
export async function sweepDeletionLeftovers(
  options: Pick<DeletionOptions, 'database' | 'storage' | 'removeHostedAuthUser'> = {},
  limit = 200,
): Promise<number> {
  const database = options.database ?? (await getDatabase());
  const rows = await query<{ kind: LeftoverKind; target: string }>(
    database.db,
    sql`select kind, target from public.deletion_leftovers order by created_at, id limit ${limit}`,
  );
  const storage = options.storage ?? documentStorage();
  const removeAuthUser = options.removeHostedAuthUser ?? removeHostedAuthUser;
  let cleared = 0;
  for (const { kind, target } of rows) {
    const remove =
      kind === 'auth_user'
        ? () => removeAuthUser(target)
        : () => removeFileUnlessNamed(target, { storage, database });
    if (await clearLeftover(database, kind, target, remove)) cleared += 1;
  }
  return cleared;
}

/**
 * At server start (instrumentation.ts): sweeps what a previous process left, in the background,
 * wherever the app holds its database (embedded mode, or hosted with DATABASE_URL).
 */
export function sweepDeletionLeftoversAtStart(): void {
  const mode = backendMode();
  if (mode === 'off' || (mode === 'hosted' && !process.env.DATABASE_URL)) return;
  void sweepDeletionLeftovers()
    .then((cleared) => {
      if (cleared > 0) console.info(`[account] removed ${cleared} leftovers of deleted accounts`);
    })
    .catch((error: unknown) => console.error('[account] deletion leftovers sweep failed', error));
}
