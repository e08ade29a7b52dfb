import 'server-only';
import { siteConfig } from '@/lib/config/site';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import type { NewContactMessage } from './queries';

/** Where staff read the forms' notifications: CONTACT_INBOX, else the site's public address. */
export function staffInbox(): string {
  return process.env.CONTACT_INBOX || siteConfig.contact.email;
}

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
