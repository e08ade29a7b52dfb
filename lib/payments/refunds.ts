import 'server-only';
import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/catalogue/money';
import { query, queryOne, type DbTx } from '@/lib/db/database';

/**
 * Refunds of confirmed payments (public.refunds, migration 20261128400200): through the provider
 * that took an online payment, or recorded by staff for a manual one. The database keeps the
 * refunds that did not fail within the amount received.
 */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export type Refund = {
  id: string;
  paymentId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  reason: string;
  /** Null for a manual refund (paid back outside the site, recorded by staff). */
  provider: 'paystack' | 'stripe' | null;
  providerRefundId: string | null;
  state: RefundState;
  createdAt: string;
  settledAt: string | null;
};

type Row = {
  id: string;
  payment_id: string;
  amount: string;
  currency: string;
  reason: string;
  provider: 'paystack' | 'stripe' | null;
  provider_refund_id: string | null;
  state: RefundState;
  created_at: string | Date;
  settled_at: string | Date | null;
};

const COLUMNS = sql`r.id, r.payment_id, r.amount::text as amount, r.currency, r.reason, r.provider,
  r.provider_refund_id, r.state, r.created_at, r.settled_at`;

function toRefund(row: Row): Refund {
  return {
    id: row.id,
    paymentId: row.payment_id,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    reason: row.reason,
    provider: row.provider,
    providerRefundId: row.provider_refund_id,
    state: row.state,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
  };
}

/** The refunds of an application's payments the caller may read (RLS), oldest first. */
export async function findApplicationRefunds(tx: DbTx, applicationId: string): Promise<Refund[]> {
  const rows = await query<Row>(
    tx,
    sql`select ${COLUMNS} from public.refunds r join public.payments p on p.id = r.payment_id
        where p.application_id = ${applicationId} order by r.created_at, r.id`,
  );
  return rows.map(toRefund);
}

/** The refunds of some payments (the console's list), by payment. */
export async function findPaymentsRefunds(
  tx: DbTx,
  paymentIds: string[],
): Promise<Map<string, Refund[]>> {
  const byPayment = new Map<string, Refund[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await query<Row>(
    tx,
    sql`select ${COLUMNS} from public.refunds r
        where r.payment_id = any(${`{${paymentIds.join(',')}}`}::uuid[]) order by r.created_at, r.id`,
  );
  for (const refund of rows.map(toRefund))
    byPayment.set(refund.paymentId, [...(byPayment.get(refund.paymentId) ?? []), refund]);
  return byPayment;
}

/** A refund, locked until the caller's transaction ends; null when the caller may not see it. */
export async function lockRefund(tx: DbTx, id: string): Promise<Refund | null> {
  const row = await queryOne<Row>(
    tx,
    sql`select ${COLUMNS} from public.refunds r where r.id = ${id} for update of r`,
  );
  return row ? toRefund(row) : null;
}

/** What may still be refunded of a payment: received, less the refunds that did not fail. */
export async function refundable(
  tx: DbTx,
  paymentId: string,
): Promise<{ received: number; refunded: number } | null> {
  const row = await queryOne<{ received: string | null; refunded: string }>(
    tx,
    sql`select p.amount_received::text as received,
               (select coalesce(sum(r.amount), 0) from public.refunds r
                where r.payment_id = p.id and r.state <> 'failed')::text as refunded
        from public.payments p where p.id = ${paymentId}`,
  );
  if (!row || row.received === null) return null;
  return { received: Number(row.received), refunded: Number(row.refunded) };
}

/**
 * How an online payment was taken: the attempt that succeeded (its provider, our reference that
 * Paystack refunds by, and Stripe's Checkout Session whose payment Stripe refunds). Null for a
 * manual payment.
 */
export async function succeededAttempt(
  tx: DbTx,
  paymentId: string,
): Promise<{
  provider: 'paystack' | 'stripe';
  reference: string;
  providerId: string | null;
} | null> {
  const row = await queryOne<{
    provider: 'paystack' | 'stripe';
    reference: string;
    provider_id: string | null;
  }>(
    tx,
    sql`select a.provider, a.reference, a.provider_id from public.payment_attempts a
        where a.payment_id = ${paymentId} and a.state = 'succeeded' order by a.verified_at desc limit 1`,
  );
  return row
    ? { provider: row.provider, reference: row.reference, providerId: row.provider_id }
    : null;
}
