import 'server-only';
import { sql } from 'drizzle-orm';
import { dueDate } from '@/lib/catalogue/business-days';
import { isCountryCode } from '@/lib/catalogue/jurisdictions';
import { packages, type PackageId, type Turnaround } from '@/lib/catalogue/packages';
import type { Quote } from '@/lib/catalogue/quote';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asServiceRole, asUser, isUuid } from '@/lib/db/rls';
import type { ApplicationStatus } from './status';

/**
 * Applications as their owner (or staff) may see them. Every function runs as the caller
 * (`asUser` of lib/db/rls.ts): row-level security decides what they can read and write, so
 * another user's id simply finds nothing. Answers are typed objects, never database rows.
 */
export type ApplicationAnswers = Record<string, unknown>;

export type Application = {
  id: string;
  ownerId: string;
  /** The wizard it was filled in (lib/wizards/flows.ts). */
  flow: string;
  /** What it files: the catalogue's service id, in the country of this ISO code (NG). */
  service: string;
  country: string;
  /** Assigned by the database on submission: NG-CO-2026-000123. */
  reference: string | null;
  package: PackageId | null;
  status: ApplicationStatus;
  data: ApplicationAnswers;
  /** Index of the last step the server accepted (-1: none yet). */
  lastCompletedStep: number;
  /**
   * A draft's answers typed but not yet validated (a step in progress), field name → value:
   * only to refill the wizard's form; `data` holds what the server validated.
   */
  pendingAnswers: ApplicationAnswers;
  /** Computed by the server at submission and frozen. */
  quote: Quote | null;
  submittedAt: string | null;
  /** The day the work is due (YYYY-MM-DD in the country), set on submission; null for drafts. */
  dueOn: string | null;
  /** The staff member working on it, if assigned. */
  assignedTo: string | null;
  createdAt: string;
  updatedAt: string;
};

