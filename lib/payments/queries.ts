import 'server-only';
import { sql } from 'drizzle-orm';
import { queryOne, type Database } from '@/lib/db/database';
import { isUuid, userClaims, withRls } from '@/lib/db/rls';
import type { PaymentMethod } from './instructions';

export type PaymentRow = {
  id: string;
  application_id: string;
  method: PaymentMethod;
  bank: string | null;
  amount: string;
  currency: string;
  payment_reference: string;
  status: string;
};

const COLUMNS = sql`id, application_id, method, bank, amount::text as amount, currency, payment_reference, status`;

/** The application's open payment instruction, if the caller may see it. */
export function getPendingPayment(userId: string, applicationId: string, database?: Database): Promise<PaymentRow | null> {
  if (!isUuid(applicationId)) return Promise.resolve(null);
  return withRls(
    userClaims(userId),
    (tx) => queryOne<PaymentRow>(tx, sql`select ${COLUMNS} from public.payments where application_id = ${applicationId} and status = 'pending'`),
    database,
  );
}

export type RecordPaymentResult = { ok: true; payment: PaymentRow } | { ok: false; reason: 'notFound' | 'notSubmitted' };

/**
 * Records (or changes) the customer's chosen payment method as a pending payment. The database
 * sets the amount from the application's quote; the payment reference is the application's
 * reference plus a counter, so a transfer can be matched to it.
 */
export function recordPayment(
  userId: string,
  input: { applicationId: string; method: PaymentMethod; bank?: string },
  database?: Database,
): Promise<RecordPaymentResult> {
  if (!isUuid(input.applicationId)) return Promise.resolve({ ok: false, reason: 'notFound' });
  return withRls(
    userClaims(userId),
    async (tx) => {
      const app = await queryOne<{ id: string; owner_id: string; reference: string | null; status: string }>(
        tx,
        sql`select id, owner_id, reference, status from public.applications where id = ${input.applicationId}`,
      );
      if (!app || app.owner_id !== userId) return { ok: false, reason: 'notFound' } as const;
      if (!app.reference || app.status === 'draft') return { ok: false, reason: 'notSubmitted' } as const;
      const bank = input.method === 'ussd' ? (input.bank ?? null) : null;
      const existing = await queryOne<PaymentRow>(
        tx,
        sql`update public.payments set method = ${input.method}, bank = ${bank}
            where application_id = ${app.id} and status = 'pending' returning ${COLUMNS}`,
      );
      if (existing) return { ok: true, payment: existing } as const;
      const count = await queryOne<{ n: number }>(tx, sql`select count(*)::int as n from public.payments where application_id = ${app.id}`);
      const reference = `${app.reference}-${(count?.n ?? 0) + 1}`;
      const created = await queryOne<PaymentRow>(
        tx,
        sql`insert into public.payments (application_id, owner_id, method, bank, amount, currency, payment_reference)
            values (${app.id}, ${userId}, ${input.method}, ${bank}, 1, 'NGN', ${reference}) returning ${COLUMNS}`,
      );
      return { ok: true, payment: created! } as const;
    },
    database,
  );
}
