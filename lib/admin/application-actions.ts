'use server';

import type { ActionResult } from '@/lib/actions/result';
import type { ApplicationStatus } from '@/lib/applications/status';
import { actorFromSession } from '@/lib/commands/actor';
import { addNote } from '@/lib/commands/applications/add-note';
import { assign } from '@/lib/commands/applications/assign';
import { changeStatus } from '@/lib/commands/applications/change-status';
import { requestInformation } from '@/lib/commands/applications/request-information';
import { runCommand } from '@/lib/commands/run';

/**
 * The staff console's server actions on one application: callers of the commands in
 * lib/commands/applications. Each is a public endpoint: the role is read from the database for
 * the actor, whatever the page or the proxy did.
 */

export async function changeStatusAction(
  raw: unknown,
): Promise<ActionResult<{ status: ApplicationStatus }>> {
  return runCommand(changeStatus, await actorFromSession(), raw);
}

export async function requestInformationAction(
  raw: unknown,
): Promise<ActionResult<{ status: ApplicationStatus }>> {
  return runCommand(requestInformation, await actorFromSession(), raw);
}

export async function addNoteAction(raw: unknown): Promise<ActionResult> {
  return runCommand(addNote, await actorFromSession(), raw);
}

export async function assignAction(raw: unknown): Promise<ActionResult> {
  return runCommand(assign, await actorFromSession(), raw);
}
