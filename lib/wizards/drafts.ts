import 'server-only';
import { attachDocuments, findDocuments, type DocumentFile } from '@/lib/applications/documents';
import { claimUploads, ownUploads } from '@/lib/applications/uploads';
import {
  findApplication,
  findDraft,
  insertDraft,
  markSubmitted,
  updateDraft,
  updatePendingAnswers,
  type Application,
} from '@/lib/applications/queries';
import type { PackageId } from '@/lib/catalogue/packages';
import type { Database, DbTx } from '@/lib/db/database';
import { asUser, isUuid } from '@/lib/db/rls';
import type { Issue } from '@/lib/validation/issues';
import { kindOf } from './field-kinds';
import { quoteForDraft } from './pricing';
import {
  pickStep,
  validateApplication,
  validateStep,
  type DraftData,
  type StepDef,
  type WizardDefinition,
} from './steps';

/**
 * The wizards' drafts on the server: a signed-in customer's steps are saved as they go, and the
 * whole application is validated, priced and submitted at the end. Everything runs as the
 * customer under row-level security (lib/applications), so another user's draft is not found.
 */

export type SaveResult =
  | { ok: true; application: Application }
  | { ok: false; reason: 'skipped'; expectedStep: number }
  | { ok: false; reason: 'invalid'; issues: Issue[] }
  | { ok: false; reason: 'unknownStep' };

const packageOf = (data: DraftData) =>
  typeof data.package === 'string' ? (data.package as PackageId) : null;

function newDraft(
  userId: string,
  definition: WizardDefinition,
  data: DraftData,
  lastCompletedStep: number,
) {
  return {
    ownerId: userId,
    flow: definition.id,
    country: definition.country,
    service: definition.service,
    referencePrefix: definition.referencePrefix,
    data,
    lastCompletedStep,
    package: packageOf(data),
  };
}

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
  return asUser(
    userId,
    async (tx): Promise<SaveResult> => {
      const current = await findDraft(tx, userId, definition.id, { lock: true });
      const last = current?.lastCompletedStep ?? -1;
      if (index > last + 1) return { ok: false, reason: 'skipped', expectedStep: last + 1 };
      const checked = validateStep(step, { ...(current?.data ?? {}), ...values });
      if (!checked.ok) return { ok: false, reason: 'invalid', issues: checked.issues };
      // The step's answers are replaced as a whole: one it no longer shows is not kept.
      const data: DraftData = { ...withoutFields(current?.data ?? {}, step), ...checked.data };
      const completed = Math.max(last, index);
      // The step's answers are now validated: what was typed in it no longer waits apart.
      const pendingAnswers = withoutFields(current?.pendingAnswers ?? {}, step);
      const application = current
        ? await updateDraft(tx, current.id, {
            data,
            lastCompletedStep: completed,
            package: packageOf(data),
            pendingAnswers,
          })
        : await insertDraft(tx, newDraft(userId, definition, data, completed));
      return { ok: true, application };
    },
    database,
  );
}

/** The most a draft's answers in progress may weigh, as JSON (a backstop to the action's per-step limit). */
export const PENDING_ANSWERS_MAX_CHARS = 200_000;

export type SaveAnswersResult =
  { ok: true; application: Application } | { ok: false; reason: 'unknownStep' | 'tooLarge' };

/**
 * Saves what the user has typed in one step so far, unvalidated (autosave while typing): only
 * the step's own fields are kept, in the draft's answers in progress, never in its validated
 * data, and the last completed step never moves. Creates the draft (no step completed) when the
 * user has none. The answers are merged over the validated data only to refill the form.
 */
export function saveAnswers(
  userId: string,
  definition: WizardDefinition,
  stepId: string,
  values: DraftData,
  database?: Database,
): Promise<SaveAnswersResult> {
  const step = definition.steps.find((s) => s.id === stepId);
  if (!step) return Promise.resolve({ ok: false, reason: 'unknownStep' });
  return asUser(
    userId,
    async (tx): Promise<SaveAnswersResult> => {
      const current = await findDraft(tx, userId, definition.id, { lock: true });
      const pendingAnswers = { ...(current?.pendingAnswers ?? {}), ...pickStep(step, values) };
      if (JSON.stringify(pendingAnswers).length > PENDING_ANSWERS_MAX_CHARS)
        return { ok: false, reason: 'tooLarge' };
      const application = current
        ? await updatePendingAnswers(tx, current.id, pendingAnswers)
        : await insertDraft(tx, { ...newDraft(userId, definition, {}, -1), pendingAnswers });
      return { ok: true, application };
    },
    database,
  );
}

