'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession } from '@/lib/commands/actor';
import { markHandled } from '@/lib/commands/inbox/mark-handled';
import { replyToMessage } from '@/lib/commands/inbox/reply-to-message';
import { runCommand } from '@/lib/commands/run';

/** Staff mark a contact message or career application handled (/admin/messages). */
export async function markInboxHandledAction(raw: unknown): Promise<ActionResult> {
  return runCommand(markHandled, await actorFromSession(), raw);
}

/** Staff reply to a contact message or career application by e-mail. */
export async function replyToInboxAction(raw: unknown): Promise<ActionResult> {
  return runCommand(replyToMessage, await actorFromSession(), raw);
}
