import 'server-only';
import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/catalogue/money';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser, isUuid, withServiceRole } from '@/lib/db/rls';
import type { ProviderId } from './providers/config';

/**
 * An online payment attempt (public.payment_attempts, migration 20261128300000): one try at
 * paying a payment through a provider, under our own unique reference, for the amount and
 * currency frozen from the payment when it started.
 */
export const ATTEMPT_STATES = [
  'initialised',
  'succeeded',
  'failed',
  'mismatch',
  'expired',
] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export type PaymentAttempt = {
  id: string;
  paymentId: string;
  provider: ProviderId;
  reference: string;
  providerId: string | null;
  checkoutUrl: string | null;
  amount: number;
  currency: Currency;
  state: AttemptState;
  /** What the provider reported where it differed from what was due. */
  mismatch: Record<string, unknown> | null;
  createdAt: string;
  verifiedAt: string | null;
};

export const ATTEMPT_COLUMNS = sql`a.id, a.payment_id, a.provider, a.reference, a.provider_id, a.checkout_url,
  a.amount::text as amount, a.currency, a.state, a.mismatch, a.created_at, a.verified_at`;

export type AttemptRow = {
  id: string;
  payment_id: string;
  provider: ProviderId;
  reference: string;
  provider_id: string | null;
  checkout_url: string | null;
  amount: string;
  currency: string;
  state: AttemptState;
  mismatch: Record<string, unknown> | null;
  created_at: string | Date;
  verified_at: string | Date | null;
};

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export function toAttempt(row: AttemptRow): PaymentAttempt {
  return {
    id: row.id,
    paymentId: row.payment_id,
    provider: row.provider,
    reference: row.reference,
    providerId: row.provider_id,
    checkoutUrl: row.checkout_url,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    state: row.state,
    mismatch: row.mismatch,
    createdAt: iso(row.created_at)!,
    verifiedAt: iso(row.verified_at),
  };
}

/** Our references are Paystack-safe: letters, digits, `-`, `.`, `=` (the table's check). */
export const ATTEMPT_REFERENCE = /^[A-Za-z0-9.=-]{6,100}$/;

/** The attempt with this reference, locked for the caller's decision (a system transaction). */
export async function lockAttempt(tx: DbTx, reference: string): Promise<PaymentAttempt | null> {
  if (!ATTEMPT_REFERENCE.test(reference)) return null;
  const row = await queryOne<AttemptRow>(
    tx,
    sql`select ${ATTEMPT_COLUMNS} from public.payment_attempts a where a.reference = ${reference} for update of a`,
  );
  return row ? toAttempt(row) : null;
}

/** The attempt with this reference, read in the caller's transaction (whatever RLS lets it see). */
export async function findAttempt(tx: DbTx, reference: string): Promise<PaymentAttempt | null> {
  if (!ATTEMPT_REFERENCE.test(reference)) return null;
  const row = await queryOne<AttemptRow>(
    tx,
    sql`select ${ATTEMPT_COLUMNS} from public.payment_attempts a where a.reference = ${reference}`,
  );
  return row ? toAttempt(row) : null;
}

/** Every online attempt at paying an application, newest first, as the caller may see them (RLS). */
export async function findApplicationAttempts(
  tx: DbTx,
  applicationId: string,
): Promise<PaymentAttempt[]> {
  if (!isUuid(applicationId)) return [];
  const rows = await query<AttemptRow>(
    tx,
    sql`select ${ATTEMPT_COLUMNS} from public.payment_attempts a
        join public.payments p on p.id = a.payment_id
        where p.application_id = ${applicationId}
        order by a.created_at desc`,
  );
  return rows.map(toAttempt);
}

/** findApplicationAttempts as this customer, under row-level security. */
export function listApplicationAttempts(
  userId: string,
  applicationId: string,
  database?: Database,
): Promise<PaymentAttempt[]> {
  return asUser(userId, (tx) => findApplicationAttempts(tx, applicationId), database);
}

/**
 * Attempts still waiting for an answer after `olderThanMinutes`: the reconciliation job verifies
 * them through the provider's API (their webhook may never come). Oldest first, `limit` at most.
 */
export async function openAttempts(
  tx: DbTx,
  olderThanMinutes: number,
  limit: number,
): Promise<PaymentAttempt[]> {
  const rows = await query<AttemptRow>(
    tx,
    sql`select ${ATTEMPT_COLUMNS} from public.payment_attempts a
        where a.state = 'initialised' and a.created_at < now() - make_interval(mins => ${olderThanMinutes})
        order by a.created_at limit ${limit}`,
  );
  return rows.map(toAttempt);
}

/**
 * What the provider answered when the attempt started: its session id (Stripe's; Paystack's
 * transaction id comes with its verification) and the page the customer is sent to, or `failed`
 * when it could not start. Only an attempt still `initialised` changes.
 */
export function recordCheckout(
  attemptId: string,
  providerId: string | null,
  checkoutUrl: string | null,
  database?: Database,
  state: 'initialised' | 'failed' = 'initialised',
): Promise<unknown> {
  // The service role: no API role writes attempts; the customer's rights were checked when the
  // attempt began (begin_payment_attempt).
  return withServiceRole(
    (tx) =>
      tx.execute(
        sql`update public.payment_attempts
            set provider_id = coalesce(${providerId}, provider_id), checkout_url = coalesce(${checkoutUrl}, checkout_url),
                state = ${state}, verified_at = case when ${state} = 'failed' then now() else verified_at end
            where id = ${attemptId} and state = 'initialised'`,
      ),
    database,
  );
}
