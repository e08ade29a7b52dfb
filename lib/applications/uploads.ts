import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { withRls, withServiceRole } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';
import { documentStorage, storeDocument, type StoredDocument } from './documents';

/**
 * Who uploaded each file of the documents bucket (issue 29, finding 3; table `uploads`, migration
 * 20261128000400): a signed-in account, or before sign-in the wizard draft's token, of which only
 * the SHA-256 is kept. A customer attaches only their own files (the submission checks it, and the
 * insert policy of application_documents again); the anonymous draft's files become the account's
 * when it submits with the token. A file is removed only when no row names it any more.
 */

export type UploadPurpose = 'document' | 'payment_proof' | 'reply' | 'delivered';
/** Who is uploading: a signed-in account, or an anonymous wizard draft known by its token. */
export type Uploader = { userId: string } | { draftToken: string };

/** A draft's token as the browser keeps it: 32 random bytes, base64url (43 characters). */
const DRAFT_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export function isDraftToken(value: unknown): value is string {
  return typeof value === 'string' && DRAFT_TOKEN.test(value);
}

export function newDraftToken(): string {
  return randomBytes(32).toString('base64url');
}

export function draftTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Records a stored file's uploader, as that uploader (row-level security checks it is them). */
export async function recordUpload(
  tx: DbTx,
  file: { key: string; contentType: string; size: number; sha256: string },
  uploader: Uploader,
  purpose: UploadPurpose,
): Promise<void> {
  const owner = 'userId' in uploader ? uploader.userId : null;
  const tokenHash = 'draftToken' in uploader ? draftTokenHash(uploader.draftToken) : null;
  await tx.execute(
    sql`insert into public.uploads (key, owner_id, draft_token_hash, purpose, mime_type, size_bytes, sha256)
        values (${file.key}, ${owner}, ${tokenHash}, ${purpose}, ${file.contentType}, ${file.size}, ${file.sha256})`,
  );
}

/**
 * Checks and stores a file (storeDocument) and records who uploaded it, in a transaction of the
 * uploader's own: the account's, or the anonymous role's for a draft's token. If the record cannot
 * be written, the file goes again.
 */
export async function storeUpload(
  bytes: Uint8Array,
  {
    uploader,
    purpose,
    maxBytes,
    storage = documentStorage(),
    database,
  }: {
    uploader: Uploader;
    purpose: UploadPurpose;
    maxBytes?: number;
    storage?: FileStorage;
    database?: Database;
  },
): Promise<StoredDocument> {
  const stored = await storeDocument(bytes, storage, { maxBytes });
  if (!stored.ok) return stored;
  const claims =
    'userId' in uploader
      ? ({ role: 'authenticated', sub: uploader.userId } as const)
      : ({ role: 'anon' } as const);
  try {
    await withRls(claims, (tx) => recordUpload(tx, stored, uploader, purpose), database);
  } catch (error) {
    await storage.remove(stored.key).catch(() => {});
    throw error;
  }
  return stored;
}

/**
 * Inside the signed-in caller's transaction: takes over the uploads of the anonymous draft whose
 * token this is (public.claim_uploads). Returns the keys taken over.
 */
export async function claimUploads(tx: DbTx, token: string): Promise<string[]> {
  if (!isDraftToken(token)) return [];
  const rows = await query<{ key: string }>(
    tx,
    sql`select public.claim_uploads(${draftTokenHash(token)}) as key`,
  );
  return rows.map((row) => row.key);
}

/** Of `keys`, those this account uploaded (or took over), read as them under row-level security. */
export async function ownUploads(
  tx: DbTx,
  userId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await query<{ key: string }>(
    tx,
    sql`select key from public.uploads
        where owner_id = ${userId} and key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Of `keys`, those a row still names: an application's document (submitted, delivered, a payment
 * proof, a reply) or the answers of a draft kept on the server. Must run where every row is
 * visible (service role).
 */
export async function namedKeys(tx: DbTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const listed = JSON.stringify(keys);
  const rows = await query<{ key: string }>(
    tx,
    sql`with listed as (select jsonb_array_elements_text(${listed}::jsonb) as key)
        select storage_path as key from public.application_documents where storage_path in (select key from listed)
        union
        select value #>> '{}' as key
          from public.applications a,
               jsonb_path_query(a.data || a.pending_answers, 'strict $.** ? (@.type() == "string")') value
         where a.status = 'draft' and value #>> '{}' in (select key from listed)`,
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Removes one file unless a row still names it (namedKeys), throwing if storage fails: for callers
 * that retry on their own (an account's deletion keeps the key as a leftover until this succeeds).
 * A file another account's document or draft names stays (issue 29, finding 3).
 */
export async function removeFileUnlessNamed(
  key: string,
  { storage = documentStorage(), database }: { storage?: FileStorage; database?: Database } = {},
): Promise<void> {
  const named = await withServiceRole((tx) => namedKeys(tx, [key]), database);
  if (!named.has(key)) await storage.remove(key);
}

/**
 * Removes the files of `keys` that no row names any more (namedKeys), with their uploads rows:
 * what a deleted account, a replaced proof or a refused write leaves. A file another row still
 * names stays (issue 29, finding 3). Returns the keys removed; a failure to remove one is logged.
 * The lookup runs as service_role: it must see every customer's rows, which no customer may.
 */
export async function removeUnnamedUploads(
  keys: readonly string[],
  { storage = documentStorage(), database }: { storage?: FileStorage; database?: Database } = {},
): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const named = await withServiceRole((tx) => namedKeys(tx, unique), database);
  const removed: string[] = [];
  for (const key of unique.filter((k) => !named.has(k))) {
    try {
      await storage.remove(key);
      removed.push(key);
    } catch (error) {
      console.error(`[uploads] could not remove ${key}`, error);
    }
  }
  if (removed.length > 0)
    await withServiceRole(
      (tx) =>
        tx.execute(
          sql`delete from public.uploads where key in (select jsonb_array_elements_text(${JSON.stringify(removed)}::jsonb))`,
        ),
      database,
    );
  return removed;
}
