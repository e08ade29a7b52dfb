import 'server-only';
import { sql } from 'drizzle-orm';
import { findApplication } from '@/lib/applications/queries';
import { queryOne, type Database } from '@/lib/db/database';
import { asUser, isUuid } from '@/lib/db/rls';
import { methodsFor, type PaymentMethod } from './instructions';

export type Payment = {
  id: string;
  applicationId: string;
  method: PaymentMethod;
  bank: string | null;
  /** Minor units of `currency`, copied by the database from the application's frozen quote. */
  amount: number;
  currency: string;
  /** The application's reference and a counter (NG-CO-2026-000123-1): what a transfer quotes. */
  paymentReference: string;
  status: 'pending' | 'confirmed' | 'rejected' | 'cancelled';
  /** The customer has sent a proof of payment for it. */
  hasProof: boolean;
};

type Row = {
  id: string;
  application_id: string;
  method: PaymentMethod;
  bank: string | null;
  amount: string;
  currency: string;
  payment_reference: string;
  status: Payment['status'];
  has_proof: boolean;
};

const COLUMNS = sql`id, application_id, method, bank, amount::text as amount, currency, payment_reference, status, proof_document_id is not null as has_proof`;

function toPayment(row: Row): Payment {
  return {
    id: row.id,
    applicationId: row.application_id,
    method: row.method,
    bank: row.bank,
    amount: Number(row.amount),
    currency: row.currency,
    paymentReference: row.payment_reference,
    status: row.status,
    hasProof: row.has_proof,
  };
}

/** The application's open payment instruction, if the caller may see it. */
export async function getPendingPayment(userId: string, applicationId: string, database?: Database): Promise<Payment | null> {
  if (!isUuid(applicationId)) return null;
  const row = await asUser(
    userId,
    (tx) => queryOne<Row>(tx, sql`select ${COLUMNS} from public.payments where application_id = ${applicationId} and status = 'pending'`),
    database,
  );
  return row ? toPayment(row) : null;
}

export type RecordPaymentResult = { ok: true; payment: Payment } | { ok: false; reason: 'notFound' | 'notSubmitted' | 'alreadyPaid' | 'methodNotOffered' };

/**
 * Records (or changes) the customer's chosen payment method as a pending payment. The database
 * sets the amount from the application's quote; the payment reference is the application's
 * reference plus a counter, so a transfer can be matched to it.
 */
export function recordPayment(
  userId: string,
  input: { applicationId: string; method: PaymentMethod; bank?: string; network?: string },
  database?: Database,
): Promise<RecordPaymentResult> {
  if (!isUuid(input.applicationId)) return Promise.resolve({ ok: false, reason: 'notFound' });
  return asUser(
    userId,
    async (tx): Promise<RecordPaymentResult> => {
      const app = await findApplication(tx, input.applicationId);
      if (!app || app.ownerId !== userId) return { ok: false, reason: 'notFound' };
      if (!app.reference || app.status === 'draft') return { ok: false, reason: 'notSubmitted' };
      // Only a method the payment page offers in the quote's currency (USSD is Nigerian, mobile money Ghanaian).
      if (!app.quote || !methodsFor(app.quote.currency).includes(input.method)) return { ok: false, reason: 'methodNotOffered' };
      // Once staff have confirmed a payment, the application is paid: no new instruction.
      const paid = await queryOne<{ id: string }>(tx, sql`select id from public.payments where application_id = ${app.id} and status = 'confirmed' limit 1`);
      if (paid) return { ok: false, reason: 'alreadyPaid' };
      // The bank dialled (USSD) or the mobile money network paid from, kept in the one column.
      const bank = input.method === 'ussd' ? (input.bank ?? null) : input.method === 'mobile_money' ? (input.network ?? null) : null;
      const existing = await queryOne<Row>(
        tx,
        sql`update public.payments set method = ${input.method}, bank = ${bank}
            where application_id = ${app.id} and status = 'pending' returning ${COLUMNS}`,
      );
      if (existing) return { ok: true, payment: toPayment(existing) };
      const count = await queryOne<{ n: number }>(tx, sql`select count(*)::int as n from public.payments where application_id = ${app.id}`);
      const reference = `${app.reference}-${(count?.n ?? 0) + 1}`;
      // The amount and currency given here are placeholders: the database copies the quote's.
      const created = await queryOne<Row>(
        tx,
        sql`insert into public.payments (application_id, owner_id, method, bank, amount, currency, payment_reference)
            values (${app.id}, ${userId}, ${input.method}, ${bank}, 1, 'NGN', ${reference}) returning ${COLUMNS}`,
      );
      if (!created) throw new Error('The payment was not recorded');
      return { ok: true, payment: toPayment(created) };
    },
    database,
  );
}
