import 'server-only';
import type { DbTx } from '@/lib/db/database';
import { enqueueMail } from '@/lib/jobs/enqueue';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '../staff-inbox';
import type { NewContactMessage } from './queries';

/**
 * Tells staff a message arrived; what the visitor typed is escaped, never markup. A job enqueued
 * in the transaction that stores the message (issue 30): sent after the commit, retried, and
 * once per message (keyed by its id).
 */
export async function enqueueContactMessageMail(
  tx: DbTx,
  id: string,
  message: NewContactMessage,
): Promise<void> {
  await enqueueMail(
    tx,
    `mail:contact-message:${id}`,
    renderMail(
      'contactMessage',
      { to: staffInbox() },
      {
        id,
        name: message.name,
        email: message.email,
        phone: message.phone,
        country: message.country,
        topic: message.topic,
        language: message.locale,
        message: message.message,
      },
    ),
  );
}
