'use server';

import type { ActionResult } from '@/lib/actions/result';
import { markInboxHandled, replyToInbox } from './staff';

/** Staff mark a contact message or career application handled (/admin/messages). */
export async function markInboxHandledAction(raw: unknown): Promise<ActionResult> {
  return markInboxHandled()(raw);
}

/** Staff reply to a contact message or career application by e-mail. */
export async function replyToInboxAction(raw: unknown): Promise<ActionResult> {
  return replyToInbox()(raw);
}
