import 'server-only';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { staffInbox } from '../staff-inbox';
import type { NewContactMessage } from './queries';

/** Tells staff a message arrived; what the visitor typed is escaped, never markup. */
export async function notifyContactMessage(id: string, message: NewContactMessage): Promise<void> {
  await sendMail(
    renderMail('contactMessage', { to: staffInbox() }, {
      id,
      name: message.name,
      email: message.email,
      phone: message.phone,
      country: message.country,
      topic: message.topic,
      language: message.locale,
      message: message.message,
    }),
  );
}
