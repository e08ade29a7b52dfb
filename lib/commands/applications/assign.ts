import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { assignSchema } from '@/lib/admin/application-schemas';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { defineCommand, staffOnly } from '../run';
import { applicationRefusal, lockApplication } from './staff-application';

/** Staff assign an application to a member of staff, or to nobody (''). */
export const assign = defineCommand({
  name: 'applications.assign',
  schema: assignSchema,
  allowed: staffOnly,
  refusalOf: applicationRefusal,
  run: async (input, actor, tx) => {
    const assignee = input.assigneeId || null;
    const app = await lockApplication(tx, input.applicationId);
    if (!app) return fail('notFound');
    if (assignee) {
      const member = await queryOne<{ email: string }>(
        tx,
        sql`select p.email from public.user_roles r join public.profiles p on p.id = r.user_id
            where r.user_id = ${assignee} and r.role = 'admin'`,
      );
      if (!member)
        return fail('invalidRequest', undefined, {
          fieldErrors: { assigneeId: [{ key: 'chooseStaff' }] },
        });
    }
    // Already so: nothing to change or record.
    if (app.assigned_to === assignee) return succeed();
    await tx.execute(
      sql`update public.applications set assigned_to = ${assignee} where id = ${app.id}`,
    );
    await recordAudit(tx, actor, {
      action: 'application.assigned',
      targetType: 'application',
      targetId: app.reference ?? app.id,
      applicationId: app.id,
      details: { from: app.assigned_to, to: assignee },
    });
    return succeed();
  },
});