type Row = {
  id: string;
  owner_id: string;
  flow: string;
  service: string;
  jurisdiction: string;
  reference: string | null;
  package: PackageId | null;
  status: ApplicationStatus;
  data: ApplicationAnswers;
  last_completed_step: number;
  pending_answers: ApplicationAnswers;
  quote: Quote | null;
  submitted_at: string | Date | null;
  due_on: string | null;
  assigned_to: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

// `jurisdiction` holds the country's ISO code (NG, GH, ZA, ...), as the column's check says.
const COLUMNS = sql`id, owner_id, flow, service, jurisdiction, reference, package, status, data, last_completed_step, pending_answers,
  quote, submitted_at, due_on::text as due_on, assigned_to, created_at, updated_at`;

const iso = (value: string | Date) => new Date(value).toISOString();

function toApplication(row: Row): Application {
  return {
    id: row.id,
    ownerId: row.owner_id,
    flow: row.flow,
    service: row.service,
    country: row.jurisdiction,
    reference: row.reference,
    package: row.package,
    status: row.status,
    data: row.data,
    lastCompletedStep: row.last_completed_step,
    pendingAnswers: row.pending_answers ?? {},
    quote: row.quote,
    submittedAt: row.submitted_at === null ? null : iso(row.submitted_at),
    dueOn: row.due_on,
    assignedTo: row.assigned_to,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function one(tx: DbTx, statement: ReturnType<typeof sql>): Promise<Application | null> {
  const row = await queryOne<Row>(tx, statement);
  return row ? toApplication(row) : null;
}

/** The owner's open draft of one wizard; `lock` holds it until the transaction ends. */
export function findDraft(
  tx: DbTx,
  ownerId: string,
  flow: string,
  { lock = false } = {},
): Promise<Application | null> {
  return one(
    tx,
    sql`select ${COLUMNS} from public.applications
        where owner_id = ${ownerId} and flow = ${flow} and status = 'draft' ${lock ? sql`for update` : sql``}`,
  );
}

/** One application by id, if the caller may read it. */
export function findApplication(tx: DbTx, id: string): Promise<Application | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return one(tx, sql`select ${COLUMNS} from public.applications where id = ${id}`);
}

export type NewDraft = {
  ownerId: string;
  flow: string;
  /** The country's ISO code (NG), the catalogue's service id and the reference's prefix. */
  country: string;
  service: string;
  referencePrefix: string;
  data: ApplicationAnswers;
  lastCompletedStep: number;
  package: PackageId | null;
  pendingAnswers?: ApplicationAnswers;
};

export async function insertDraft(tx: DbTx, draft: NewDraft): Promise<Application> {
  const created = await one(
    tx,
    sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, data, last_completed_step, package, pending_answers)
        values (${draft.ownerId}, ${draft.flow}, ${draft.country}, ${draft.service}, ${draft.referencePrefix},
                ${JSON.stringify(draft.data)}::jsonb, ${draft.lastCompletedStep}, ${draft.package},
                ${JSON.stringify(draft.pendingAnswers ?? {})}::jsonb)
        returning ${COLUMNS}`,
  );
  if (!created) throw new Error('The draft was not stored');
  return created;
}

export async function updateDraft(
  tx: DbTx,
  id: string,
  change: {
    data: ApplicationAnswers;
    lastCompletedStep: number;
    package: PackageId | null;
    pendingAnswers: ApplicationAnswers;
  },
): Promise<Application> {
  const updated = await one(
    tx,
    sql`update public.applications
        set data = ${JSON.stringify(change.data)}::jsonb, last_completed_step = ${change.lastCompletedStep}, package = ${change.package},
            pending_answers = ${JSON.stringify(change.pendingAnswers)}::jsonb
        where id = ${id} returning ${COLUMNS}`,
  );
  if (!updated) throw new Error('The draft was not updated');
  return updated;
}

/** Replaces a draft's answers in progress (pendingAnswers); its data and step stay as they are. */
export async function updatePendingAnswers(
  tx: DbTx,
  id: string,
  pendingAnswers: ApplicationAnswers,
): Promise<Application> {
  const updated = await one(
    tx,
    sql`update public.applications set pending_answers = ${JSON.stringify(pendingAnswers)}::jsonb
        where id = ${id} returning ${COLUMNS}`,
  );
  if (!updated) throw new Error('The draft was not updated');
  return updated;
}

/** When submitted work is due: the quoted turnaround (the package's, or the service's own) in the country's business days. */
export function dueOn(country: string, turnaround: Turnaround, submittedAt: Date): string | null {
  return isCountryCode(country) ? dueDate(submittedAt, turnaround, country) : null;
}

/**
 * Submits the owner's draft with the answers the server validated and the quote it computed:
 * the database assigns the reference and writes the status event. A customer may not set the
 * status or the quote themselves (migration 20261121001500_applications_server_submission.sql):
 * the caller has read the draft as them under RLS, validated and priced it, so this one update
 * runs as service_role in the same transaction. The claims stay theirs: the status event records
 * the customer as its actor. Null when the draft is no longer a draft.
 */
export function markSubmitted(
  tx: DbTx,
  submission: {
    id: string;
    ownerId: string;
    country: string;
    data: ApplicationAnswers;
    lastCompletedStep: number;
    quote: Quote;
  },
  now = new Date(),
): Promise<Application | null> {
  const due = dueOn(
    submission.country,
    submission.quote.turnaround ?? packages[submission.quote.package].turnaround,
    now,
  );
  return asServiceRole(tx, () =>
    one(
      tx,
      sql`update public.applications
          set data = ${JSON.stringify(submission.data)}::jsonb, last_completed_step = ${submission.lastCompletedStep},
              package = ${submission.quote.package}, quote = ${JSON.stringify(submission.quote)}::jsonb, status = 'submitted',
              due_on = ${due}::date, pending_answers = '{}'::jsonb
          where id = ${submission.id} and owner_id = ${submission.ownerId} and status = 'draft' returning ${COLUMNS}`,
    ),
  );
}

/** The user's open draft of one wizard, or null. */
export function getDraft(
  userId: string,
  flow: string,
  database?: Database,
): Promise<Application | null> {
  return asUser(userId, (tx) => findDraft(tx, userId, flow), database);
}

/** One application by id, if the caller may read it (their own; staff: any). */
export function getApplication(
  userId: string,
  id: string,
  database?: Database,
): Promise<Application | null> {
  return asUser(userId, (tx) => findApplication(tx, id), database);
}

/** One application by reference, if the caller may read it. */
export function getApplicationByReference(
  userId: string,
  reference: string,
  database?: Database,
): Promise<Application | null> {
  return asUser(
    userId,
    (tx) => one(tx, sql`select ${COLUMNS} from public.applications where reference = ${reference}`),
    database,
  );
}
