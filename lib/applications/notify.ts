import 'server-only';
import { sql } from 'drizzle-orm';
import { after } from 'next/server';
import { siteOrigin } from '@/lib/config/site';
import { queryOne, type DbTx } from '@/lib/db/database';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { sendMail } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { accountApplicationPath } from '@/lib/site/paths';

/** Where a customer's mails go: their account's e-mail, in the language they chose. */
export type CustomerContact = { email: string; locale: Locale; reference: string };

/**
 * The owner's address and language for an application, read in the caller's transaction: staff
 * read every profile (RLS), a customer their own. Null when the caller may not read it or the
 * application has no reference yet.
 */
export async function findCustomerContact(tx: DbTx, applicationId: string): Promise<CustomerContact | null> {
  const row = await queryOne<{ email: string; locale: string; reference: string | null }>(
    tx,
    sql`select p.email, p.locale, a.reference from public.applications a
        join public.profiles p on p.id = a.owner_id where a.id = ${applicationId}`,
  );
  if (!row?.reference || !row.email) return null;
  return { email: row.email, locale: isLocale(row.locale) ? row.locale : defaultLocale, reference: row.reference };
}

export type CustomerUpdate =
  | { update: 'status'; status: string; message?: string | null }
  | { update: 'informationRequested'; message: string }
  | { update: 'paymentConfirmed' }
  | { update: 'paymentRejected'; message: string }
  | { update: 'documentDelivered'; document: string };

/**
 * Tells the customer what moved, in their language, with the link to the application in their
 * account. Sent after the response (the caller does not wait on the mail server); a failed mail
 * is logged for staff: the change itself has landed and the account shows it.
 */
export function notifyCustomer(contact: CustomerContact, update: CustomerUpdate): void {
  const url = `${siteOrigin()}${localisedPath(accountApplicationPath(contact.reference), contact.locale)}`;
  const mail = renderMail('applicationUpdate', { to: contact.email, locale: contact.locale }, { reference: contact.reference, url, ...update });
  after(async () => {
    try {
      await sendMail(mail);
    } catch (error) {
      console.error(`[applications] mail to the customer of ${contact.reference} failed`, error);
    }
  });
}
