import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type DbTx } from '@/lib/db/database';
import { findPaymentsRefunds, type Refund } from './refunds';
import { PAYMENT_COLUMNS, toPayment, type Payment, type PaymentRow } from './payment';

/** A payment as staff see it on /admin/payments: who pays, for what, and the decision once made. */
export type StaffPayment = Payment & {
  /** The application's reference (its page in the console); the payment's own is `paymentReference`. */
  applicationReference: string;
  customerName: string;
  customerEmail: string;
  /** The customer's proof of payment, if they uploaded one. */
  proof: { id: string; fileName: string | null } | null;
  /** Online attempts whose provider reported another amount, currency or reference, or paid twice. */
  mismatches: OnlineMismatch[];
  /** Its refunds, oldest first (issue 32). */
  refunds: Refund[];
  /** The provider that took it online, if it was paid online: refunds go back through it. */
  provider: 'paystack' | 'stripe' | null;
};

/** What a provider reported against what was due (payment_attempts.mismatch), for staff. */
export type OnlineMismatch = {
  provider: 'paystack' | 'stripe';
  attemptReference: string;
  expected: { reference: string; amount: number; currency: string };
  reported: { reference: string | null; amount: number | null; currency: string | null };
  /** Set when the payment had already been decided as the money arrived: paid twice. */
  paymentStatus?: string;
};

export type PaymentListFilter = 'pending' | 'decided';

type Row = PaymentRow & {
  application_reference: string;
  full_name: string | null;
  email: string | null;
  proof_id: string | null;
  proof_name: string | null;
  mismatches: OnlineMismatch[] | null;
  provider: 'paystack' | 'stripe' | null;
};

/**
 * Payments for the console, read as the caller under RLS (staff read every one): the pending ones
 * oldest first (the work waiting longest on top), or the decided ones latest first. The proof is
 * the one the payment names, else the application's latest proof of payment.
 */
export async function listStaffPayments(
  tx: DbTx,
  filter: PaymentListFilter,
  limit = 200,
): Promise<StaffPayment[]> {
  const rows = await query<Row>(
    tx,
    sql`select ${PAYMENT_COLUMNS}, a.reference as application_reference, pr.full_name, pr.email, proof.id as proof_id, proof.file_name as proof_name,
               mismatch.list as mismatches,
               (select pa.provider from public.payment_attempts pa
                where pa.payment_id = p.id and pa.state = 'succeeded' limit 1) as provider
        from public.payments p
        join public.applications a on a.id = p.application_id
        left join public.profiles pr on pr.id = p.owner_id
        left join lateral (
          select d.id, d.file_name from public.application_documents d
          where d.id = p.proof_document_id
             or (p.proof_document_id is null and d.application_id = p.application_id and d.kind = 'payment_proof')
          order by d.created_at desc limit 1
        ) proof on true
        left join lateral (
          select jsonb_agg(pa.mismatch || jsonb_build_object('provider', pa.provider, 'attemptReference', pa.reference)
                           order by pa.created_at) as list
          from public.payment_attempts pa where pa.payment_id = p.id and pa.state = 'mismatch'
        ) mismatch on true
        where ${filter === 'pending' ? sql`p.status = 'pending'` : sql`p.status in ('confirmed', 'rejected')`}
        order by ${filter === 'pending' ? sql`p.created_at asc` : sql`p.decided_at desc nulls last`}, p.id
        limit ${limit}`,
  );
  const refunds = await findPaymentsRefunds(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toPayment(row),
    applicationReference: row.application_reference,
    customerName: row.full_name ?? '',
    customerEmail: row.email ?? '',
    proof: row.proof_id ? { id: row.proof_id, fileName: row.proof_name } : null,
    mismatches: row.mismatches ?? [],
    refunds: refunds.get(row.id) ?? [],
    provider: row.provider,
    // The proof the payment names, else the application's latest (see the query).
    hasProof: row.proof_id !== null,
  }));
}

/** A payment waiting for a decision, locked for it: what the decision and its audit row name. */
export type PaymentToDecide = {
  id: string;
  applicationId: string;
  /** Minor units of `currency`: the amount due, frozen from the quote at submission. */
  amount: number;
  currency: string;
  paymentReference: string;
  status: Payment['status'];
};

/**
 * The payment, locked until the caller's transaction ends (two decisions on one payment wait for
 * each other); null when the caller may not see it (row-level security).
 */
export async function lockPaymentForDecision(
  tx: DbTx,
  id: string,
): Promise<PaymentToDecide | null> {
  const row = await queryOne<{
    id: string;
    application_id: string;
    amount: string;
    currency: string;
    payment_reference: string;
    status: Payment['status'];
  }>(
    tx,
    sql`select p.id, p.application_id, p.amount::text as amount, p.currency, p.payment_reference, p.status
        from public.payments p where p.id = ${id} for update of p`,
  );
  return row
    ? {
        id: row.id,
        applicationId: row.application_id,
        amount: Number(row.amount),
        currency: row.currency,
        paymentReference: row.payment_reference,
        status: row.status,
      }
    : null;
}
