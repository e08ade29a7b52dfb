import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { queryOne } from '@/lib/db/database';
import { withdrawRequestSchema } from '@/lib/staff/schemas';
import { defineCommand, staffOnly } from '../run';

/** Staff withdraw an offer of the admin role whose link was not followed yet (the link stops working). */
export const withdrawStaffRequest = defineCommand({
  name: 'staff.withdraw',
  schema: withdrawRequestSchema,
  allowed: staffOnly,
  run: async (input, actor, tx) => {
    const withdrawn = await queryOne<{ email: string }>(
      tx,
      sql`delete from public.staff_access_requests where user_id = ${input.userId} returning email`,
    );
    if (!withdrawn) return fail('notRequested');
    await recordAudit(tx, actor, {
      action: 'user_role.withdrawn',
      targetType: 'user_role',
      targetId: input.userId,
      details: { email: withdrawn.email, role: 'admin' },
    });
    return succeed();
  },
});
