import 'server-only';
import { sql } from 'drizzle-orm';
import { fail, succeed } from '@/lib/actions/result';
import { adminAction } from '@/lib/actions/user-action';
import { recordAudit, type AuditAction } from '@/lib/audit/audit';
import type { CurrentUser } from '@/lib/auth/current-user';
import type { Database } from '@/lib/db/database';
import { asUser } from '@/lib/db/rls';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { findInboxItem, inboxTable, type InboxItem } from './queries';
import { inboxReplySchema, markHandledSchema, type InboxKind } from './schemas';

/** What the staff actions take besides their input: who calls and the database (tests give their own). */
export type InboxActionDeps = { identify?: () => Promise<CurrentUser | null>; database?: Database };

const targets = {
  contact: { type: 'contact_message', handled: 'contact_message.handled', replied: 'contact_message.replied' },
  career: { type: 'career_application', handled: 'career_application.handled', replied: 'career_application.replied' },
} as const satisfies Record<InboxKind, { type: string; handled: AuditAction; replied: AuditAction }>;

type Refusal = { refused: ReturnType<typeof fail> };
const refuse = (key: string): Refusal => ({ refused: fail(key) });

/** Marks a message handled (who and when), audited; one already handled stays as it was. */
export function markInboxHandled(deps: InboxActionDeps = {}) {
  return adminAction({
    name: 'inbox.handled',
    schema: markHandledSchema,
    identify: deps.identify,
    handler: async (input, admin) => {
      const outcome = await asUser(
        admin.id,
        async (tx): Promise<Refusal | null> => {
          const item = await findInboxItem(tx, input.kind, input.id, { lock: true });
          if (!item) return refuse('notFound');
          if (item.status === 'handled') return null;
          await tx.execute(
            sql`update ${inboxTable(input.kind)} set status = 'handled', handled_at = now(), handled_by = auth.uid() where id = ${item.id}`,
          );
          await recordAudit(tx, admin, {
            action: targets[input.kind].handled,
            targetType: targets[input.kind].type,
            targetId: item.id,
            details: { name: item.name, email: item.email },
          });
          return null;
        },
        deps.database,
      );
      return outcome ? outcome.refused : succeed();
    },
  });
}

/** The reply mail to a message's sender, in the language they wrote in. */
export function inboxReplyMail(item: InboxItem, reply: string) {
  return renderMail(
    'inboxReply',
    { to: item.email, locale: item.locale },
    { kind: item.kind, name: item.name, reply, original: item.kind === 'contact' ? item.message : item.coverLetter },
  );
}

/**
 * Answers the sender by e-mail from the console: the reply goes out in their language, and the
 * message is marked replied (and handled) with an audit record. The mail is sent last inside the
 * transaction, so a failed send leaves the message as it was and says so (`mailFailed`).
 */
export function replyToInbox(deps: InboxActionDeps = {}) {
  return adminAction({
    name: 'inbox.reply',
    schema: inboxReplySchema,
    identify: deps.identify,
    handler: async (input, admin) => {
      let mailFailed = false;
      try {
        const outcome = await asUser(
          admin.id,
          async (tx): Promise<Refusal | null> => {
            const item = await findInboxItem(tx, input.kind, input.id, { lock: true });
            if (!item) return refuse('notFound');
            await tx.execute(
              sql`update ${inboxTable(input.kind)}
                  set replied_at = now(), status = 'handled', handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, auth.uid())
                  where id = ${item.id}`,
            );
            await recordAudit(tx, admin, {
              action: targets[input.kind].replied,
              targetType: targets[input.kind].type,
              targetId: item.id,
              details: { name: item.name, email: item.email, locale: item.locale, reply: input.message.slice(0, 500) },
            });
            try {
              await sendMail(inboxReplyMail(item, input.message));
            } catch (error) {
              mailFailed = true;
              throw error;
            }
            return null;
          },
          deps.database,
        );
        return outcome ? outcome.refused : succeed();
      } catch (error) {
        if (!mailFailed) throw error;
        console.error('[inbox] the reply mail failed; nothing was recorded', error);
        return fail('mailFailed');
      }
    },
  });
}
