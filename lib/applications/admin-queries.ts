import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { countryCodes, type CountryCode } from '@/lib/catalogue/jurisdictions';
import { packageIds, type PackageId } from '@/lib/catalogue/packages';
import type { Quote } from '@/lib/catalogue/quote';
import { serviceIds, type ServiceId } from '@/lib/catalogue/services';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { PAYMENT_COLUMNS, toPayment, type Payment, type PaymentRow } from '@/lib/payments/payment';
import { findAdmins, type StaffMember } from '@/lib/staff/queries';
import { UUID_PATTERN } from '@/lib/validation/ids';
import { findApplicationDocuments, type ApplicationDocument } from './documents';
import { findApplicationEvents, type ApplicationEvent } from './events';
import { findApplication, type Application } from './queries';
import { isOverdue, OPEN_STATUSES, overdueCondition, today } from './overdue';
import { APPLICATION_STATUSES, type ApplicationStatus } from './status';

/**
 * What the staff console reads: the queue and one application with everything around it. Every
 * function runs as the caller under row-level security (`asUser`): staff read every row through
 * the policies that call the role function, anyone else finds their own rows at most, and the
 * console's pages and actions check the role before they call these.
 */

/** Every status but draft: what staff work on. */
export const QUEUE_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'draft') as Exclude<
  ApplicationStatus,
  'draft'
>[];
export { OPEN_STATUSES, today };
export const PAYMENT_STATES = ['none', 'pending', 'confirmed', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const QUEUE_PAGE_SIZE = 25;

// Keyset cursor: updated_at in microseconds since the epoch (Postgres keeps microseconds, a JS
// Date only milliseconds) and the id, so a page boundary is exact however many rows share a time.
const CURSOR = new RegExp(`^(\\d{1,17})\\.(${UUID_PATTERN})$`);

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
export function parseQueueFilter(
  params: Record<string, string | string[] | undefined>,
): QueueFilter {
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

/** Past this many matches a term is common: the queue is read in order and filtered instead. */
const SEARCH_CAP = 200;

/**
 * The search: the reference, the company or business name in the answers, the customer's name or
 * e-mail. A rare term is looked up in the trigram indexes by a function that applies the
 * policies' rule itself (row-level security keeps ILIKE off the indexes: migration
 * 20261128002200); a common one ("Ltd") matches so many rows that reading the queue in its own
 * order and stopping at a full page is quicker.
 */
async function searchCondition(tx: DbTx, term: string): Promise<SQL> {
  const pattern = likePattern(term);
  const found = await query<{ id: string }>(
    tx,
    sql`select public.search_applications(${pattern}, ${SEARCH_CAP + 1}) as id`,
  );
  if (found.length <= SEARCH_CAP)
    return sql`a.id = any(${`{${found.map((r) => r.id).join(',')}}`}::uuid[])`;
  return sql`(a.search_text ilike ${pattern} or a.owner_id in (
    select sp.id from public.profiles sp where (sp.full_name || ' ' || sp.email) ilike ${pattern}))`;
}

function cursorCondition(cursor: string, direction: '<' | '>'): SQL {
  const [, micros, id] = CURSOR.exec(cursor)!;
  const at = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
  return direction === '<'
    ? sql`(a.updated_at, a.id) < (${at}, ${id}::uuid)`
    : sql`(a.updated_at, a.id) > (${at}, ${id}::uuid)`;
}

/**
 * One page of the queue: every submitted application the caller may read, newest activity first
 * (updated_at moves with every event), filtered, searched by reference, company or business name,
 * customer name or e-mail, and paged by keyset on (updated_at, id): `after` gives the page older
 * than a cursor, `before` the one newer than it.
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
  if (filter.overdue) where.push(overdueCondition('a', on));
  if (filter.q) where.push(await searchCondition(tx, filter.q));
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
               ${overdueCondition('a', on)} as overdue, a.updated_at,
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
export async function findQueueCounters(
  tx: DbTx,
  { on = today() }: { on?: string } = {},
): Promise<QueueCounters> {
  const row = await queryOne<Record<keyof QueueCounters, number | string>>(
    tx,
    sql`select count(*) filter (where status = 'submitted') as "new",
               count(*) filter (where status = 'in_review') as "inReview",
               count(*) filter (where status = 'awaiting_customer') as "awaitingCustomer",
               count(*) filter (where ${overdueCondition('a', on)}) as "overdue",
               (select count(*) from public.payments where status = 'pending') as "paymentsToConfirm"
        from public.applications a where a.status in (${sql.raw(OPEN_STATUSES.map((s) => `'${s}'`).join(', '))})`,
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
export function getQueue(
  userId: string,
  filter: QueueFilter,
  database?: Database,
  options: { limit?: number; on?: string } = {},
) {
  return asUser(
    userId,
    async (tx) => ({
      page: await findQueuePage(tx, filter, options),
      counters: await findQueueCounters(tx, options),
    }),
    database,
  );
}

/** A payment on the console's application page: the one Payment. */
export type PaymentRecord = Payment;

async function findPaymentRecords(tx: DbTx, applicationId: string): Promise<PaymentRecord[]> {
  const rows = await query<PaymentRow>(
    tx,
    sql`select ${PAYMENT_COLUMNS} from public.payments p where application_id = ${applicationId} order by created_at`,
  );
  return rows.map(toPayment);
}

export type CustomerProfile = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: string;
};

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
export async function findStaffApplication(
  tx: DbTx,
  reference: string,
  { on = today() }: { on?: string } = {},
): Promise<StaffApplication | null> {
  const found = await queryOne<{ id: string }>(
    tx,
    sql`select id from public.applications where reference = ${reference} and status <> 'draft'`,
  );
  if (!found) return null;
  const application = await findApplication(tx, found.id);
  if (!application?.reference) return null;
  const customer = await queryOne<{
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    locale: string;
  }>(
    tx,
    sql`select id, full_name, email, phone, locale from public.profiles where id = ${application.ownerId}`,
  );
  return {
    application: { ...application, reference: application.reference },
    customer: customer
      ? {
          id: customer.id,
          name: customer.full_name,
          email: customer.email,
          phone: customer.phone,
          locale: customer.locale,
        }
      : null,
    documents: await findApplicationDocuments(tx, application.id),
    payments: await findPaymentRecords(tx, application.id),
    events: await findApplicationEvents(tx, application.id),
    // Everyone with the admin role (the assignment's choices), by name.
    staff: await findAdmins(tx, { order: 'name' }),
    overdue: isOverdue(application, on),
  };
}

export function getStaffApplication(
  userId: string,
  reference: string,
  database?: Database,
): Promise<StaffApplication | null> {
  return asUser(userId, (tx) => findStaffApplication(tx, reference), database);
}
