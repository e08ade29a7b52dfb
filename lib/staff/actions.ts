'use server';

import type { ActionResult } from '@/lib/actions/result';
import { actorFromSession, customerFromSession } from '@/lib/commands/actor';
import { runCommand } from '@/lib/commands/run';
import { confirmStaffAccess } from '@/lib/commands/staff/confirm-staff-access';
import { grantStaffRole } from '@/lib/commands/staff/grant-staff-role';
import { revokeStaffRole } from '@/lib/commands/staff/revoke-staff-role';
import { withdrawStaffRequest } from '@/lib/commands/staff/withdraw-staff-request';

/** Staff offer the admin role by e-mail (/admin/staff): a link is mailed to the address. */
export async function grantStaffRoleAction(
  raw: unknown,
): Promise<ActionResult<{ result: 'requested' | 'alreadyAdmin' }>> {
  return runCommand(grantStaffRole, await actorFromSession(), raw);
}

/** Staff withdraw an offer whose link was not followed yet. */
export async function withdrawStaffRequestAction(raw: unknown): Promise<ActionResult> {
  return runCommand(withdrawStaffRequest, await actorFromSession(), raw);
}

/** The future admin, signed in, confirms the staff access mailed to them (/account/staff-access). */
export async function confirmStaffAccessAction(raw: unknown): Promise<ActionResult> {
  return runCommand(confirmStaffAccess, await customerFromSession(), raw);
}

/** Staff revoke one admin's role; never the last admin's. */
export async function revokeStaffRoleAction(raw: unknown): Promise<ActionResult> {
  return runCommand(revokeStaffRole, await actorFromSession(), raw);
}
