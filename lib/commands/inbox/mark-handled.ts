import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { findInboxItem, inboxTable } from '@/lib/public-forms/inbox/queries';
import { markHandledSchema } from '@/lib/public-forms/inbox/schemas';
import { inboxTargets } from '@/lib/public-forms/inbox/staff';
import { defineCommand, staffOnly } from '../run';

/** Staff mark a message handled (who and when), audited; one already handled stays as it was. */
export const markHandled = defineCommand({
  name: 'inbox.handled',
  schema: markHandledSchema,
  allowed: staffOnly,
  run: async (input, actor, tx) => {
    const item = await findInboxItem(tx, input.kind, input.id, { lock: true });
    if (!item) return fail('notFound');
    if (item.status === 'handled') return succeed();
    await tx.execute(
      sql`update ${inboxTable(input.kind)} set status = 'handled', handled_at = now(), handled_by = auth.uid() where id = ${item.id}`,
    );
    await recordAudit(tx, actor, {
      action: inboxTargets[input.kind].handled,
      targetType: inboxTargets[input.kind].type,
      targetId: item.id,
      details: { name: item.name, email: item.email },
    });
    return succeed();
  },
});
