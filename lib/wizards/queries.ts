import 'server-only';
import { sql } from 'drizzle-orm';
import { query, queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asServiceRole, isUuid, userClaims, withRls } from '@/lib/db/rls';
import type { Quote } from '@/lib/catalogue/quote';
import { quoteForDraft } from './pricing';
import { validateApplication, validateStep, type CrossIssue, type DraftData, type WizardDefinition } from './steps';

/**
 * Applications as their owner sees them. Every function runs as the user (`withRls`), so the
 * row-level security policies decide what they can read and write: another user's id simply
 * finds nothing.
 */

export type ApplicationRow = {
  id: string;
  owner_id: string;
  flow: string;
  reference: string | null;
  package: string | null;
  status: string;
  data: DraftData;
  last_completed_step: number;
  quote: Quote | null;
  submitted_at: string | null;
};

const COLUMNS = sql`id, owner_id, flow, reference, package, status, data, last_completed_step, quote, submitted_at`;

function run<T>(userId: string, fn: (tx: DbTx) => Promise<T>, database?: Database): Promise<T> {
  return withRls(userClaims(userId), fn, database);
}

/** The user's open draft of one wizard, or null. */
export function getDraft(userId: string, flow: string, database?: Database): Promise<ApplicationRow | null> {
  return run(
    userId,
    (tx) =>
      queryOne<ApplicationRow>(
        tx,
        sql`select ${COLUMNS} from public.applications where owner_id = ${userId} and flow = ${flow} and status = 'draft'`,
      ),
    database,
  );
}

/** One application by id, if the caller may read it (their own; staff: any). */
export function getApplication(userId: string, id: string, database?: Database): Promise<ApplicationRow | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return run(userId, (tx) => queryOne<ApplicationRow>(tx, sql`select ${COLUMNS} from public.applications where id = ${id}`), database);
}

/** One application by reference, if the caller may read it. */
export function getApplicationByReference(userId: string, reference: string, database?: Database): Promise<ApplicationRow | null> {
  return run(
    userId,
    (tx) => queryOne<ApplicationRow>(tx, sql`select ${COLUMNS} from public.applications where reference = ${reference}`),
    database,
  );
}

export type SaveResult =
  | { ok: true; application: ApplicationRow }
  | { ok: false; reason: 'skipped'; expectedStep: number }
  | { ok: false; reason: 'invalid'; issues: CrossIssue[] }
  | { ok: false; reason: 'unknownStep' };

/**
 * Saves one step of the user's draft (creating the draft on the first step). The server refuses
 * a step beyond the next one after the last completed step, validates the step with the whole
 * draft (cross-step rules) and records the step as completed.
 */
