import 'server-only';
import { sql } from 'drizzle-orm';
import type { Actor, SystemName } from '@/lib/commands/actor';
import { query, type DbTx } from '@/lib/db/database';

/**
 * The staff audit log (public.audit_log, migration 20261125000400): every staff action, written
 * in the same transaction as the change it records, so one never lands without the other. The
 * table is append-only for everyone (a trigger refuses update, delete and truncate), and a row
 * names its actor by `auth.uid()`: nobody can record an action in another's name.
 */
export const AUDIT_ACTIONS = [
  'application.status_changed',
  'application.information_requested',
  'application.assigned',
  'application.note_added',
  // Issue 35: staff sent a quote for a quoted service (lib/commands/quotes/send-quote.ts).
  'application.quote_sent',
  // Written by the database itself when staff file an unpaid application (migration 20261128002100).
  'application.filed_unpaid',
  'document.delivered',
  'payment.confirmed',
  'payment.rejected',
  // A provider reported a payment that does not match what was due (issue 32): not confirmed.
  'payment.online_mismatch',
  // Staff refunded a confirmed payment (issue 32): through its provider, or recorded by hand.
  'payment.refunded',
  'payment.refund_failed',
  'user_role.requested',
  'user_role.granted',
  'user_role.withdrawn',
  'user_role.revoked',
  'contact_message.handled',
  'contact_message.replied',
  'career_application.handled',
  'career_application.replied',
  'job.retried',
  'company.added',
  'company.updated',
  'company.recorded',
  'company.verified',
  // Issue 31: the customer's steps on their calendar (an obligation's state, reminders).
  'company.reminders',
  'company.obligation_ordered',
  'company.obligation_filed_elsewhere',
  'company.obligation_undone',
  'company.obligation_reminders',
  // Issue 34: yearly services on a company (lib/subscriptions/).
  'subscription.started',
  'subscription.renewed',
  'subscription.renewal_ordered',
  'subscription.lapsed',
  'subscription.cancelled',
  // Issue 34: an entry in a company's statutory registers (lib/companies/registers.ts).
  'company.register_entry',
  'company.resolution_proposed',
  'company.resolution_signed',
  'company.resolution_passed',
  // Issue 34: the virtual office's addresses and its mailroom (lib/mailroom/).
  'mailroom.address_added',
  'mailroom.address_updated',
  'mailroom.address_retired',
  'mailroom.address_assigned',
  'mailroom.letter_recorded',
  'mailroom.forward_requested',
  'mailroom.shred_requested',
  'mailroom.request_done',
  'mailroom.scan_removed',
  'company.resolution_link_resent',
  'company.minutes_recorded',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditTargetType =
  | 'application'
  | 'payment'
  | 'document'
  | 'user_role'
  | 'contact_message'
  | 'career_application'
  | 'job'
  | 'company'
  | 'subscription'
  | 'virtual_office_address'
  | 'mailroom_letter';

export type AuditEntry = {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The application it concerns, if any (for the log's filter and the application page). */
  applicationId?: string | null;
  /** What changed, for the reader: statuses, amounts, e-mails. Never secrets. */
  details?: Record<string, unknown>;
};

/**
 * Records what `actor` did, in the command's transaction: a person as the transaction's caller
 * (`asUser`: the database fills `actor_id` with `auth.uid()` and its policy checks the kind), the
 * system by its name (a `withServiceRole` transaction: runCommand).
 */
export async function recordAudit(tx: DbTx, actor: Actor, entry: AuditEntry): Promise<void> {
  const details = JSON.stringify(entry.details ?? {});
  if (actor.kind === 'system') {
    await tx.execute(
      sql`insert into public.audit_log (actor_id, actor_kind, actor_name, action, target_type, target_id, application_id, details)
          values (null, 'system', ${actor.name}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
                  ${entry.applicationId ?? null}, ${details}::jsonb)`,
    );
    return;
  }
  await tx.execute(
    sql`insert into public.audit_log (actor_kind, actor_email, action, target_type, target_id, application_id, details)
        values (${actor.kind}, ${actor.user.email}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
                ${entry.applicationId ?? null}, ${details}::jsonb)`,
  );
}

/** Who did it, as the log shows them: a person by e-mail (or id), the system by its name. */
export type AuditActor =
  | { kind: 'customer' | 'staff'; id: string; email: string }
  | { kind: 'system'; name: SystemName | 'database' };

export type AuditRecord = {
  id: number;
  actor: AuditActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  applicationId: string | null;
  /** The application's reference, when the record concerns one the caller may read. */
  applicationReference: string | null;
  details: Record<string, unknown>;
  createdAt: string;
};

type Row = {
  id: number | string;
  actor_kind: 'customer' | 'staff' | 'system';
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string;
  application_id: string | null;
  application_reference: string | null;
  details: Record<string, unknown>;
  created_at: string | Date;
};

export type AuditFilter = {
  actorId?: string;
  applicationId?: string;
  /** The application's reference (NG-CO-2026-000123), as staff type it. */
  applicationReference?: string;
  before?: number;
  limit?: number;
};

/**
 * The log newest first, filtered by actor and application; `before` is the last id of the
 * previous page (keyset pagination: ids only grow, and the index on created_at, id follows them).
 */
export async function findAuditRecords(tx: DbTx, filter: AuditFilter = {}): Promise<AuditRecord[]> {
  const conditions = [sql`true`];
  if (filter.actorId) conditions.push(sql`l.actor_id = ${filter.actorId}`);
  if (filter.applicationId) conditions.push(sql`l.application_id = ${filter.applicationId}`);
  if (filter.applicationReference)
    conditions.push(sql`a.reference = ${filter.applicationReference.trim().toUpperCase()}`);
  if (filter.before) conditions.push(sql`l.id < ${filter.before}`);
  const rows = await query<Row>(
    tx,
    sql`select l.id, l.actor_kind, l.actor_id, l.actor_name, l.actor_email, l.action, l.target_type, l.target_id, l.application_id,
               a.reference as application_reference, l.details, l.created_at
        from public.audit_log l left join public.applications a on a.id = l.application_id
        where ${sql.join(conditions, sql` and `)}
        order by l.id desc limit ${filter.limit ?? 50}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    actor:
      row.actor_kind === 'system'
        ? { kind: 'system', name: (row.actor_name ?? 'database') as SystemName | 'database' }
        : { kind: row.actor_kind, id: row.actor_id ?? '', email: row.actor_email },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    applicationId: row.application_id,
    applicationReference: row.application_reference,
    details: row.details,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
