import 'server-only';
import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/catalogue/money';
import type { Quote } from '@/lib/catalogue/quote';
import { queryOne, type DbTx } from '@/lib/db/database';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import type { RecordedPaymentMethod } from './instructions';

/**
 * A confirmed payment's receipt (public.receipts, migration 20261128400100): its number is taken
 * in the confirming transaction by the database, R-<year>-<six digits>, without gaps per year.
 */
export const RECEIPT_NUMBER = /^R-(\d{4})-(\d{6,})$/;

/** The receipt number of the `seq`th receipt of `year`, as the database writes it. */
export function receiptNumber(year: number, seq: number): string {
  return `R-${year}-${String(seq).padStart(6, '0')}`;
}

/** Where the receipt's PDF is served (owner or staff; anyone else a 404). */
export function receiptUrl(paymentId: string, options: { download?: boolean } = {}): string {
  return `/api/receipts/${paymentId}${options.download ? '?download=1' : ''}`;
}

/** Everything the receipt's PDF shows, read as the caller under row-level security. */
export type ReceiptDocument = {
  number: string;
  issuedAt: string;
  /** The customer's language when the receipt was issued. */
  locale: Locale;
  paymentId: string;
  paymentReference: string;
  method: RecordedPaymentMethod;
  /** What was received (minor units of `currency`). */
  amount: number;
  currency: Currency;
  paidAt: string;
  applicationReference: string;
  service: string;
  jurisdiction: string;
  /** Our fee and the government's fees apart, from the quote frozen at submission. */
  serviceFee: number | null;
  governmentFee: number | null;
  customer: { name: string; email: string };
};

type Row = {
  number: string;
  issued_at: string | Date;
  locale: string;
  payment_id: string;
  payment_reference: string;
  method: RecordedPaymentMethod;
  amount_received: string | null;
  amount: string;
  currency: string;
  decided_at: string | Date | null;
  application_reference: string | null;
  service: string;
  jurisdiction: string;
  quote: Partial<Quote> | null;
  full_name: string | null;
  email: string | null;
};

/** The receipt of a payment, or null when it has none or the caller may not read it (RLS). */
export async function findReceipt(tx: DbTx, paymentId: string): Promise<ReceiptDocument | null> {
  const row = await queryOne<Row>(
    tx,
    sql`select r.number, r.issued_at, r.locale, p.id as payment_id, p.payment_reference, p.method,
               p.amount_received::text as amount_received, p.amount::text as amount, p.currency, p.decided_at,
               a.reference as application_reference, a.service, a.jurisdiction, a.quote,
               pr.full_name, pr.email
        from public.receipts r
        join public.payments p on p.id = r.payment_id
        join public.applications a on a.id = p.application_id
        left join public.profiles pr on pr.id = p.owner_id
        where r.payment_id = ${paymentId}`,
  );
  if (!row) return null;
  const issuedAt = new Date(row.issued_at).toISOString();
  const quote = row.quote;
  return {
    number: row.number,
    issuedAt,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    paymentId: row.payment_id,
    paymentReference: row.payment_reference,
    method: row.method,
    amount: Number(row.amount_received ?? row.amount),
    currency: row.currency as Currency,
    paidAt: row.decided_at ? new Date(row.decided_at).toISOString() : issuedAt,
    applicationReference: row.application_reference ?? '',
    service: row.service,
    jurisdiction: row.jurisdiction,
    // Only a quote in the payment's currency splits the amount (it always is: the payment copies it).
    serviceFee:
      quote?.currency === row.currency && typeof quote.serviceFee === 'number'
        ? quote.serviceFee
        : null,
    governmentFee:
      quote?.currency === row.currency && typeof quote.governmentFee === 'number'
        ? quote.governmentFee
        : null,
    customer: { name: row.full_name ?? '', email: row.email ?? '' },
  };
}
