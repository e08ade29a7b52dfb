'use server';

import type { ActionResult } from '@/lib/actions/result';
import { grantStaffRole, revokeStaffRole } from './staff';

/** Staff grant the admin role by e-mail (/admin/staff). */
export async function grantStaffRoleAction(raw: unknown): Promise<ActionResult<{ result: 'granted' | 'alreadyAdmin' }>> {
  return grantStaffRole()(raw);
}

/** Staff revoke one admin's role; never the last admin's. */
export async function revokeStaffRoleAction(raw: unknown): Promise<ActionResult> {
  return revokeStaffRole()(raw);
}