function withoutFields(answers: DraftData, step: StepDef): DraftData {
  const names = new Set(step.fields.map((f) => f.name));
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !names.has(name)));
}

export type SubmitResult =
  | { ok: true; application: Application }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'notDraft' }
  | { ok: false; reason: 'invalid'; stepId: string; issues: Issue[] }
  | { ok: false; reason: 'noQuote' };

/**
 * Submits an application: re-validates every step, prices it from the catalogue and stores it as
 * 'submitted' with that quote, frozen. `applicationId` names an existing draft (it must be the
 * caller's); without it the caller's draft of this wizard is used, or created from `data` (a
 * draft kept in the browser before sign-in). `uploadToken` is that browser draft's token: the
 * files uploaded with it become the caller's first. Only the caller's own uploads are attached
 * (issue 29, finding 3): a key someone else uploaded is refused like a missing file. One
 * transaction as the customer; the submit command runs `submitIn` in its own instead, with the
 * confirmation mail enqueued there.
 */
export function submitApplication(
  userId: string,
  definition: WizardDefinition,
  input: SubmitInput,
  database?: Database,
): Promise<SubmitResult> {
  return asUser(userId, (tx) => submitIn(tx, userId, definition, input), database);
}

export type SubmitInput = { applicationId?: string; data: DraftData; uploadToken?: string };

/**
 * The submission (see submitApplication) in the caller's transaction, which must be the customer's
 * own (`asUser`): the submit command (lib/commands/applications/submit-application.ts) runs it.
 */
export async function submitIn(
  tx: DbTx,
  userId: string,
  definition: WizardDefinition,
  input: SubmitInput,
): Promise<SubmitResult> {
  let current: Application | null;
  if (input.applicationId) {
    if (!isUuid(input.applicationId)) return { ok: false, reason: 'notFound' };
    // No FOR UPDATE here: RLS would hide a submitted row instead of reporting it as such.
    current = await findApplication(tx, input.applicationId);
    // RLS hides other users' rows; the owner check also stops staff submitting for someone.
    if (!current || current.ownerId !== userId || current.flow !== definition.id)
      return { ok: false, reason: 'notFound' };
    if (current.status !== 'draft') return { ok: false, reason: 'notDraft' };
  } else {
    current = await findDraft(tx, userId, definition.id, { lock: true });
  }
  const checked = validateApplication(definition, input.data);
  if (!checked.ok)
    return { ok: false, reason: 'invalid', stepId: checked.stepId, issues: checked.issues };
  const quote = quoteForDraft(definition, checked.data);
  if (!quote) return { ok: false, reason: 'noQuote' };
  // Every upload the answers name must be the caller's and in storage: a document is never
  // dropped silently, nor another customer's attached.
  const uploads = uploadsIn(definition, checked.data);
  if (input.uploadToken) await claimUploads(tx, input.uploadToken);
  const own = await ownUploads(
    tx,
    userId,
    uploads.map((u) => u.key),
  );
  const found = await findDocuments(uploads.filter((u) => own.has(u.key)));
  const stored = found.stored;
  const absent = new Set(found.missing.map((m) => m.field));
  const missing = uploads.filter((u) => !own.has(u.key) || absent.has(u.field));
  if (missing.length > 0) {
    const stepId = uploads.find((u) => u.key === missing[0]!.key)!.stepId;
    return {
      ok: false,
      reason: 'invalid',
      stepId,
      issues: missing.map((m) => ({ path: m.field.split('.'), key: 'fileRequired' })),
    };
  }
  const lastStep = definition.steps.length - 1;
  const draft =
    current ?? (await insertDraft(tx, newDraft(userId, definition, checked.data, lastStep)));
  const application = await markSubmitted(tx, {
    id: draft.id,
    ownerId: userId,
    country: draft.country,
    data: checked.data,
    lastCompletedStep: lastStep,
    quote,
  });
  if (!application) return { ok: false, reason: 'notDraft' };
  await attachDocuments(tx, {
    applicationId: application.id,
    ownerId: application.ownerId,
    files: stored,
  });
  return { ok: true, application };
}

/**
 * The uploads the answers name: a file field holds the stored file's key, at the top of a step
 * (`constitutionFile`) or inside a person group (`directors.0.idScan`).
 */
function uploadsIn(
  definition: WizardDefinition,
  data: DraftData,
): (DocumentFile & { stepId: string })[] {
  const uploads: (DocumentFile & { stepId: string })[] = [];
  for (const step of definition.steps)
    for (const field of step.fields)
      for (const upload of kindOf(field).uploads(field, data[field.name]))
        uploads.push({ stepId: step.id, ...upload });
  return uploads;
}
