import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { revokeRoleSchema } from '@/lib/staff/schemas';
import { defineCommand, staffOnly } from '../run';

/** True when the database refused because this would leave no admin (user_roles_keep_an_admin). */
function isLastAdminRefusal(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23514' && /last admin/.test(e.message ?? '')) return true;
  }
  return false;
}

/**
 * Takes the admin role back. The database refuses to remove the last admin, whoever asks; that
 * refusal is answered with `lastAdmin`. The audit record is written first: an admin who revokes
 * their own role may no longer write to the log once the role is gone.
 */
export const revokeStaffRole = defineCommand({
  name: 'staff.revoke',
  schema: revokeRoleSchema,
  allowed: staffOnly,
  refusalOf: (error) => (isLastAdminRefusal(error) ? fail('lastAdmin') : null),
  run: async (input, actor, tx) => {
    const member = await queryOne<{ email: string | null }>(
      tx,
      sql`select p.email from public.user_roles r left join public.profiles p on p.id = r.user_id
          where r.user_id = ${input.userId} and r.role = 'admin' for update of r`,
    );
    if (!member) return fail('notAdmin');
    await recordAudit(tx, actor, {
      action: 'user_role.revoked',
      targetType: 'user_role',
      targetId: input.userId,
      details: { email: member.email ?? '', role: 'admin' },
    });
    await tx.execute(
      sql`delete from public.user_roles where user_id = ${input.userId} and role = 'admin'`,
    );
    return succeed();
  },
});
