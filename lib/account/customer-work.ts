import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { documentStorage, storeDocument, type StoredDocument } from '@/lib/applications/documents';
import { isApplicationReference } from '@/lib/applications/reference';
import type { ApplicationStatus } from '@/lib/applications/status';
import { recordUpload, removeUnnamedUploads } from '@/lib/applications/uploads';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asServiceRole, asUser } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';

/**
 * What a customer does on an application after submission: send a proof of payment, answer a
 * request for information. Files are checked by their bytes and stored first (storeDocument),
 * then recorded, as the customer's uploads and the application's documents, under row-level
 * security in one transaction; if that fails, the files are removed again.
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
  return (
    name
      .replace(/[\\/\u0000-\u001f]+/g, '_')
      .trim()
      .slice(0, 200) || 'document'
  );
}

/** Stores an answer's files (each checked by its bytes), all or none. */
export async function storeAll(files: readonly UploadedFile[], storage: FileStorage) {
  const stored: (Extract<StoredDocument, { ok: true }> & { name: string })[] = [];
  for (const file of files) {
    const result = await storeDocument(file.bytes, storage);
    if (!result.ok) {
      await removeAll(
        stored.map((s) => s.key),
        storage,
      );
      return { ok: false as const, error: result.error };
    }
    stored.push({ ...result, name: cleanName(file.name) });
  }
  return { ok: true as const, stored };
}

