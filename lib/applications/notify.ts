import 'server-only';
import { sql } from 'drizzle-orm';
import { formatMoney, type Currency } from '@/lib/catalogue/money';
import { siteOrigin } from '@/lib/config/site';
import { queryOne, type DbTx } from '@/lib/db/database';
import { isLocale, defaultLocale, type Locale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';
import { enqueueMail } from '@/lib/jobs/enqueue';
import type { MailMessage } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { receiptUrl } from '@/lib/payments/receipts';
import { accountApplicationPath } from '@/lib/site/paths';

/** Where a customer's mails go: their account's e-mail, in the language they chose. */
export type CustomerContact = { email: string; locale: Locale; reference: string };

/**
 * The owner's address and language for an application, read in the caller's transaction: staff
 * read every profile (RLS), a customer their own. Null when the caller may not read it or the
 * application has no reference yet.
 */
export async function findCustomerContact(
  tx: DbTx,
  applicationId: string,
): Promise<CustomerContact | null> {
  const row = await queryOne<{ email: string; locale: string; reference: string | null }>(
    tx,
    sql`select p.email, p.locale, a.reference from public.applications a
        join public.profiles p on p.id = a.owner_id where a.id = ${applicationId}`,
  );
  if (!row?.reference || !row.email) return null;
  return {
    email: row.email,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    reference: row.reference,
  };
}

export type CustomerUpdate =
  | { update: 'status'; status: string; message?: string | null }
  | { update: 'informationRequested'; message: string }
  /**
   * `received`: what staff saw arrive, in minor units of the payment's currency; `paymentId`
   * names the payment whose receipt the mail links to.
   */
  | {
      update: 'paymentConfirmed';
      received: { minor: number; currency: string };
      paymentId: string;
    }
  | { update: 'paymentRejected'; message: string }
  /** `refunded`: what was sent back (minor units); `message`: the reason staff gave. */
  | { update: 'paymentRefunded'; refunded: { minor: number; currency: string }; message: string }
  /** `title`: what an "Other document" is, as staff typed it. */
  | { update: 'documentDelivered'; document: string; title?: string | null }
  /** Issue 35: staff sent a quote of `quoted` (minor units) on a quoted request. */
  | { update: 'quoteSent'; quoted: { minor: number; currency: string } };

/** The mail that tells the customer what moved, in their language, linking to the application in their account. */
export function customerUpdateMail(contact: CustomerContact, update: CustomerUpdate): MailMessage {
  const url = `${siteOrigin()}${localisedPath(accountApplicationPath(contact.reference), contact.locale)}`;
  const values =
    update.update === 'paymentConfirmed'
      ? {
          update: update.update,
          // Money reads as the customer's language writes it (₦150,000.00 or 150 000,00 ₦).
          amount: formatMoney(
            update.received.minor,
            update.received.currency as Currency,
            contact.locale,
          ),
          // The receipt's PDF (issued in the same transaction), behind the customer's sign-in.
          receiptUrl: `${siteOrigin()}${receiptUrl(update.paymentId)}`,
        }
      : update.update === 'quoteSent'
        ? {
            update: update.update,
            amount: formatMoney(
              update.quoted.minor,
              update.quoted.currency as Currency,
              contact.locale,
            ),
          }
        : update.update === 'paymentRefunded'
          ? {
              update: update.update,
              amount: formatMoney(
                update.refunded.minor,
                update.refunded.currency as Currency,
                contact.locale,
              ),
              message: update.message,
            }
          : update;
  return renderMail(
    'applicationUpdate',
    { to: contact.email, locale: contact.locale },
    { reference: contact.reference, url, ...values },
  );
}

/**
 * Tells the owner of `applicationId` what moved: the mail is a job enqueued in the caller's
 * transaction (lib/jobs), so it goes out after the commit, is retried if the mail server fails,
 * and is lost with the change only. `key` names the event (`mail:payment-confirmed:<paymentId>`):
 * one mail per event. Nothing is sent when the caller may not read the owner's contact.
 */
export async function notifyCustomer(
  tx: DbTx,
  key: string,
  applicationId: string,
  update: CustomerUpdate,
): Promise<void> {
  const contact = await findCustomerContact(tx, applicationId);
  if (contact) await enqueueMail(tx, key, customerUpdateMail(contact, update));
}
