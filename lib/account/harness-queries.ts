import 'server-only';
import { sql } from 'drizzle-orm';
import { MAX_DELIVERED_BYTES } from '@/lib/applications/document-limits';
import { storeDocument } from '@/lib/applications/documents';
import { queryOne, type DbTx } from '@/lib/db/database';
import { getDatabase } from '@/lib/db/instance';

/**
 * Staff's side of an application for the browser tests of the account (E2E_HARNESS=1 only):
 * the staff console is built separately, so these stand in for it. The owner connection (no RLS,
 * treated as staff by the triggers), as `npm run admin:grant` uses it.
 */
type Found = { id: string; owner_id: string; status: string };

async function inTransaction<T>(reference: string, fn: (tx: DbTx, app: Found) => Promise<T>) {
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const app = await queryOne<Found>(
      tx,
      sql`select id, owner_id, status from public.applications where reference = ${reference}`,
    );
    if (!app) throw new Error(`No application ${reference}`);
    return fn(tx, app);
  });
}

/** Moves the application to awaiting_customer with staff's message for the customer. */
export function harnessRequestInformation(reference: string, message: string) {
  return inTransaction(reference, async (tx, app) => {
    if (app.status === 'submitted')
      await tx.execute(
        sql`update public.applications set status = 'in_review' where id = ${app.id}`,
      );
    await tx.execute(sql`select set_config('app.status_note', ${message}, true)`);
    await tx.execute(
      sql`update public.applications set status = 'awaiting_customer' where id = ${app.id}`,
    );
  });
}

/** Records a pending bank transfer for the application, as the customer's choice on the payment page would. */
export function harnessRecordPayment(reference: string) {
  return inTransaction(reference, (tx, app) =>
    tx.execute(
      sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
          select a.id, a.owner_id, 'bank_transfer', (a.quote ->> 'total')::bigint, a.quote ->> 'currency', a.reference || '-1'
          from public.applications a where a.id = ${app.id}`,
    ),
  );
}

/** Confirms the application's payment for the full amount (recording a bank transfer first if none was chosen). */
export function harnessConfirmPayment(reference: string) {
  return inTransaction(reference, async (tx, app) => {
    const pending = await queryOne<{ id: string }>(
      tx,
      sql`select id from public.payments where application_id = ${app.id} and status = 'pending'`,
    );
    if (!pending) {
      await tx.execute(
        sql`insert into public.payments (application_id, owner_id, method, amount, currency, payment_reference)
            select a.id, a.owner_id, 'bank_transfer', (a.quote ->> 'total')::bigint, a.quote ->> 'currency', a.reference || '-1'
            from public.applications a where a.id = ${app.id}`,
      );
    }
    await tx.execute(
      sql`update public.payments set status = 'confirmed', amount_received = amount where application_id = ${app.id} and status = 'pending'`,
    );
  });
}

/** Delivers a document (its bytes checked and stored as staff's upload would be). */
export async function harnessDeliver(
  reference: string,
  bytes: Uint8Array,
  category: string,
  fileName: string,
) {
  const stored = await storeDocument(bytes, undefined, { maxBytes: MAX_DELIVERED_BYTES });
  if (!stored.ok) throw new Error(stored.error);
  await inTransaction(reference, (tx, app) =>
    tx.execute(
      sql`insert into public.application_documents (application_id, owner_id, uploaded_by, kind, category, field, file_name, storage_path, mime_type, size_bytes)
          values (${app.id}, ${app.owner_id}, null, 'delivered', ${category}, ${`delivered.${stored.key}`}, ${fileName}, ${stored.key}, ${stored.contentType}, ${stored.size})`,
    ),
  );
  return stored.key;
}
