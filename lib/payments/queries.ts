import 'server-only';
import { sql } from 'drizzle-orm';
import { findApplication } from '@/lib/applications/queries';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser, isUuid } from '@/lib/db/rls';
import { methodsFor, type RecordedPaymentMethod } from './instructions';
import { PAYMENT_COLUMNS, toPayment, type Payment, type PaymentRow } from './payment';

export type { Payment } from './payment';

/** The application's open payment instruction, if the caller may see it. */
export async function getPendingPayment(
  userId: string,
  applicationId: string,
  database?: Database,
): Promise<Payment | null> {
  if (!isUuid(applicationId)) return null;
  const row = await asUser(
    userId,
    (tx) =>
      queryOne<PaymentRow>(
        tx,
        sql`select ${PAYMENT_COLUMNS} from public.payments p where application_id = ${applicationId} and status = 'pending'`,
      ),
    database,
  );
  return row ? toPayment(row) : null;
}

/** A payment staff confirmed: what arrived and when. */
export type ConfirmedPayment = {
  paymentReference: string;
  /** What staff saw arrive, in minor units of `currency`. */
  amountReceived: number;
  currency: string;
  confirmedAt: string;
};

/** The application's confirmed payment (the latest, if ever more than one), if the caller may see it. */
export async function getConfirmedPayment(
  userId: string,
  applicationId: string,
  database?: Database,
): Promise<ConfirmedPayment | null> {
  if (!isUuid(applicationId)) return null;
  const row = await asUser(
    userId,
    (tx) =>
      queryOne<{
        payment_reference: string;
        amount_received: string;
        currency: string;
        decided_at: string | Date;
      }>(
        tx,
        sql`select payment_reference, coalesce(amount_received, amount)::text as amount_received, currency, decided_at
            from public.payments where application_id = ${applicationId} and status = 'confirmed'
            order by decided_at desc limit 1`,
      ),
    database,
  );
  return row
    ? {
        paymentReference: row.payment_reference,
        amountReceived: Number(row.amount_received),
        currency: row.currency,
        confirmedAt: new Date(row.decided_at).toISOString(),
      }
    : null;
}

export type RecordPaymentResult =
  | { ok: true; payment: Payment }
  | { ok: false; reason: 'notFound' | 'notSubmitted' | 'alreadyPaid' | 'methodNotOffered' };

/**
 * Records (or changes) the customer's chosen payment method as a pending payment. The database
 * sets the amount from the application's quote; the payment reference is the application's
 * reference plus a counter, so a transfer can be matched to it.
 */
export function recordPayment(
  userId: string,
  input: PaymentChoice,
  database?: Database,
): Promise<RecordPaymentResult> {
  return asUser(userId, (tx) => recordPaymentIn(tx, userId, input), database);
}

export type PaymentChoice = {
  applicationId: string;
  method: RecordedPaymentMethod;
  bank?: string;
  network?: string;
};

/** recordPayment in the caller's transaction, which must be the customer's own (`asUser`). */
export async function recordPaymentIn(
  tx: DbTx,
  userId: string,
  input: PaymentChoice,
): Promise<RecordPaymentResult> {
  if (!isUuid(input.applicationId)) return { ok: false, reason: 'notFound' };
  const app = await findApplication(tx, input.applicationId);
  if (!app || app.ownerId !== userId) return { ok: false, reason: 'notFound' };
  if (!app.reference || app.status === 'draft') return { ok: false, reason: 'notSubmitted' };
  // Only a method the payment page offers in the quote's currency (USSD is Nigerian, mobile money Ghanaian).
  // `online` is offered by startOnlinePayment, which checks the currency's provider itself.
  if (
    !app.quote ||
    (input.method !== 'online' && !methodsFor(app.quote.currency).includes(input.method))
  )
    return { ok: false, reason: 'methodNotOffered' };
  // Once staff have confirmed a payment, the application is paid: no new instruction.
  const paid = await queryOne<{ id: string }>(
    tx,
    sql`select id from public.payments where application_id = ${app.id} and status = 'confirmed' limit 1`,
  );
  if (paid) return { ok: false, reason: 'alreadyPaid' };
  // The bank dialled (USSD) or the mobile money network paid from, kept in the one column.
  const bank =
    input.method === 'ussd'
      ? (input.bank ?? null)
      : input.method === 'mobile_money'
        ? (input.network ?? null)
        : null;
  const existing = await queryOne<PaymentRow>(
    tx,
    sql`update public.payments as p set method = ${input.method}, bank = ${bank}
            where application_id = ${app.id} and status = 'pending' returning ${PAYMENT_COLUMNS}`,
  );
  if (existing) return { ok: true, payment: toPayment(existing) };
  const count = await queryOne<{ n: number }>(
    tx,
    sql`select count(*)::int as n from public.payments where application_id = ${app.id}`,
  );
  const reference = `${app.reference}-${(count?.n ?? 0) + 1}`;
  // The amount and currency given here are placeholders: the database copies the quote's.
  const created = await queryOne<PaymentRow>(
    tx,
    sql`insert into public.payments as p (application_id, owner_id, method, bank, amount, currency, payment_reference)
            values (${app.id}, ${userId}, ${input.method}, ${bank}, 1, 'NGN', ${reference}) returning ${PAYMENT_COLUMNS}`,
  );
  if (!created) throw new Error('The payment was not recorded');
  return { ok: true, payment: toPayment(created) };
}
