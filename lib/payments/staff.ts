import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { adminAction } from '@/lib/actions/user-action';
import { findCustomerContact, notifyCustomer, type CustomerContact } from '@/lib/applications/notify';
import { recordAudit } from '@/lib/audit/audit';
import type { CurrentUser } from '@/lib/auth/current-user';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import type { PaymentMethod } from './instructions';
import type { Payment } from './queries';
import { confirmPaymentSchema, rejectPaymentSchema } from './schemas';

/** A payment as staff see it on /admin/payments: who pays, for what, and the decision once made. */
export type StaffPayment = Payment & {
  /** The application's reference (its page in the console). */
  reference: string;
  customerName: string;
  customerEmail: string;
  amountReceived: number | null;
  decisionNote: string | null;
  /** The customer's proof of payment, if they uploaded one. */
  proof: { id: string; fileName: string | null } | null;
  createdAt: string;
  decidedAt: string | null;
};

export type PaymentListFilter = 'pending' | 'decided';

type Row = {
  id: string;
  application_id: string;
  method: PaymentMethod;
  bank: string | null;
  amount: string;
  currency: string;
  payment_reference: string;
  status: Payment['status'];
  amount_received: string | null;
  decision_note: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  reference: string;
  full_name: string | null;
  email: string | null;
  proof_id: string | null;
  proof_name: string | null;
};

/**
 * Payments for the console, read as the caller under RLS (staff read every one): the pending ones
 * oldest first (the work waiting longest on top), or the decided ones latest first. The proof is
 * the one the payment names, else the application's latest proof of payment.
 */
export async function listStaffPayments(tx: DbTx, filter: PaymentListFilter, limit = 200): Promise<StaffPayment[]> {
  const rows = await query<Row>(
    tx,
    sql`select p.id, p.application_id, p.method, p.bank, p.amount::text as amount, p.currency, p.payment_reference, p.status,
               p.amount_received::text as amount_received, p.decision_note, p.created_at, p.decided_at,
               a.reference, pr.full_name, pr.email, proof.id as proof_id, proof.file_name as proof_name
        from public.payments p
        join public.applications a on a.id = p.application_id
        left join public.profiles pr on pr.id = p.owner_id
        left join lateral (
          select d.id, d.file_name from public.application_documents d
          where d.id = p.proof_document_id
             or (p.proof_document_id is null and d.application_id = p.application_id and d.kind = 'payment_proof')
          order by d.created_at desc limit 1
        ) proof on true
        where ${filter === 'pending' ? sql`p.status = 'pending'` : sql`p.status in ('confirmed', 'rejected')`}
        order by ${filter === 'pending' ? sql`p.created_at asc` : sql`p.decided_at desc nulls last`}, p.id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    applicationId: row.application_id,
    method: row.method,
    bank: row.bank,
    amount: Number(row.amount),
    currency: row.currency,
    paymentReference: row.payment_reference,
    status: row.status,
    reference: row.reference,
    customerName: row.full_name ?? '',
    customerEmail: row.email ?? '',
    amountReceived: row.amount_received === null ? null : Number(row.amount_received),
    decisionNote: row.decision_note,
    proof: row.proof_id ? { id: row.proof_id, fileName: row.proof_name } : null,
    hasProof: row.proof_id !== null,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  }));
}

/** What the staff actions take besides their input: who calls and the database (tests give their own). */
export type StaffActionDeps = { identify?: () => Promise<CurrentUser | null>; database?: Database };

type Pending = { id: string; application_id: string; amount: string; currency: string; payment_reference: string; status: string; reference: string };

/** The payment, locked for the decision; null when the caller may not see it. */
function lockPayment(tx: DbTx, id: string) {
  return queryOne<Pending>(
    tx,
    sql`select p.id, p.application_id, p.amount::text as amount, p.currency, p.payment_reference, p.status, a.reference
        from public.payments p join public.applications a on a.id = p.application_id
        where p.id = ${id} for update of p`,
  );
}

type Decided = { ok: true; contact: CustomerContact | null } | { ok: false; failure: ReturnType<typeof fail> };

/**
 * Staff confirm a pending payment with the amount that arrived (the database keeps the amount
 * due, frozen from the quote at submission); a different amount needs a note. The decision, its
 * audit record and the timeline event (a trigger) land in one transaction; the customer gets a
 * mail in their language once it has.
 */
export function confirmPayment(deps: StaffActionDeps = {}) {
  return adminAction({
    name: 'payments.confirm',
    schema: confirmPaymentSchema,
    identify: deps.identify,
    handler: async (input, admin) => {
      const outcome = await asUser(
        admin.id,
        async (tx): Promise<Decided> => {
          const payment = await lockPayment(tx, input.paymentId);
          if (!payment) return { ok: false, failure: fail('notFound') };
          if (payment.status !== 'pending') return { ok: false, failure: fail('alreadyDecided') };
          const due = Number(payment.amount);
          if (input.amountReceived !== due && !input.note)
            return { ok: false, failure: fail('invalidRequest', undefined, { fieldErrors: { note: [{ key: 'noteRequired' }] } }) };
          await tx.execute(
            sql`update public.payments set status = 'confirmed', amount_received = ${input.amountReceived}, decision_note = ${input.note}
                where id = ${payment.id}`,
          );
          await recordAudit(tx, admin, {
            action: 'payment.confirmed',
            targetType: 'payment',
            targetId: payment.id,
            applicationId: payment.application_id,
            details: {
              paymentReference: payment.payment_reference,
              currency: payment.currency,
              amountDue: due,
              amountReceived: input.amountReceived,
              ...(input.note ? { note: input.note } : {}),
            },
          });
          return { ok: true, contact: await findCustomerContact(tx, payment.application_id) };
        },
        deps.database,
      );
      if (!outcome.ok) return outcome.failure;
      if (outcome.contact) notifyCustomer(outcome.contact, { update: 'paymentConfirmed' });
      return succeed();
    },
  });
}

/** Staff reject a pending payment; the reason is kept on it and mailed to the customer. */
export function rejectPayment(deps: StaffActionDeps = {}) {
  return adminAction({
    name: 'payments.reject',
    schema: rejectPaymentSchema,
    identify: deps.identify,
    handler: async (input, admin) => {
      const outcome = await asUser(
        admin.id,
        async (tx): Promise<Decided> => {
          const payment = await lockPayment(tx, input.paymentId);
          if (!payment) return { ok: false, failure: fail('notFound') };
          if (payment.status !== 'pending') return { ok: false, failure: fail('alreadyDecided') };
          await tx.execute(sql`update public.payments set status = 'rejected', decision_note = ${input.reason} where id = ${payment.id}`);
          await recordAudit(tx, admin, {
            action: 'payment.rejected',
            targetType: 'payment',
            targetId: payment.id,
            applicationId: payment.application_id,
            details: { paymentReference: payment.payment_reference, currency: payment.currency, amountDue: Number(payment.amount), reason: input.reason },
          });
          return { ok: true, contact: await findCustomerContact(tx, payment.application_id) };
        },
        deps.database,
      );
      if (!outcome.ok) return outcome.failure;
      if (outcome.contact) notifyCustomer(outcome.contact, { update: 'paymentRejected', message: input.reason });
      return succeed();
    },
  });
}
