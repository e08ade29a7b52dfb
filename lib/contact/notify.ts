import 'server-only';
import { sendMail } from '@/lib/mail/mailer';
import type { NewContactMessage } from '@/lib/contact/queries';
import { siteConfig } from '@/lib/site/config';

/** Where staff read the forms' notifications: CONTACT_INBOX, else the site's public address. */
export function staffInbox(): string {
  return process.env.CONTACT_INBOX || siteConfig.contact.email;
}

/** Plain text only: what the visitor typed is never put into HTML. */
export async function notifyContactMessage(id: string, message: NewContactMessage): Promise<void> {
  await sendMail({
    to: staffInbox(),
    subject: `Contact form: ${message.topic} from ${message.name}`
      .replace(/[\r\n]+/g, ' ')
      .slice(0, 200),
    text: [
      `A visitor sent a message through the contact form (reference ${id}).`,
      '',
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Phone: ${message.phone ?? '—'}`,
      `Country: ${message.country}`,
      `Topic: ${message.topic}`,
      `Language: ${message.locale}`,
      '',
      message.message,
    ].join('\n'),
  });
}
