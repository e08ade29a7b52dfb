import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed, type ActionFailure, type ActionResult } from '@/lib/actions/result';
import { notifyCustomer } from '@/lib/applications/notify';
import {
  canTransition,
  isApplicationStatus,
  type ApplicationStatus,
} from '@/lib/applications/status';
import { recordAudit } from '@/lib/audit/audit';
import { recordEmployerOfApplication } from '@/lib/companies/employers';
import { queryOne, type DbTx } from '@/lib/db/database';
import type { Actor } from '../actor';

/**
 * What the staff commands on one application share: the application locked, the status moved
 * with its audit row and the customer's mail, and the database's refusals as the console's
 * message keys (Admin.application.errors).
 */

/** Postgres's error code behind Drizzle's wrapper ("Failed query: …"). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a refusal names (PGlite: `constraint`, postgres.js: `constraint_name`). */
function pgConstraint(error: unknown): string | undefined {
  const e = error as { cause?: { constraint?: unknown; constraint_name?: unknown } };
  const name = e?.cause?.constraint ?? e?.cause?.constraint_name;
  return typeof name === 'string' ? name : undefined;
}

/** The database's rules on progress (migration 20261128002100), as the console's message keys. */
const PROGRESS_REFUSALS: Record<string, string> = {
  applications_filed_needs_payment: 'filingNeedsPayment',
  applications_completed_needs_document: 'completionNeedsDocument',
  applications_completed_needs_company: 'completionNeedsCompany',
};

/**
 * The database's own refusals: a move the machine does not allow (raced with another admin), a
 * check constraint, a right the caller turned out not to have.
 */
export function applicationRefusal(error: unknown): ActionFailure | null {
  const code = pgCode(error);
  const rule = PROGRESS_REFUSALS[pgConstraint(error) ?? ''];
  if (code === '23514' && rule) return fail(rule);
  if (code === '23514') return fail('transitionRefused');
  if (code === '42501') return fail('forbidden');
  return null;
}

export type LockedApplication = {
  id: string;
  status: ApplicationStatus;
  reference: string | null;
  assigned_to: string | null;
  owner_id: string;
};

/** The application, locked for the rest of the transaction; null for drafts and what the caller cannot read. */
export async function lockApplication(tx: DbTx, id: string): Promise<LockedApplication | null> {
  const row = await queryOne<LockedApplication>(
    tx,
    sql`select id, status, reference, assigned_to, owner_id from public.applications where id = ${id} and status <> 'draft' for update`,
  );
  return row && isApplicationStatus(row.status) ? row : null;
}

const isPaid = async (tx: DbTx, id: string) =>
  (await queryOne<{ paid: boolean }>(tx, sql`select public.application_is_paid(${id}) as paid`))!
    .paid;
const hasDelivery = async (tx: DbTx, id: string) =>
  (await queryOne<{ delivered: boolean }>(
    tx,
    sql`select public.application_has_delivery(${id}) as delivered`,
  ))!.delivered;

/** A formation without its company recorded (migration 20261128200100). */
const needsCompany = async (tx: DbTx, id: string) =>
  (await queryOne<{ missing: boolean }>(
    tx,
    sql`select public.is_formation_flow(a.flow) and not public.application_has_company(a.id) as missing
        from public.applications a where a.id = ${id}`,
  ))!.missing;

/**
 * Moves the status (the database writes the event with `message` for the customer). Filing needs
 * a confirmed payment or staff's `override` reason (the database writes that one to the audit
 * log); completing needs a delivered document. Both are checked here first, to say why, and
 * again by the database, whoever calls. The customer is mailed about the move, keyed by its event.
 */
export async function moveStatus(
  tx: DbTx,
  actor: Actor,
  input: { applicationId: string; status: ApplicationStatus; message: string; override?: string },
  audit: 'application.status_changed' | 'application.information_requested',
): Promise<ActionResult<{ status: ApplicationStatus }>> {
  const app = await lockApplication(tx, input.applicationId);
  if (!app) return fail('notFound');
  if (!canTransition(app.status, input.status))
    return fail('transitionRefused', { from: app.status, to: input.status });
  let override = '';
  if (input.status === 'filed' && !(await isPaid(tx, app.id))) {
    override = input.override ?? '';
    if (!override)
      return fail('filingNeedsPayment', undefined, {
        fieldErrors: { override: [{ key: 'overrideReasonRequired' }] },
      });
  }
  if (input.status === 'completed' && !(await hasDelivery(tx, app.id)))
    return fail('completionNeedsDocument');
  if (input.status === 'completed' && (await needsCompany(tx, app.id)))
    return fail('completionNeedsCompany');
  await tx.execute(sql`select set_config('app.status_note', ${input.message}, true)`);
  await tx.execute(sql`select set_config('app.filing_override', ${override}, true)`);
  await tx.execute(
    sql`update public.applications set status = ${input.status} where id = ${app.id}`,
  );
  await tx.execute(
    sql`select set_config('app.status_note', '', true), set_config('app.filing_override', '', true)`,
  );
  await recordAudit(tx, actor, {
    action: audit,
    targetType: 'application',
    targetId: app.reference ?? app.id,
    applicationId: app.id,
    details: {
      from: app.status,
      to: input.status,
      ...(input.message ? { message: input.message } : {}),
      ...(override ? { override } : {}),
    },
  });
  // A completed employer registration makes its company an employer on the calendar (issue 35).
  if (input.status === 'completed') {
    const employer = await recordEmployerOfApplication(tx, app.id);
    if (employer)
      await recordAudit(tx, actor, {
        action: 'company.updated',
        targetType: 'company',
        targetId: employer.companyId,
        applicationId: app.id,
        details: { employer: employer.employer, application: app.reference ?? app.id },
      });
  }
  // The status event the database just wrote names this move: one mail per move.
  const event = await queryOne<{ id: number | string }>(
    tx,
    sql`select id from public.application_events
        where application_id = ${app.id} and type = 'status_changed' order by id desc limit 1`,
  );
  await notifyCustomer(
    tx,
    `mail:application-status:${app.id}:${event?.id ?? input.status}`,
    app.id,
    audit === 'application.information_requested'
      ? { update: 'informationRequested', message: input.message }
      : { update: 'status', status: input.status, message: input.message || null },
  );
  return succeed({ status: input.status });
}