export function saveStep(
  userId: string,
  definition: WizardDefinition,
  stepId: string,
  values: DraftData,
  database?: Database,
): Promise<SaveResult> {
  const index = definition.steps.findIndex((s) => s.id === stepId);
  const step = definition.steps[index];
  if (!step) return Promise.resolve({ ok: false, reason: 'unknownStep' });
  return run(
    userId,
    async (tx) => {
      const current = await queryOne<ApplicationRow>(
        tx,
        sql`select ${COLUMNS} from public.applications
            where owner_id = ${userId} and flow = ${definition.id} and status = 'draft' for update`,
      );
      const last = current?.last_completed_step ?? -1;
      if (index > last + 1) return { ok: false, reason: 'skipped', expectedStep: last + 1 } as const;
      const merged: DraftData = { ...(current?.data ?? {}), ...values };
      const checked = validateStep(step, merged);
      if (!checked.ok) return { ok: false, reason: 'invalid', issues: checked.issues } as const;
      const data: DraftData = { ...(current?.data ?? {}), ...checked.data };
      const completed = Math.max(last, index);
      const pkg = typeof data.package === 'string' ? data.package : null;
      const row = current
        ? await queryOne<ApplicationRow>(
            tx,
            sql`update public.applications
                set data = ${JSON.stringify(data)}::jsonb, last_completed_step = ${completed}, package = ${pkg}
                where id = ${current.id} returning ${COLUMNS}`,
          )
        : await queryOne<ApplicationRow>(
            tx,
            sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, data, last_completed_step, package)
                values (${userId}, ${definition.id}, ${definition.jurisdiction}, ${definition.service},
                        ${definition.referencePrefix}, ${JSON.stringify(data)}::jsonb, ${completed}, ${pkg})
                returning ${COLUMNS}`,
          );
      return { ok: true, application: row! } as const;
    },
    database,
  );
}

export type SubmitResult =
  | { ok: true; application: ApplicationRow }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notDraft' }
  | { ok: false; reason: 'invalid'; stepId: string; issues: CrossIssue[] }
  | { ok: false; reason: 'noQuote' };

/**
 * Submits an application: re-validates every step, prices it from the catalogue and stores it as
 * 'submitted'. The database assigns the reference and writes the status event. `applicationId`
 * names an existing draft (it must be the caller's); without it the caller's draft of this wizard
 * is used, or created from `data` (a draft kept in the browser before sign-in).
 */
export function submitApplication(
  userId: string,
  definition: WizardDefinition,
  input: { applicationId?: string; data: DraftData },
  database?: Database,
): Promise<SubmitResult> {
  return run(
    userId,
    async (tx) => {
      let current: ApplicationRow | null = null;
      if (input.applicationId) {
        if (!isUuid(input.applicationId)) return { ok: false, reason: 'notFound' } as const;
        current = await queryOne<ApplicationRow>(
          tx,
          // No FOR UPDATE here: RLS would hide a submitted row instead of reporting it as such.
          sql`select ${COLUMNS} from public.applications where id = ${input.applicationId}`,
        );
        // RLS hides other users' rows; the owner check also stops staff submitting for someone.
        if (!current || current.owner_id !== userId || current.flow !== definition.id)
          return { ok: false, reason: 'notFound' } as const;
        if (current.status !== 'draft') return { ok: false, reason: 'notDraft' } as const;
      } else {
        current = await queryOne<ApplicationRow>(
          tx,
          sql`select ${COLUMNS} from public.applications
              where owner_id = ${userId} and flow = ${definition.id} and status = 'draft' for update`,
        );
      }
      const checked = validateApplication(definition, input.data);
      if (!checked.ok) return { ok: false, reason: 'invalid', stepId: checked.stepId, issues: checked.issues } as const;
      const price = quoteForDraft(definition, checked.data);
      if (!price) return { ok: false, reason: 'noQuote' } as const;
      const data = JSON.stringify(checked.data);
      const lastStep = definition.steps.length - 1;
      const quoteJson = JSON.stringify(price);
      let id = current?.id;
      if (!id) {
        const created = await queryOne<{ id: string }>(
          tx,
          sql`insert into public.applications (owner_id, flow, jurisdiction, service, reference_prefix, data, last_completed_step)
              values (${userId}, ${definition.id}, ${definition.jurisdiction}, ${definition.service},
                      ${definition.referencePrefix}, ${data}::jsonb, ${lastStep})
              returning id`,
        );
        id = created!.id;
      }
      // A customer may not set the status or the quote themselves (migration
      // 20261121001500_applications_server_submission.sql): the draft was read as them under RLS
      // and validated and priced above, so this one update runs as service_role in the same
      // transaction. The claims stay theirs: the status event records the customer as actor.
      const row = await asServiceRole(tx, () =>
        queryOne<ApplicationRow>(
          tx,
          sql`update public.applications
              set data = ${data}::jsonb, last_completed_step = ${lastStep}, package = ${price.package},
                  quote = ${quoteJson}::jsonb, status = 'submitted'
              where id = ${id} and owner_id = ${userId} and status = 'draft' returning ${COLUMNS}`,
        ),
      );
      if (!row) return { ok: false, reason: 'notDraft' } as const;
      await attachDocuments(tx, definition, id, userId, checked.data);
      return { ok: true, application: row } as const;
    },
    database,
  );
}

/** Records the uploaded files named in the data as the application's documents. */
async function attachDocuments(tx: DbTx, definition: WizardDefinition, applicationId: string, userId: string, data: DraftData) {
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (field.kind !== 'file') continue;
      const value = data[field.name];
      if (typeof value !== 'string') continue;
      const ext = value.split('.').pop();
      const mime = ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg';
      const size = await uploadedSize(value);
      if (size === null) continue;
      await tx.execute(
        sql`insert into public.application_documents (application_id, owner_id, field, storage_path, mime_type, size_bytes)
            values (${applicationId}, ${userId}, ${field.name}, ${value}, ${mime}, ${size})
            on conflict (application_id, field) do nothing`,
      );
    }
  }
}

async function uploadedSize(file: string): Promise<number | null> {
  const { uploadedFileSize } = await import('./uploads');
  return uploadedFileSize(file);
}

/** The events of an application the caller may read, oldest first. */
export function getApplicationEvents(userId: string, applicationId: string, database?: Database) {
  if (!isUuid(applicationId)) return Promise.resolve([]);
  return run(
    userId,
    (tx) =>
      query<{ type: string; from_status: string | null; to_status: string | null; actor_id: string | null; note: string | null }>(
        tx,
        sql`select type, from_status, to_status, actor_id, note from public.application_events
            where application_id = ${applicationId} order by id`,
      ),
    database,
  );
}
