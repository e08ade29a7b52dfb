'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession, customerFromSession } from '@/lib/commands/actor';
import {
  addOfficeAddress,
  assignOfficeAddress,
  retireOfficeAddress,
  updateOfficeAddress,
} from '@/lib/commands/mailroom/addresses';
import { completeLetterRequest, requestLetter } from '@/lib/commands/mailroom/letters';
import { runCommand } from '@/lib/commands/run';

/** Staff keep our addresses (the role is read from the database on each call). */
export async function addOfficeAddressAction(
  raw: unknown,
): Promise<ActionResult<{ addressId: string }>> {
  return runCommand(addOfficeAddress, await actorFromSession(), raw);
}

export async function updateOfficeAddressAction(raw: unknown): Promise<ActionResult> {
  return runCommand(updateOfficeAddress, await actorFromSession(), raw);
}

export async function retireOfficeAddressAction(raw: unknown): Promise<ActionResult> {
  return runCommand(retireOfficeAddress, await actorFromSession(), raw);
}

export async function assignOfficeAddressAction(raw: unknown): Promise<ActionResult> {
  return runCommand(assignOfficeAddress, await actorFromSession(), raw);
}

/** Staff mark a forward or shred request done. */
export async function completeLetterRequestAction(raw: unknown): Promise<ActionResult> {
  return runCommand(completeLetterRequest, await actorFromSession(), raw);
}

/** The owner asks to forward a letter's original or shred it (row-level security decides whose). */
export async function requestLetterAction(raw: unknown): Promise<ActionResult> {
  return runCommand(requestLetter, await customerFromSession(), raw);
}
