import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { documentStorage, storeDocument, type StoredDocument } from '@/lib/applications/documents';
import { isApplicationReference } from '@/lib/applications/reference';
import type { ApplicationStatus } from '@/lib/applications/status';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asServiceRole, asUser } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';

/**
 * What a customer does on an application after submission: send a proof of payment, answer a
 * request for information. Files are checked by their bytes and stored first (storeDocument),
 * then recorded as the customer under row-level security; if the record fails, the files are
 * removed again.
 */

export type UploadedFile = { bytes: Uint8Array; name: string };
type Options = { database?: Database; storage?: FileStorage };

export type FileError = Exclude<StoredDocument, { ok: true }>['error'];
export type ProofResult =
  | { ok: true; applicationId: string }
  | { ok: false; reason: 'notFound' | 'closed' | 'noPendingPayment' }
  | { ok: false; reason: 'file'; error: FileError };
export type ReplyResult =
  | { ok: true; applicationId: string; reference: string; files: number }
  | { ok: false; reason: 'notFound' | 'notAwaiting' }
  | { ok: false; reason: 'file'; error: FileError };

const OPEN: readonly ApplicationStatus[] = ['submitted', 'in_review', 'awaiting_customer', 'filed'];

/** Plain, short file names (shown back to the customer and staff, never used as a path). */
function cleanName(name: string): string {
  return name.replace(/[\\/\u0000-\u001f]+/g, '_').trim().slice(0, 200) || 'document';
}

async function storeAll(files: readonly UploadedFile[], storage: FileStorage) {
  const stored: (Extract<StoredDocument, { ok: true }> & { name: string })[] = [];
  for (const file of files) {
    const result = await storeDocument(file.bytes, storage);
    if (!result.ok) {
      await removeAll(stored.map((s) => s.key), storage);
      return { ok: false as const, error: result.error };
    }
    stored.push({ ...result, name: cleanName(file.name) });
  }
  return { ok: true as const, stored };
}

async function removeAll(keys: readonly string[], storage: FileStorage) {
  for (const key of keys) {
    await storage.remove(key).catch((error: unknown) => console.error(`[account] could not remove ${key}`, error));
  }
}

type Own = { id: string; status: ApplicationStatus; reference: string };

function findOwn(tx: DbTx, userId: string, reference: string) {
  return queryOne<Own>(
    tx,
    sql`select id, status, reference from public.applications where reference = ${reference} and owner_id = ${userId}`,
  );
}

async function insertDocument(
  tx: DbTx,
  input: { id: string; applicationId: string; ownerId: string; kind: 'payment_proof' | 'reply'; key: string; contentType: string; size: number; name: string },
) {
  // As the customer: the policy allows a proof while the application is open, a reply while
  // staff wait on them, uploaded by themselves on their own application.
  await tx.execute(
    sql`insert into public.application_documents (id, application_id, owner_id, uploaded_by, kind, field, file_name, storage_path, mime_type, size_bytes)
        values (${input.id}, ${input.applicationId}, ${input.ownerId}, ${input.ownerId}, ${input.kind}, ${`${input.kind}.${input.id}`},
                ${input.name}, ${input.key}, ${input.contentType}, ${input.size})`,
  );
}

class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * Stores a proof of payment (a transfer receipt: PDF, JPEG or PNG by its bytes) on the customer's
 * open application and names it on the pending payment, which records a `payment_proof` event.
 */
export async function uploadPaymentProof(userId: string, reference: string, file: UploadedFile, options: Options = {}): Promise<ProofResult> {
  if (!isApplicationReference(reference)) return { ok: false, reason: 'notFound' };
  const storage = options.storage ?? documentStorage();
  const stored = await storeAll([file], storage);
  if (!stored.ok) return { ok: false, reason: 'file', error: stored.error };
  const document = stored.stored[0]!;
  try {
    return await asUser(
      userId,
      async (tx): Promise<ProofResult> => {
        const app = await findOwn(tx, userId, reference);
        if (!app) throw new Refused('notFound');
        if (!OPEN.includes(app.status)) throw new Refused('closed');
        const payment = await queryOne<{ id: string }>(
          tx,
          sql`select id from public.payments where application_id = ${app.id} and owner_id = ${userId} and status = 'pending'`,
        );
        if (!payment) throw new Refused('noPendingPayment');
        const id = randomUUID();
        await insertDocument(tx, { id, applicationId: app.id, ownerId: userId, kind: 'payment_proof', ...document });
        await tx.execute(sql`update public.payments set proof_document_id = ${id} where id = ${payment.id}`);
        return { ok: true, applicationId: app.id };
      },
      options.database,
    );
  } catch (error) {
    await removeAll([document.key], storage);
    if (error instanceof Refused) return { ok: false, reason: error.reason as 'notFound' | 'closed' | 'noPendingPayment' };
    throw error;
  }
}

/**
 * The customer's answer to a request for information: their message and files. It moves the
 * application from awaiting_customer back to in_review, with a `customer_replied` event holding
 * the message. A customer may not change a submitted application nor write events (the
 * database refuses both), so after the ownership and the status were checked as them under RLS,
 * those two writes run as service_role in the same transaction; their claims stay, so the
 * events name them as the actor. Files are recorded as the customer under RLS.
 */
export async function replyToRequest(
  userId: string,
  reference: string,
  input: { message: string; files: readonly UploadedFile[] },
  options: Options = {},
): Promise<ReplyResult> {
  if (!isApplicationReference(reference)) return { ok: false, reason: 'notFound' };
  const storage = options.storage ?? documentStorage();
  const stored = await storeAll(input.files, storage);
  if (!stored.ok) return { ok: false, reason: 'file', error: stored.error };
  try {
    return await asUser(
      userId,
      async (tx): Promise<ReplyResult> => {
        const app = await findOwn(tx, userId, reference);
        if (!app) throw new Refused('notFound');
        if (app.status !== 'awaiting_customer') throw new Refused('notAwaiting');
        for (const document of stored.stored) {
          await insertDocument(tx, { id: randomUUID(), applicationId: app.id, ownerId: userId, kind: 'reply', ...document });
        }
        const moved = await asServiceRole(tx, async () => {
          await tx.execute(
            sql`insert into public.application_events (application_id, actor_id, type, note, internal)
                values (${app.id}, ${userId}, 'customer_replied', ${input.message}, false)`,
          );
          return queryOne<{ id: string }>(
            tx,
            sql`update public.applications set status = 'in_review'
                where id = ${app.id} and owner_id = ${userId} and status = 'awaiting_customer' returning id`,
          );
        });
        // Staff moved it meanwhile: nothing of this answer is kept.
        if (!moved) throw new Refused('notAwaiting');
        return { ok: true, applicationId: app.id, reference: app.reference, files: stored.stored.length };
      },
      options.database,
    );
  } catch (error) {
    await removeAll(stored.stored.map((s) => s.key), storage);
    if (error instanceof Refused) return { ok: false, reason: error.reason as 'notFound' | 'notAwaiting' };
    throw error;
  }
}
