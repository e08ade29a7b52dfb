import 'server-only';
import { sql } from 'drizzle-orm';
import { findApplicationDocuments, type ApplicationDocument } from '@/lib/applications/documents';
import { findApplicationEvents, type ApplicationEvent } from '@/lib/applications/events';
import type { ApplicationStatus } from '@/lib/applications/status';
import { isApplicationReference } from '@/lib/applications/reference';
import type { PackageId } from '@/lib/catalogue/packages';
import type { Quote } from '@/lib/catalogue/quote';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import {
  PAYMENT_COLUMNS,
  toPayment,
  type Payment,
  type PaymentRow,
  type PaymentStatus,
} from '@/lib/payments/payment';
import { findApplicationAttempts, type PaymentAttempt } from '@/lib/payments/attempts';
import { findApplicationRefunds, type Refund } from '@/lib/payments/refunds';

/**
 * The customer's own account: their applications, drafts, payments and profile. Everything runs
 * as them under row-level security AND filters on `owner_id = them`: a staff member's account
 * (whom RLS lets read every row) shows their own applications here too, never the customers'.
 */

export type ApplicationSummary = {
  id: string;
  reference: string;
  flow: string;
  service: string;
  country: string;
  package: PackageId | null;
  status: ApplicationStatus;
  submittedAt: string | null;
  updatedAt: string;
  dueOn: string | null;
  /** The frozen quote's total and currency (minor units). */
  total: number | null;
  currency: Quote['currency'] | null;
  /** The latest payment's state, if one was recorded. */
  payment: PaymentStatus | null;
};

export type DraftSummary = {
  id: string;
  flow: string;
  service: string;
  country: string;
  package: PackageId | null;
  lastCompletedStep: number;
  updatedAt: string;
};

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

type SummaryRow = {
  id: string;
  reference: string | null;
  flow: string;
  service: string;
  jurisdiction: string;
  package: PackageId | null;
  status: ApplicationStatus;
  last_completed_step: number;
  total: string | null;
  currency: Quote['currency'] | null;
  submitted_at: string | Date | null;
  updated_at: string | Date;
  due_on: string | null;
  payment: ApplicationSummary['payment'];
};

/** The customer's submitted applications (newest activity first) and open drafts. */
export function findAccountOverview(
  tx: DbTx,
  userId: string,
): Promise<{ applications: ApplicationSummary[]; drafts: DraftSummary[] }> {
  return query<SummaryRow>(
    tx,
    sql`select a.id, a.reference, a.flow, a.service, a.jurisdiction, a.package, a.status, a.last_completed_step,
               a.quote ->> 'total' as total, a.quote ->> 'currency' as currency, a.submitted_at, a.updated_at, a.due_on::text as due_on,
               (select p.status from public.payments p where p.application_id = a.id order by p.created_at desc limit 1) as payment
        from public.applications a
        where a.owner_id = ${userId}
        order by a.updated_at desc, a.id desc
        limit 500`,
  ).then((rows) => ({
    applications: rows
      .filter((row) => row.status !== 'draft' && row.reference)
      .map((row) => ({
        id: row.id,
        reference: row.reference!,
        flow: row.flow,
        service: row.service,
        country: row.jurisdiction,
        package: row.package,
        status: row.status,
        submittedAt: iso(row.submitted_at),
        updatedAt: iso(row.updated_at)!,
        dueOn: row.due_on,
        total: row.total === null ? null : Number(row.total),
        currency: row.currency,
        payment: row.payment,
      })),
    drafts: rows
      .filter((row) => row.status === 'draft')
      .map((row) => ({
        id: row.id,
        flow: row.flow,
        service: row.service,
        country: row.jurisdiction,
        package: row.package,
        lastCompletedStep: row.last_completed_step,
        updatedAt: iso(row.updated_at)!,
      })),
  }));
}

export function getAccountOverview(userId: string, database?: Database) {
  return asUser(userId, (tx) => findAccountOverview(tx, userId), database);
}

