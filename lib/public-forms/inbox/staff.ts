import 'server-only';
import type { AuditAction } from '@/lib/audit/audit';
import { renderMail } from '@/lib/mail/templates';
import type { InboxItem } from './queries';
import type { InboxKind } from './schemas';

/** What the audit log calls a message of each kind, and staff's two actions on it. */
export const inboxTargets = {
  contact: {
    type: 'contact_message',
    handled: 'contact_message.handled',
    replied: 'contact_message.replied',
  },
  career: {
    type: 'career_application',
    handled: 'career_application.handled',
    replied: 'career_application.replied',
  },
} as const satisfies Record<
  InboxKind,
  { type: string; handled: AuditAction; replied: AuditAction }
>;

/** The reply mail to a message's sender, in the language they wrote in. */
export function inboxReplyMail(item: InboxItem, reply: string) {
  return renderMail(
    'inboxReply',
    { to: item.email, locale: item.locale },
    {
      kind: item.kind,
      name: item.name,
      reply,
      original: item.kind === 'contact' ? item.message : item.coverLetter,
    },
  );
}