/** Removes stored files that nothing will name (a refused or failed answer's). */
export async function removeAll(keys: readonly string[], storage: FileStorage) {
  for (const key of keys) {
    await storage
      .remove(key)
      .catch((error: unknown) => console.error(`[account] could not remove ${key}`, error));
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
  input: {
    id: string;
    applicationId: string;
    ownerId: string;
    kind: 'payment_proof' | 'reply';
    key: string;
    contentType: string;
    size: number;
    sha256: string;
    name: string;
  },
) {
  // As the customer: their upload first, then the document, which the policy allows (a proof
  // while the application is open, a reply while staff wait on them) only for their own upload
  // on their own application.
  await recordUpload(tx, input, { userId: input.ownerId }, input.kind);
  await tx.execute(
    sql`insert into public.application_documents (id, application_id, owner_id, uploaded_by, kind, field, file_name, storage_path, mime_type, size_bytes)
        values (${input.id}, ${input.applicationId}, ${input.ownerId}, ${input.ownerId}, ${input.kind}, ${`${input.kind}.${input.id}`},
                ${input.name}, ${input.key}, ${input.contentType}, ${input.size})`,
  );
}

/** A refusal of the customer's step (its reason is a key of Account.errors); rolls its transaction back. */
export class Refused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export type StoredProof = Extract<StoredDocument, { ok: true }> & { name: string };

/** Checks a proof by its bytes and stores it, before any transaction (see attachProof). */
export async function storeProof(
  file: UploadedFile,
  storage: FileStorage,
): Promise<{ ok: true; document: StoredProof } | { ok: false; error: FileError }> {
  const stored = await storeAll([file], storage);
  return stored.ok ? { ok: true, document: stored.stored[0]! } : stored;
}

export type AttachedProof =
  | { ok: true; applicationId: string; replaced?: string }
  | { ok: false; reason: 'notFound' | 'closed' | 'noPendingPayment' };

/**
 * Names a stored proof on the pending payment of the customer's open application, in their
 * transaction (`asUser`), which records a `payment_proof` event. One proof per payment attempt
 * (issue 29, finding 4): a new one replaces the one sent before for the same pending payment,
 * whose document goes here and whose file (`replaced`) goes once this has committed, unless
 * another row names it.
 */
export async function attachProof(
  tx: DbTx,
  userId: string,
  reference: string,
  document: StoredProof,
): Promise<AttachedProof> {
  if (!isApplicationReference(reference)) return { ok: false, reason: 'notFound' };
  const app = await findOwn(tx, userId, reference);
  if (!app) return { ok: false, reason: 'notFound' };
  if (!OPEN.includes(app.status)) return { ok: false, reason: 'closed' };
  const payment = await queryOne<{ id: string; proof_document_id: string | null }>(
    tx,
    sql`select id, proof_document_id from public.payments
        where application_id = ${app.id} and owner_id = ${userId} and status = 'pending' for update`,
  );
  if (!payment) return { ok: false, reason: 'noPendingPayment' };
  const id = randomUUID();
  await insertDocument(tx, {
    id,
    applicationId: app.id,
    ownerId: userId,
    kind: 'payment_proof',
    ...document,
  });
  await tx.execute(
    sql`update public.payments set proof_document_id = ${id} where id = ${payment.id}`,
  );
  if (!payment.proof_document_id) return { ok: true, applicationId: app.id };
  // The customer may not delete a document (nobody rewrites one), so the proof this one
  // replaces goes as service_role, now that the payment was found theirs and pending
  // under RLS in this transaction; only a proof of this very payment, kept by nothing else.
  const replaced = await asServiceRole(tx, () =>
    queryOne<{ storage_path: string }>(
      tx,
      sql`delete from public.application_documents d
          where d.id = ${payment.proof_document_id} and d.kind = 'payment_proof'
            and d.application_id = ${app.id} and d.owner_id = ${userId}
            and not exists (select 1 from public.payments p
                            where p.proof_document_id = d.id and p.id <> ${payment.id})
          returning d.storage_path`,
    ),
  );
  return { ok: true, applicationId: app.id, replaced: replaced?.storage_path };
}

/**
 * Stores a proof of payment (a transfer receipt: PDF, JPEG or PNG by its bytes) and attaches it
 * (attachProof) in one transaction as the customer; the customer's form runs the same steps as
 * the command lib/commands/payments/upload-proof.ts, with its limit per account.
 */
export async function uploadPaymentProof(
  userId: string,
  reference: string,
  file: UploadedFile,
  options: Options = {},
): Promise<ProofResult> {
  if (!isApplicationReference(reference)) return { ok: false, reason: 'notFound' };
  const storage = options.storage ?? documentStorage();
  const stored = await storeProof(file, storage);
  if (!stored.ok) return { ok: false, reason: 'file', error: stored.error };
  let result: AttachedProof;
  try {
    result = await asUser(
      userId,
      async (tx) => {
        const attached = await attachProof(tx, userId, reference, stored.document);
        if (!attached.ok) throw new Refused(attached.reason);
        return attached;
      },
      options.database,
    );
  } catch (error) {
    await removeAll([stored.document.key], storage);
    if (error instanceof Refused)
      return { ok: false, reason: error.reason as 'notFound' | 'closed' | 'noPendingPayment' };
    throw error;
  }
  if (result.ok && result.replaced)
    await removeUnnamedUploads([result.replaced], { storage, database: options.database });
  return result.ok ? { ok: true, applicationId: result.applicationId } : result;
}

export type StoredReplyFile = Extract<StoredDocument, { ok: true }> & { name: string };

/**
 * Records the customer's answer to a request for information in the caller's transaction (as the
 * customer, asUser): their message and their already stored files. It moves the application from
 * awaiting_customer back to in_review, with a `customer_replied` event holding the message. A
 * customer may not change a submitted application nor write events (the database refuses both),
 * so after the ownership and the status were checked as them under RLS, those two writes run as
 * service_role in the same transaction; their claims stay, so the events name them as the actor.
 * Files are recorded as the customer under RLS. A refusal throws (rolling the transaction back).
 */
export async function recordReply(
  tx: DbTx,
  userId: string,
  reference: string,
  message: string,
  stored: readonly StoredReplyFile[],
): Promise<{ applicationId: string; reference: string; eventId: string; files: number }> {
  if (!isApplicationReference(reference)) throw new Refused('notFound');
  const app = await findOwn(tx, userId, reference);
  if (!app) throw new Refused('notFound');
  if (app.status !== 'awaiting_customer') throw new Refused('notAwaiting');
  for (const document of stored) {
    await insertDocument(tx, {
      id: randomUUID(),
      applicationId: app.id,
      ownerId: userId,
      kind: 'reply',
      ...document,
    });
  }
  const { event, moved } = await asServiceRole(tx, async () => {
    const event = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.application_events (application_id, actor_id, type, note, internal)
          values (${app.id}, ${userId}, 'customer_replied', ${message}, false)
          returning id`,
    );
    const moved = await queryOne<{ id: string }>(
      tx,
      sql`update public.applications set status = 'in_review'
          where id = ${app.id} and owner_id = ${userId} and status = 'awaiting_customer' returning id`,
    );
    return { event, moved };
  });
  // Staff moved it meanwhile: nothing of this answer is kept.
  if (!moved) throw new Refused('notAwaiting');
  return {
    applicationId: app.id,
    reference: app.reference,
    eventId: String(event!.id),
    files: stored.length,
  };
}

/**
 * The customer's answer in a transaction of its own (the command
 * lib/commands/applications/answer-request.ts runs the same steps with its staff mail).
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
    const reply = await asUser(
      userId,
      (tx) => recordReply(tx, userId, reference, input.message, stored.stored),
      options.database,
    );
    return {
      ok: true,
      applicationId: reply.applicationId,
      reference: reply.reference,
      files: reply.files,
    };
  } catch (error) {
    await removeAll(
      stored.stored.map((s) => s.key),
      storage,
    );
    if (error instanceof Refused)
      return { ok: false, reason: error.reason as 'notFound' | 'notAwaiting' };
    throw error;
  }
}
