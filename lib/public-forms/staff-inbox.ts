import 'server-only';
import { siteConfig } from '@/lib/config/site';

/** Where staff read the public forms' notifications: CONTACT_INBOX, else the site's public address. */
export function staffInbox(): string {
  return process.env.CONTACT_INBOX || siteConfig.contact.email;
}
