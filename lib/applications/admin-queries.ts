import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { countryCodes, type CountryCode } from '@/lib/catalogue/jurisdictions';
import { packageIds, type PackageId } from '@/lib/catalogue/packages';
import type { Quote } from '@/lib/catalogue/quote';
import { serviceIds, type ServiceId } from '@/lib/catalogue/services';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { findApplicationDocuments, type ApplicationDocument } from './documents';
import { findApplicationEvents, type ApplicationEvent } from './events';
import { findApplication, type Application } from './queries';
import { APPLICATION_STATUSES, type ApplicationStatus } from './status';

/**
 * What the staff console reads: the queue and one application with everything around it. Every
 * function runs as the caller under row-level security (`asUser`): staff read every row through
 * the policies that call the role function, anyone else finds their own rows at most, and the
 * console's pages and actions check the role before they call these.
 */

/** Every status but draft: what staff work on. */
export const QUEUE_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'draft') as Exclude<ApplicationStatus, 'draft'>[];
/** The statuses that still move: a due date only matters for these. */
export const OPEN_STATUSES = ['submitted', 'in_review', 'awaiting_customer', 'filed'] as const satisfies readonly ApplicationStatus[];
export const PAYMENT_STATES = ['none', 'pending', 'confirmed', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const QUEUE_PAGE_SIZE = 25;

// Keyset cursor: updated_at in microseconds since the epoch (Postgres keeps microseconds, a JS
// Date only milliseconds) and the id, so a page boundary is exact however many rows share a time.
const CURSOR = /^(\d{1,17})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** An unknown or malformed value is dropped, never an error: a hand-edited URL still shows the queue. */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown) => {
  const v = single(value);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** The queue's search parameters (a GET form: shareable URLs, works without JavaScript). */
export const queueFilterSchema = z.object({
  status: optional(z.preprocess(text, z.enum(QUEUE_STATUSES))),
  country: optional(z.preprocess(text, z.enum(countryCodes))),
  service: optional(z.preprocess(text, z.enum(serviceIds))),
  package: optional(z.preprocess(text, z.enum(packageIds))),
  payment: optional(z.preprocess(text, z.enum(PAYMENT_STATES))),
  overdue: z.preprocess((v) => text(v) === '1', z.boolean()).catch(false),
  q: optional(z.preprocess(text, z.string().max(100))),
  after: optional(z.preprocess(text, z.string().regex(CURSOR))),
  before: optional(z.preprocess(text, z.string().regex(CURSOR))),
});
export type QueueFilter = z.output<typeof queueFilterSchema>;

/** Parses `searchParams` as Next hands them over; never throws. */
export function parseQueueFilter(params: Record<string, string | string[] | undefined>): QueueFilter {
  return queueFilterSchema.parse(params);
}

export type QueueRow = {
  id: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  country: CountryCode | string;
  service: ServiceId | string;
  package: PackageId | null;
  status: ApplicationStatus;
  payment: PaymentState;
  submittedAt: string | null;
  dueOn: string | null;
  overdue: boolean;
  updatedAt: string;
};

export type QueuePage = {
  rows: QueueRow[];
  /** Cursors for the next (older) and previous (newer) pages, null at either end. */
  next: string | null;
  previous: string | null;
};

type QueueDbRow = {
  id: string;
  reference: string;
  full_name: string;
  email: string;
  jurisdiction: string;
  service: string;
  package: PackageId | null;
  status: ApplicationStatus;
  payment: PaymentState;
  submitted_at: string | Date | null;
  due_on: string | null;
  overdue: boolean;
  updated_at: string | Date;
  cursor: string;
};

/** Today as a date (UTC) for the overdue rule; tests pass their own. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const openStatuses = sql.raw(OPEN_STATUSES.map((s) => `'${s}'`).join(', '));

// The application's payment at a glance: an open instruction first (staff must act on it), then
// a confirmed one, then a rejected one; cancelled instructions do not count.
const PAYMENT_STATE = sql`coalesce((
    select case when bool_or(pm.status = 'pending') then 'pending'
                when bool_or(pm.status = 'confirmed') then 'confirmed'
                when bool_or(pm.status = 'rejected') then 'rejected' end
    from public.payments pm where pm.application_id = a.id and pm.status <> 'cancelled'
  ), 'none')`;

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function cursorCondition(cursor: string, direction: '<' | '>'): SQL {
  const [, micros, id] = CURSOR.exec(cursor)!;
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return direction === '<' ? sql`(a.updated_at, a.id) < (${at}, ${id}::uuid)` : sql`(a.updated_at, a.id) > (${at}, ${id}::uuid)`;
}

/**
 * One page of the queue: every submitted application the caller may read, newest activity first
 * (updated_at moves with every event), filtered, searched by reference, name or e-mail, and
 * paged by keyset on (updated_at, id): `after` gives the page older than a cursor, `before` the
 * one newer than it.
 */
export async function findQueuePage(
  tx: DbTx,
  filter: QueueFilter,
  { limit = QUEUE_PAGE_SIZE, on = today() }: { limit?: number; on?: string } = {},
): Promise<QueuePage> {
  const where: SQL[] = [sql`a.status <> 'draft'`];
  if (filter.status) where.push(sql`a.status = ${filter.status}`);
  if (filter.country) where.push(sql`a.jurisdiction = ${filter.country}`);
  if (filter.service) where.push(sql`a.service = ${filter.service}`);
  if (filter.package) where.push(sql`a.package = ${filter.package}`);
  if (filter.payment) where.push(sql`${PAYMENT_STATE} = ${filter.payment}`);
  if (filter.overdue) where.push(sql`a.due_on < ${on}::date and a.status in (${openStatuses})`);
  if (filter.q) {
    const like = likePattern(filter.q);
    where.push(
      sql`(a.reference ilike ${like} or a.owner_id in (select sp.id from public.profiles sp where sp.full_name ilike ${like} or sp.email ilike ${like}))`,
    );
  }
  const backwards = !filter.after && !!filter.before;
  if (filter.after) where.push(cursorCondition(filter.after, '<'));
  else if (filter.before) where.push(cursorCondition(filter.before, '>'));

  const direction = backwards ? sql`asc` : sql`desc`;
  // The page is picked from applications alone (the queue index, ordered and limited), then
  // joined to its customers and payments: row-level security's OR makes the planner's row
  // estimates useless, and a join first had it read every application to sort them.
  const rows = await query<QueueDbRow>(
    tx,
    sql`select a.id, a.reference, p.full_name, p.email, a.jurisdiction, a.service, a.package, a.status,
               ${PAYMENT_STATE} as payment, a.submitted_at, a.due_on::text as due_on,
               (a.due_on < ${on}::date and a.status in (${openStatuses})) as overdue, a.updated_at,
               ((extract(epoch from a.updated_at) * 1000000)::bigint)::text || '.' || a.id::text as cursor
        from (
          select a.* from public.applications a
          where ${sql.join(where, sql` and `)}
          order by a.updated_at ${direction}, a.id ${direction}
          limit ${limit + 1}
        ) a
        join public.profiles p on p.id = a.owner_id
        order by a.updated_at ${direction}, a.id ${direction}`,
  );
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (backwards) page.reverse();
  const first = page[0]?.cursor ?? null;
  const last = page.at(-1)?.cursor ?? null;
  return {
    rows: page.map(toQueueRow),
    // Going forward there is a newer page whenever we came from one; going back, an older one.
    next: backwards ? last : more ? last : null,
    previous: backwards ? (more ? first : null) : filter.after ? first : null,
  };
}

function toQueueRow(row: QueueDbRow): QueueRow {
  return {
    id: row.id,
    reference: row.reference,
    customerName: row.full_name,
    customerEmail: row.email,
    country: row.jurisdiction,
    service: row.service,
    package: row.package,
    status: row.status,
    payment: row.payment,
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
    dueOn: row.due_on,
    overdue: row.overdue,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export type QueueCounters = {
  new: number;
  inReview: number;
  awaitingCustomer: number;
  overdue: number;
  paymentsToConfirm: number;
};

/** The counters above the queue: the work waiting, by kind. */
export async function findQueueCounters(tx: DbTx, { on = today() }: { on?: string } = {}): Promise<QueueCounters> {
  const row = await queryOne<Record<keyof QueueCounters, number | string>>(
    tx,
    sql`select count(*) filter (where status = 'submitted') as "new",
               count(*) filter (where status = 'in_review') as "inReview",
               count(*) filter (where status = 'awaiting_customer') as "awaitingCustomer",
               count(*) filter (where due_on < ${on}::date) as "overdue",
               (select count(*) from public.payments where status = 'pending') as "paymentsToConfirm"
        from public.applications where status in (${openStatuses})`,
  );
  return {
    new: Number(row?.new ?? 0),
    inReview: Number(row?.inReview ?? 0),
    awaitingCustomer: Number(row?.awaitingCustomer ?? 0),
    overdue: Number(row?.overdue ?? 0),
    paymentsToConfirm: Number(row?.paymentsToConfirm ?? 0),
  };
}

/** The queue page and its counters, in one transaction as the caller. */
export function getQueue(userId: string, filter: QueueFilter, database?: Database, options: { limit?: number; on?: string } = {}) {
  return asUser(
    userId,
    async (tx) => ({ page: await findQueuePage(tx, filter, options), counters: await findQueueCounters(tx, options) }),
    database,
  );
}

export type StaffMember = { id: string; name: string; email: string };

/** Everyone with the admin role (the assignment's choices), by name. */
export async function findStaff(tx: DbTx): Promise<StaffMember[]> {
  const rows = await query<{ id: string; full_name: string; email: string }>(
    tx,
    sql`select p.id, p.full_name, p.email from public.user_roles r join public.profiles p on p.id = r.user_id
        where r.role = 'admin' order by lower(coalesce(nullif(p.full_name, ''), p.email))`,
  );
  return rows.map((row) => ({ id: row.id, name: row.full_name, email: row.email }));
}

export type PaymentRecord = {
  id: string;
  method: string;
  bank: string | null;
  amount: number;
  currency: string;
  reference: string;
  status: 'pending' | 'confirmed' | 'rejected' | 'cancelled';
  amountReceived: number | null;
  decisionNote: string | null;
  decidedAt: string | null;
  createdAt: string;
};

async function findPaymentRecords(tx: DbTx, applicationId: string): Promise<PaymentRecord[]> {
  const rows = await query<{
    id: string;
    method: string;
    bank: string | null;
    amount: string | number;
    currency: string;
    payment_reference: string;
    status: PaymentRecord['status'];
    amount_received: string | number | null;
    decision_note: string | null;
    decided_at: string | Date | null;
    created_at: string | Date;
  }>(
    tx,
    sql`select id, method, bank, amount, currency, payment_reference, status, amount_received, decision_note, decided_at, created_at
        from public.payments where application_id = ${applicationId} order by created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    method: row.method,
    bank: row.bank,
    amount: Number(row.amount),
    currency: row.currency,
    reference: row.payment_reference,
    status: row.status,
    amountReceived: row.amount_received === null ? null : Number(row.amount_received),
    decisionNote: row.decision_note,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export type CustomerProfile = { id: string; name: string; email: string; phone: string | null; locale: string };

/** One application with everything staff work it with. */
export type StaffApplication = {
  application: Application & { reference: string; quote: Quote | null };
  customer: CustomerProfile | null;
  documents: ApplicationDocument[];
  payments: PaymentRecord[];
  events: ApplicationEvent[];
  staff: StaffMember[];
  overdue: boolean;
};

/** An application by reference with its customer, files, payments, timeline and the staff list; null if not found or not readable. */
export async function findStaffApplication(tx: DbTx, reference: string, { on = today() }: { on?: string } = {}): Promise<StaffApplication | null> {
  const found = await queryOne<{ id: string }>(tx, sql`select id from public.applications where reference = ${reference} and status <> 'draft'`);
  if (!found) return null;
  const application = await findApplication(tx, found.id);
  if (!application?.reference) return null;
  const customer = await queryOne<{ id: string; full_name: string; email: string; phone: string | null; locale: string }>(
    tx,
    sql`select id, full_name, email, phone, locale from public.profiles where id = ${application.ownerId}`,
  );
  return {
    application: { ...application, reference: application.reference },
    customer: customer ? { id: customer.id, name: customer.full_name, email: customer.email, phone: customer.phone, locale: customer.locale } : null,
    documents: await findApplicationDocuments(tx, application.id),
    payments: await findPaymentRecords(tx, application.id),
    events: await findApplicationEvents(tx, application.id),
    staff: await findStaff(tx),
    overdue: application.dueOn !== null && application.dueOn < on && (OPEN_STATUSES as readonly string[]).includes(application.status),
  };
}

export function getStaffApplication(userId: string, reference: string, database?: Database): Promise<StaffApplication | null> {
  return asUser(userId, (tx) => findStaffApplication(tx, reference), database);
}
