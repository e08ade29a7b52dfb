import 'server-only';
import { sql } from 'drizzle-orm';
import type { Currency } from '@/lib/catalogue/money';
import type { RecordedPaymentMethod } from './instructions';

/** A payment's life: chosen (pending), then confirmed or rejected by staff or a provider, or cancelled. */
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment as every reader sees it (the customer's payment page and account, the console's
 * payments and application pages, the export): one shape, one mapper. `paymentReference` is the
 * payment's own (NG-CO-2026-000123-1: the application's reference and a counter, what a transfer
 * quotes); the application's reference, where a reader needs it, is `applicationReference`.
 */
export type Payment = {
  id: string;
  applicationId: string;
  method: RecordedPaymentMethod;
  /** The bank dialled (USSD) or the mobile money network paid from. */
  bank: string | null;
  /** Minor units of `currency`, copied by the database from the application's frozen quote. */
  amount: number;
  currency: Currency;
  paymentReference: string;
  status: PaymentStatus;
  /** What arrived, in minor units, once confirmed. */
  amountReceived: number | null;
  /** The rejection's reason (or a note on a confirmation), as staff wrote it for the customer. */
  decisionNote: string | null;
  /** The proof of payment the customer sent for it, if any. */
  proofDocumentId: string | null;
  hasProof: boolean;
  createdAt: string;
  decidedAt: string | null;
  /** The receipt's number (R-2026-000001) once confirmed; its PDF is at `receiptUrl(id)`. */
  receiptNumber: string | null;
};

/** The columns `toPayment` reads, of `public.payments` aliased `p`. */
export const PAYMENT_COLUMNS = sql`p.id, p.application_id, p.method, p.bank, p.amount::text as amount, p.currency,
  p.payment_reference, p.status, p.amount_received::text as amount_received, p.decision_note,
  p.proof_document_id, p.created_at, p.decided_at,
  (select r.number from public.receipts r where r.payment_id = p.id) as receipt_number`;

export type PaymentRow = {
  id: string;
  application_id: string;
  method: RecordedPaymentMethod;
  bank: string | null;
  amount: string;
  currency: string;
  payment_reference: string;
  status: PaymentStatus;
  amount_received: string | null;
  decision_note: string | null;
  proof_document_id: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
  receipt_number: string | null;
};

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    applicationId: row.application_id,
    method: row.method,
    bank: row.bank,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    paymentReference: row.payment_reference,
    status: row.status,
    amountReceived: row.amount_received === null ? null : Number(row.amount_received),
    decisionNote: row.decision_note,
    proofDocumentId: row.proof_document_id,
    hasProof: row.proof_document_id !== null,
    createdAt: iso(row.created_at)!,
    decidedAt: iso(row.decided_at),
    receiptNumber: row.receipt_number ?? null,
  };
}
