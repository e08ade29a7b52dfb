import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database } from '@/lib/db/database';
import { asUser, isUuid } from '@/lib/db/rls';
import type { ApplicationStatus } from './status';

/** One entry of an application's timeline; the database writes them (status changes, payments). */
export type ApplicationEvent = {
  type: 'created' | 'status_changed' | 'note' | 'payment_recorded' | 'payment_confirmed';
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus | null;
  actorId: string | null;
  note: string | null;
  createdAt: string;
};

type Row = {
  type: ApplicationEvent['type'];
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus | null;
  actor_id: string | null;
  note: string | null;
  created_at: string | Date;
};

/** The events of an application the caller may read, oldest first. */
export async function getApplicationEvents(userId: string, applicationId: string, database?: Database): Promise<ApplicationEvent[]> {
  if (!isUuid(applicationId)) return [];
  const rows = await asUser(
    userId,
    (tx) =>
      query<Row>(
        tx,
        sql`select type, from_status, to_status, actor_id, note, created_at from public.application_events
            where application_id = ${applicationId} order by id`,
      ),
    database,
  );
  return rows.map((row) => ({
    type: row.type,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorId: row.actor_id,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
