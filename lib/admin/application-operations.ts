import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { adminAction } from '@/lib/actions/user-action';
import { recordAudit } from '@/lib/audit/audit';
import type { CurrentUser } from '@/lib/auth/current-user';
import { queryOne, type Database, type DbTx } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import type { FileStorage } from '@/lib/storage/storage';
import { addNoteSchema, assignSchema, changeStatusSchema, deliverDocumentSchema, requestInformationSchema } from './application-schemas';
import { documentStorage, MAX_DELIVERED_BYTES, storeDocument } from '@/lib/applications/documents';
import { findCustomerContact, notifyCustomer, type CustomerContact, type CustomerUpdate } from '@/lib/applications/notify';
import { canTransition, isApplicationStatus, type ApplicationStatus } from '@/lib/applications/status';

/**
 * The staff actions on one application, as plain functions built on adminAction (parse → who is
 * calling → their role, read from the database → the change): ./application-actions.ts
 * exposes them as server actions; tests build them with their own caller and database. Each
 * change runs as the admin under row-level security, records its audit row in the same
 * transaction (one never lands without the other) and, where the customer should know, mails
 * them once the transaction has committed. Refusals are message keys of Admin.application.errors.
 */
export type StaffActionDeps = {
  /** Who is calling: the request's session by default. */
  identify?: () => Promise<CurrentUser | null>;
  database?: Database;
  storage?: FileStorage;
  notify?: (contact: CustomerContact, update: CustomerUpdate) => void;
};

/** Postgres's error code behind Drizzle's wrapper ("Failed query: …"). */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

type Locked = { id: string; status: ApplicationStatus; reference: string | null; assigned_to: string | null; owner_id: string };

/** The application, locked for the rest of the transaction; null for drafts and what the caller cannot read. */
async function lockApplication(tx: DbTx, id: string): Promise<Locked | null> {
  const row = await queryOne<Locked>(
    tx,
    sql`select id, status, reference, assigned_to, owner_id from public.applications where id = ${id} and status <> 'draft' for update`,
  );
  return row && isApplicationStatus(row.status) ? row : null;
}

type Refusal = { refused: ReturnType<typeof fail> };
const refuse = (...args: Parameters<typeof fail>): Refusal => ({ refused: fail(...args) });

