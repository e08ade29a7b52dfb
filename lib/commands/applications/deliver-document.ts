import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { deliverDocumentSchema } from '@/lib/admin/application-schemas';
import { MAX_DELIVERED_BYTES, MAX_DELIVERED_MB } from '@/lib/applications/document-limits';
import { documentStorage, storeDocument, type StoredDocument } from '@/lib/applications/documents';
import { notifyCustomer } from '@/lib/applications/notify';
import { recordUpload } from '@/lib/applications/uploads';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { defineCommand, staffOnly } from '../run';
import { applicationRefusal, lockApplication } from './staff-application';

type Stored = Extract<StoredDocument, { ok: true }> & { fileName: string };

function fileError(key: string): ActionResult<never> {
  return fail('invalidRequest', undefined, {
    fieldErrors: {
      file: [key === 'fileTooLarge' ? { key, values: { max: MAX_DELIVERED_MB } } : { key }],
    },
  });
}

/** The name the customer downloads: the uploaded file's base name, printable, at most 255 characters. */
function cleanFileName(name: string, category: string, key: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-255);
  return cleaned || `${category}.${key.split('.').pop()}`;
}

/**
 * Staff deliver a document to the customer: the file is checked by its bytes and stored before
 * the transaction (storage is no place to hold a transaction open), then attached, audited and
 * mailed about in it; a refused delivery's file is removed at once (else the sweep takes it).
 */
export const deliverDocument = defineCommand({
  name: 'applications.deliverDocument',
  schema: deliverDocumentSchema,
  allowed: staffOnly,
  refusalOf: applicationRefusal,
  prepare: async (input, _actor, deps): Promise<ActionResult<Stored>> => {
    if (input.file.size > MAX_DELIVERED_BYTES) return fileError('fileTooLarge');
    const stored = await storeDocument(
      new Uint8Array(await input.file.arrayBuffer()),
      deps.storage ?? documentStorage(),
      { maxBytes: MAX_DELIVERED_BYTES },
    );
    if (!stored.ok) return fileError(stored.error);
    const name = input.file instanceof File ? input.file.name : '';
    return succeed({ ...stored, fileName: cleanFileName(name, input.category, stored.key) });
  },
  discard: async (stored, deps) => {
    await (deps.storage ?? documentStorage()).remove(stored.key);
  },
  run: async (input, actor, tx, { prepared: stored }) => {
    if (actor.kind !== 'staff') return fail('forbidden');
    const app = await lockApplication(tx, input.applicationId);
    if (!app) return fail('notFound');
    // The upload is the admin's own: the policy lets staff attach only what they uploaded.
    await recordUpload(tx, stored, { userId: actor.user.id }, 'delivered');
    // The database writes the document_delivered event (trigger of migration 20261125000400).
    const document = await queryOne<{ id: string }>(
      tx,
      sql`insert into public.application_documents
            (application_id, owner_id, field, storage_path, mime_type, size_bytes, kind, category, title, file_name, uploaded_by)
          values (${app.id}, ${app.owner_id}, ${`delivered.${randomUUID()}`}, ${stored.key}, ${stored.contentType}, ${stored.size},
                  'delivered', ${input.category}, ${input.title || null}, ${stored.fileName}, ${actor.user.id})
          returning id`,
    );
    await recordAudit(tx, actor, {
      action: 'document.delivered',
      targetType: 'document',
      targetId: document!.id,
      applicationId: app.id,
      details: {
        category: input.category,
        ...(input.title ? { title: input.title } : {}),
        fileName: stored.fileName,
        size: stored.size,
        reference: app.reference,
      },
    });
    await notifyCustomer(tx, `mail:document-delivered:${document!.id}`, app.id, {
      update: 'documentDelivered',
      document: input.category,
      title: input.title || null,
    });
    return succeed({ documentId: document!.id });
  },
});