/** A payment on the customer's application page and in their export: the one Payment. */
export type AccountPayment = Payment;

/** The payments of an application the caller may read, oldest first. */
export async function findPayments(
  tx: DbTx,
  applicationId: string,
  ownerId: string,
): Promise<AccountPayment[]> {
  const rows = await query<PaymentRow>(
    tx,
    sql`select ${PAYMENT_COLUMNS} from public.payments p
        where application_id = ${applicationId} and owner_id = ${ownerId} order by created_at, id`,
  );
  return rows.map(toPayment);
}

export type AccountApplication = {
  id: string;
  reference: string;
  flow: string;
  service: string;
  country: string;
  package: PackageId | null;
  status: ApplicationStatus;
  data: Record<string, unknown>;
  quote: Quote | null;
  submittedAt: string | null;
  dueOn: string | null;
  events: ApplicationEvent[];
  documents: ApplicationDocument[];
  payments: AccountPayment[];
  /** The online attempts at paying it, newest first (issue 32). */
  attempts: PaymentAttempt[];
  /** Money sent back on its payments (issue 32), oldest first. */
  refunds: Refund[];
};

type DetailRow = {
  id: string;
  reference: string;
  flow: string;
  service: string;
  jurisdiction: string;
  package: PackageId | null;
  status: ApplicationStatus;
  data: Record<string, unknown>;
  quote: Quote | null;
  submitted_at: string | Date | null;
  due_on: string | null;
};

/** One of the customer's own submitted applications by reference, with what they may see of it; null otherwise. */
export async function findAccountApplication(
  tx: DbTx,
  userId: string,
  reference: string,
): Promise<AccountApplication | null> {
  if (!isApplicationReference(reference)) return null;
  const row = await queryOne<DetailRow>(
    tx,
    sql`select id, reference, flow, service, jurisdiction, package, status, data, quote, submitted_at, due_on::text as due_on
        from public.applications where reference = ${reference} and owner_id = ${userId} and status <> 'draft'`,
  );
  if (!row) return null;
  const [events, documents, payments, attempts, refunds] = [
    await findApplicationEvents(tx, row.id),
    await findApplicationDocuments(tx, row.id),
    await findPayments(tx, row.id, userId),
    await findApplicationAttempts(tx, row.id),
    await findApplicationRefunds(tx, row.id),
  ];
  return {
    id: row.id,
    reference: row.reference,
    flow: row.flow,
    service: row.service,
    country: row.jurisdiction,
    package: row.package,
    status: row.status,
    data: row.data,
    quote: row.quote,
    submittedAt: iso(row.submitted_at),
    dueOn: row.due_on,
    // A staff member looking at their own application must not see internal notes either.
    events: events.filter((event) => !event.internal),
    documents,
    payments,
    attempts,
    refunds,
  };
}

export function getAccountApplication(
  userId: string,
  reference: string,
  database?: Database,
): Promise<AccountApplication | null> {
  return asUser(userId, (tx) => findAccountApplication(tx, userId, reference), database);
}

export type Profile = {
  id: string;
  email: string;
  fullName: string;
  phone: string | null;
  locale: Locale;
  createdAt: string;
};

type ProfileRow = {
  id: string;
  email: string;
  full_name: string;
  phone: string | null;
  locale: string;
  created_at: string | Date;
};

export async function findProfile(tx: DbTx, userId: string): Promise<Profile | null> {
  const row = await queryOne<ProfileRow>(
    tx,
    sql`select id, email, full_name, phone, locale, created_at from public.profiles where id = ${userId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    phone: row.phone,
    locale: isLocale(row.locale) ? row.locale : 'en',
    createdAt: iso(row.created_at)!,
  };
}

export function getProfile(userId: string, database?: Database): Promise<Profile | null> {
  return asUser(userId, (tx) => findProfile(tx, userId), database);
}
