'use server';

import type { ActionResult } from '@/lib/actions/result';
import type { ApplicationStatus } from '@/lib/applications/status';
import { staffActions } from './application-operations';

/**
 * The staff console's server actions on one application. Each is a public endpoint: the role is
 * read from the database inside the action (adminAction), whatever the page or the proxy did.
 * The bodies are in ./application-operations.ts, where tests build them with their own caller.
 */

export async function changeStatusAction(raw: unknown): Promise<ActionResult<{ status: ApplicationStatus }>> {
  return staffActions().changeStatus(raw);
}

export async function requestInformationAction(raw: unknown): Promise<ActionResult<{ status: ApplicationStatus }>> {
  return staffActions().requestInformation(raw);
}

export async function addNoteAction(raw: unknown): Promise<ActionResult> {
  return staffActions().addNote(raw);
}

export async function assignAction(raw: unknown): Promise<ActionResult> {
  return staffActions().assign(raw);
}

/** Takes the form's FormData as it is (the file, up to 10 MB: next.config.ts raises the body limit). */
export async function deliverDocumentAction(form: FormData): Promise<ActionResult<{ documentId: string }>> {
  const raw = form instanceof FormData ? { applicationId: form.get('applicationId'), category: form.get('category'), file: form.get('file') } : form;
  return staffActions().deliverDocument(raw);
}