export function staffActions(deps: StaffActionDeps = {}) {
  const { identify, database } = deps;
  const notify = deps.notify ?? notifyCustomer;

  /** Runs `work` as the admin; a refusal it returns rolls the transaction back. */
  async function asAdmin<T>(admin: CurrentUser, work: (tx: DbTx) => Promise<T | Refusal>): Promise<T | Refusal> {
    try {
      return await asUser(
        admin.id,
        async (tx) => {
          const result = await work(tx);
          if (result && typeof result === 'object' && 'refused' in result) throw result;
          return result;
        },
        database,
      );
    } catch (thrown) {
      if (thrown && typeof thrown === 'object' && 'refused' in thrown) return thrown as Refusal;
      // The database's own refusals: a move the machine does not allow (raced with another
      // admin), a check constraint, a right the caller turned out not to have.
      const code = pgCode(thrown);
      if (code === '23514') return refuse('transitionRefused');
      if (code === '42501') return refuse('forbidden');
      throw thrown;
    }
  }

  /** Moves the status (the database writes the event with `message` for the customer). */
  async function moveStatus(
    admin: CurrentUser,
    input: { applicationId: string; status: ApplicationStatus; message: string },
    audit: 'application.status_changed' | 'application.information_requested',
  ): Promise<ActionResult<{ status: ApplicationStatus }>> {
    const outcome = await asAdmin(admin, async (tx) => {
      const app = await lockApplication(tx, input.applicationId);
      if (!app) return refuse('notFound');
      if (!canTransition(app.status, input.status)) return refuse('transitionRefused', { from: app.status, to: input.status });
      await tx.execute(sql`select set_config('app.status_note', ${input.message}, true)`);
      await tx.execute(sql`update public.applications set status = ${input.status} where id = ${app.id}`);
      await tx.execute(sql`select set_config('app.status_note', '', true)`);
      await recordAudit(tx, admin, {
        action: audit,
        targetType: 'application',
        targetId: app.reference ?? app.id,
        applicationId: app.id,
        details: { from: app.status, to: input.status, ...(input.message ? { message: input.message } : {}) },
      });
      return { contact: await findCustomerContact(tx, app.id) };
    });
    if ('refused' in outcome) return outcome.refused;
    if (outcome.contact) {
      notify(
        outcome.contact,
        audit === 'application.information_requested'
          ? { update: 'informationRequested', message: input.message }
          : { update: 'status', status: input.status, message: input.message || null },
      );
    }
    return succeed({ status: input.status });
  }

  const changeStatus = adminAction({
    name: 'admin.changeStatus',
    schema: changeStatusSchema,
    identify,
    handler: async (input, admin) => {
      // Waiting on the customer always says what for: that move is the information request.
      if (input.status === 'awaiting_customer' && !input.message) {
        return fail('invalidRequest', undefined, { fieldErrors: { message: [{ key: 'required' }] } });
      }
      return moveStatus(admin, input, input.status === 'awaiting_customer' ? 'application.information_requested' : 'application.status_changed');
    },
  });

  const requestInformation = adminAction({
    name: 'admin.requestInformation',
    schema: requestInformationSchema,
    identify,
    handler: (input, admin) => moveStatus(admin, { ...input, status: 'awaiting_customer' }, 'application.information_requested'),
  });

  const addNote = adminAction({
    name: 'admin.addNote',
    schema: addNoteSchema,
    identify,
    handler: async (input, admin) => {
      const outcome = await asAdmin(admin, async (tx) => {
        const app = await lockApplication(tx, input.applicationId);
        if (!app) return refuse('notFound');
        const event = await queryOne<{ id: number | string }>(
          tx,
          sql`insert into public.application_events (application_id, actor_id, type, internal, note)
              values (${app.id}, ${admin.id}, 'note', true, ${input.note}) returning id`,
        );
        await recordAudit(tx, admin, {
          action: 'application.note_added',
          targetType: 'application',
          targetId: app.reference ?? app.id,
          applicationId: app.id,
          details: { eventId: Number(event!.id) },
        });
        return {};
      });
      return 'refused' in outcome ? outcome.refused : succeed();
    },
  });

  const assign = adminAction({
    name: 'admin.assign',
    schema: assignSchema,
    identify,
    handler: async (input, admin) => {
      const assignee = input.assigneeId || null;
      const outcome = await asAdmin(admin, async (tx) => {
        const app = await lockApplication(tx, input.applicationId);
        if (!app) return refuse('notFound');
        if (assignee) {
          const staff = await queryOne<{ email: string }>(
            tx,
            sql`select p.email from public.user_roles r join public.profiles p on p.id = r.user_id
                where r.user_id = ${assignee} and r.role = 'admin'`,
          );
          if (!staff) return refuse('invalidRequest', undefined, { fieldErrors: { assigneeId: [{ key: 'chooseStaff' }] } });
        }
        if (app.assigned_to === assignee) return {};
        await tx.execute(sql`update public.applications set assigned_to = ${assignee} where id = ${app.id}`);
        await recordAudit(tx, admin, {
          action: 'application.assigned',
          targetType: 'application',
          targetId: app.reference ?? app.id,
          applicationId: app.id,
          details: { from: app.assigned_to, to: assignee },
        });
        return {};
      });
      return 'refused' in outcome ? outcome.refused : succeed();
    },
  });

  const deliverDocument = adminAction({
    name: 'admin.deliverDocument',
    schema: deliverDocumentSchema,
    identify,
    handler: async (input, admin) => {
      if (input.file.size > MAX_DELIVERED_BYTES) return fileError('fileTooLarge');
      const stored = await storeDocument(new Uint8Array(await input.file.arrayBuffer()), deps.storage ?? documentStorage(), {
        maxBytes: MAX_DELIVERED_BYTES,
      });
      if (!stored.ok) return fileError(stored.error);
      const fileName = cleanFileName(input.file instanceof File ? input.file.name : '', input.category, stored.key);
      const outcome = await asAdmin(admin, async (tx) => {
        const app = await lockApplication(tx, input.applicationId);
        if (!app) return refuse('notFound');
        // The database writes the document_delivered event (trigger of migration 20261125000400).
        const document = await queryOne<{ id: string }>(
          tx,
          sql`insert into public.application_documents
                (application_id, owner_id, field, storage_path, mime_type, size_bytes, kind, category, file_name, uploaded_by)
              values (${app.id}, ${app.owner_id}, ${`delivered.${randomUUID()}`}, ${stored.key}, ${stored.contentType}, ${stored.size},
                      'delivered', ${input.category}, ${fileName}, ${admin.id})
              returning id`,
        );
        await recordAudit(tx, admin, {
          action: 'document.delivered',
          targetType: 'document',
          targetId: document!.id,
          applicationId: app.id,
          details: { category: input.category, fileName, size: stored.size, reference: app.reference },
        });
        return { contact: await findCustomerContact(tx, app.id), documentId: document!.id };
      });
      // A refused delivery leaves its file unreferenced in the private bucket; nobody can fetch
      // it (the document route serves rows, not keys), so it is left rather than risk a second failure.
      if ('refused' in outcome) return outcome.refused;
      if (outcome.contact) notify(outcome.contact, { update: 'documentDelivered', document: input.category });
      return succeed({ documentId: outcome.documentId });
    },
  });

  return { changeStatus, requestInformation, addNote, assign, deliverDocument };
}

function fileError(key: string): ActionResult<never> {
  return fail('invalidRequest', undefined, { fieldErrors: { file: [key === 'fileTooLarge' ? { key, values: { max: 10 } } : { key }] } });
}

/** The name the customer downloads: the uploaded file's base name, printable, at most 255 characters. */
function cleanFileName(name: string, category: string, key: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-255);
  return cleaned || `${category}.${key.split('.').pop()}`;
}

export type StaffActions = ReturnType<typeof staffActions>;
export type ActionInput<K extends keyof StaffActions> = z.input<
  {
    changeStatus: typeof changeStatusSchema;
    requestInformation: typeof requestInformationSchema;
    addNote: typeof addNoteSchema;
    assign: typeof assignSchema;
    deliverDocument: typeof deliverDocumentSchema;
  }[K]
>;
