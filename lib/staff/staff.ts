import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed, type ActionResult } from '@/lib/actions/result';
import { adminAction } from '@/lib/actions/user-action';
import { recordAudit } from '@/lib/audit/audit';
import type { CurrentUser } from '@/lib/auth/current-user';
import { queryOne, type Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { grantRoleSchema, revokeRoleSchema } from './schemas';

/** What the staff actions take besides their input: who calls and the database (tests give their own). */
export type StaffRoleDeps = { identify?: () => Promise<CurrentUser | null>; database?: Database };

/** True when the database refused because this would leave no admin (user_roles_keep_an_admin). */
export function isLastAdminRefusal(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23514' && /last admin/.test(e.message ?? '')) return true;
  }
  return false;
}

/**
 * Grants the admin role to the account with this e-mail: the rule of `npm run admin:grant`
 * (grantAdmin in lib/embedded-backend/admins.ts): the account must exist, and granting twice
 * changes nothing. Here it runs as the calling admin under RLS, finding the account by the
 * profile's copy of its e-mail (auth.users is not readable by any API role).
 */
export function grantStaffRole(deps: StaffRoleDeps = {}) {
  return adminAction({
    name: 'staff.grant',
    schema: grantRoleSchema,
    identify: deps.identify,
    handler: (input, admin) =>
      asUser(
        admin.id,
        async (tx): Promise<ActionResult<{ result: 'granted' | 'alreadyAdmin' }>> => {
          const account = await queryOne<{ id: string; email: string }>(
            tx,
            sql`select id, email from public.profiles where lower(email) = lower(${input.email}) limit 1`,
          );
          if (!account) return fail('invalidRequest', undefined, { fieldErrors: { email: [{ key: 'noSuchUser' }] } });
          const inserted = await queryOne<{ id: string }>(
            tx,
            sql`insert into public.user_roles (user_id, role) values (${account.id}, 'admin')
                on conflict (user_id, role) do nothing returning id`,
          );
          if (!inserted) return succeed({ result: 'alreadyAdmin' as const });
          await recordAudit(tx, admin, {
            action: 'user_role.granted',
            targetType: 'user_role',
            targetId: account.id,
            details: { email: account.email, role: 'admin' },
          });
          return succeed({ result: 'granted' as const });
        },
        deps.database,
      ),
  });
}

/**
 * Takes the admin role back. The database refuses to remove the last admin, whoever asks; that
 * refusal is answered with `lastAdmin`. The audit record is written first: an admin who revokes
 * their own role may no longer write to the log once the role is gone.
 */
export function revokeStaffRole(deps: StaffRoleDeps = {}) {
  return adminAction({
    name: 'staff.revoke',
    schema: revokeRoleSchema,
    identify: deps.identify,
    handler: async (input, admin) => {
      try {
        return await asUser(
          admin.id,
          async (tx): Promise<ActionResult> => {
            const member = await queryOne<{ email: string | null }>(
              tx,
              sql`select p.email from public.user_roles r left join public.profiles p on p.id = r.user_id
                  where r.user_id = ${input.userId} and r.role = 'admin' for update of r`,
            );
            if (!member) return fail('notAdmin');
            await recordAudit(tx, admin, {
              action: 'user_role.revoked',
              targetType: 'user_role',
              targetId: input.userId,
              details: { email: member.email ?? '', role: 'admin' },
            });
            await tx.execute(sql`delete from public.user_roles where user_id = ${input.userId} and role = 'admin'`);
            return succeed();
          },
          deps.database,
        );
      } catch (error) {
        if (isLastAdminRefusal(error)) return fail('lastAdmin');
        throw error;
      }
    },
  });
}
