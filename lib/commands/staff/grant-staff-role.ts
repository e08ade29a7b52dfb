import 'server-only';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { siteOrigin } from '@/lib/config/site';
import { asServiceRole } from '@/lib/db/rls';
import { enqueueMail } from '@/lib/jobs/enqueue';
import {
  requestStaffAccess,
  staffAccessMail,
  staffAccessMailKey,
} from '@/lib/security/staff-access';
import { grantRoleSchema } from '@/lib/staff/schemas';
import { defineCommand, staffOnly } from '../run';

/**
 * Offers the admin role to the account with this e-mail (issue 29, finding 1): the account must
 * exist; a single-use link is mailed to its address, and the role is theirs once its owner,
 * signed in, follows it (confirmStaffAccess). Asking again mails a fresh link (the last one stops
 * working). The request is written by public.request_staff_access, which no API role may run: it
 * runs as service_role in the admin's own transaction, after their role was checked, with their
 * claims kept so the request names them. The link's mail is a job enqueued in that transaction
 * (kept in the queue's schema, which no API role may read, until the queue's retention ends).
 */
export const grantStaffRole = defineCommand({
  name: 'staff.grant',
  schema: grantRoleSchema,
  allowed: staffOnly,
  run: async (
    input,
    actor,
    tx,
  ): Promise<ActionResult<{ result: 'requested' | 'alreadyAdmin' }>> => {
    const request = await asServiceRole(tx, () => requestStaffAccess(tx, input.email));
    if (request.outcome === 'no_such_user')
      return fail('invalidRequest', undefined, { fieldErrors: { email: [{ key: 'noSuchUser' }] } });
    if (request.outcome !== 'requested') return succeed({ result: 'alreadyAdmin' });
    await recordAudit(tx, actor, {
      action: 'user_role.requested',
      targetType: 'user_role',
      targetId: request.userId,
      details: { email: request.email, role: 'admin' },
    });
    await enqueueMail(
      tx,
      staffAccessMailKey(request.token),
      staffAccessMail(request, siteOrigin()),
    );
    return succeed({ result: 'requested' });
  },
});
