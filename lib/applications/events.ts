import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database, type DbTx } from '@/lib/db/database';
import { asUser, isUuid } from '@/lib/db/rls';
import type { ApplicationStatus } from './status';

export const EVENT_TYPES = [
  'created',
  'status_changed',
  'note',
  'assigned',
  'payment_recorded',
  'payment_proof',
  'payment_confirmed',
  'payment_rejected',
  'document_delivered',
  'customer_replied',
  // Issue 35: a quoted request's quote, sent by staff and accepted by the customer.
  'quote_sent',
  'quote_accepted',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * One entry of an application's timeline. The database writes most of them (status changes,
 * assignments, payments, delivered documents); staff add notes. `internal` entries (notes,
 * assignments) are staff-only: row-level security hides them from the customer. `note` is the
 * entry's text: a status change's message to the customer, a note, a payment's reference or a
 * rejection's reason, a delivered document's category.
 */
export type ApplicationEvent = {
  id: number;
  type: EventType;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  actorId: string | null;
  /** The actor's name or e-mail when the caller may read their profile (staff), else null. */
  actorName: string | null;
  note: string | null;
  internal: boolean;
  createdAt: string;
};

type Row = {
  id: number | string;
  type: EventType;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus | null;
  actor_id: string | null;
  actor_name: string | null;
  note: string | null;
  internal: boolean;
  created_at: string | Date;
};

/** The events of an application the caller may read (RLS: a customer never sees internal ones), oldest first. */
export async function findApplicationEvents(
  tx: DbTx,
  applicationId: string,
  { limit = 500 } = {},
): Promise<ApplicationEvent[]> {
  if (!isUuid(applicationId)) return [];
  const rows = await query<Row>(
    tx,
    sql`select e.id, e.type, e.from_status, e.to_status, e.actor_id, e.note, e.internal, e.created_at,
               nullif(coalesce(nullif(p.full_name, ''), p.email), '') as actor_name
        from public.application_events e
        left join public.profiles p on p.id = e.actor_id
        where e.application_id = ${applicationId}
        order by e.id
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorId: row.actor_id,
    actorName: row.actor_name,
    note: row.note,
    internal: row.internal,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

export function getApplicationEvents(
  userId: string,
  applicationId: string,
  database?: Database,
): Promise<ApplicationEvent[]> {
  return asUser(userId, (tx) => findApplicationEvents(tx, applicationId), database);
}
