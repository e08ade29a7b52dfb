import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { recordAudit } from '@/lib/audit/audit';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { findInboxItem, inboxTable } from '@/lib/public-forms/inbox/queries';
import { inboxReplySchema } from '@/lib/public-forms/inbox/schemas';
import { inboxReplyMail, inboxTargets } from '@/lib/public-forms/inbox/staff';
import { defineCommand, staffOnly } from '../run';

/**
 * Staff answer a message's sender by e-mail from the console: the reply goes out in their
 * language, and the message is marked replied (and handled) with an audit row. The mail is a job
 * enqueued with that change: sent after the commit and retried until it goes, once per reply.
 */
export const replyToMessage = defineCommand({
  name: 'inbox.reply',
  schema: inboxReplySchema,
  allowed: staffOnly,
  run: async (input, actor, tx) => {
    const item = await findInboxItem(tx, input.kind, input.id, { lock: true });
    if (!item) return fail('notFound');
    await tx.execute(
      sql`update ${inboxTable(input.kind)}
          set replied_at = now(), status = 'handled', handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, auth.uid())
          where id = ${item.id}`,
    );
    await recordAudit(tx, actor, {
      action: inboxTargets[input.kind].replied,
      targetType: inboxTargets[input.kind].type,
      targetId: item.id,
      details: {
        name: item.name,
        email: item.email,
        locale: item.locale,
        reply: input.message.slice(0, 500),
      },
    });
    await enqueueMail(
      tx,
      `mail:inbox-reply:${input.kind}:${item.id}:${randomUUID()}`,
      inboxReplyMail(item, input.message),
    );
    return succeed();
  },
});
