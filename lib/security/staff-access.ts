import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryOne, type Db, type DbTx } from '@/lib/db/database';
import { sendMail, type MailMessage } from '@/lib/mail/mailer';
import { renderMail } from '@/lib/mail/templates';
import { STAFF_ACCESS_PATH } from '@/lib/config/backend';
import { isLocale } from '@/lib/i18n/locales';
import { localisedPath } from '@/lib/i18n/paths';

// Staff rights go only to an address proven by a link mailed to it (issue 29, finding 1;
// migration 20261128100200_staff_access_proof.sql). ADMIN_EMAILS (at sign-up and at start, in
// embedded mode; at start on hosted Supabase) and /admin/staff only *request* the role: a
// single-use link goes to the account's address, and the role is the account's once its owner,
// signed in, follows it (public.confirm_staff_access). With customers' confirmations off, an
// address nobody proved can be signed up by anyone; the link is the proof either way.

/** How long a staff access link stays valid. */
export const STAFF_ACCESS_VALID_SECONDS = 7 * 24 * 60 * 60;

export type StaffAccessOutcome = 'requested' | 'pending' | 'already_admin' | 'no_such_user';

export type StaffAccessRequest =
  | { outcome: 'no_such_user' }
  | {
      outcome: 'already_admin' | 'pending';
      userId: string;
      email: string;
      locale: 'en' | 'fr';
    }
  | {
      outcome: 'requested';
      userId: string;
      email: string;
      locale: 'en' | 'fr';
      /** The link's secret: mailed, never stored (the database keeps its SHA-256). */
      token: string;
    };

export function staffAccessTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Requests staff access for the account using `email`, in the caller's transaction. `runner`
 * must be allowed to execute public.request_staff_access: the database owner (the auth server,
 * start-up) or service_role (an admin's action, after their role was checked; their claims name
 * them as the requester). `keepPending` leaves a live request as it is (ADMIN_EMAILS at every
 * start must not mail again). Mail the link with `mailStaffAccess` once the transaction commits.
 */
export async function requestStaffAccess(
  runner: Db | DbTx,
  email: string,
  { keepPending = false }: { keepPending?: boolean } = {},
): Promise<StaffAccessRequest> {
  const token = randomBytes(32).toString('base64url');
  const row = await queryOne<{
    outcome: StaffAccessOutcome;
    account_id: string | null;
    account_email: string | null;
    account_locale: string | null;
  }>(
    runner,
    sql`select outcome, account_id::text as account_id, account_email, account_locale
        from public.request_staff_access(${email}, ${staffAccessTokenHash(token)}, ${STAFF_ACCESS_VALID_SECONDS}, ${keepPending})`,
  );
  if (!row || row.outcome === 'no_such_user') return { outcome: 'no_such_user' };
  const account = {
    userId: row.account_id!,
    email: row.account_email!,
    locale: isLocale(row.account_locale) ? row.account_locale : ('en' as const),
  };
  return row.outcome === 'requested'
    ? { outcome: 'requested', ...account, token }
    : { outcome: row.outcome, ...account };
}

/** The link of a request: the confirmation page in the account's language, on `origin`. */
export function staffAccessLink(origin: string, locale: 'en' | 'fr', token: string): string {
  const link = new URL(localisedPath(STAFF_ACCESS_PATH, locale), origin);
  link.searchParams.set('token', token);
  return link.toString();
}

/** The mail carrying a request's link to the account's address, in its language. */
export function staffAccessMail(
  request: Extract<StaffAccessRequest, { outcome: 'requested' }>,
  origin: string,
): MailMessage {
  const link = staffAccessLink(origin, request.locale, request.token);
  return renderMail(
    'staffAccess',
    { to: request.email, locale: request.locale },
    { link, email: request.email, days: STAFF_ACCESS_VALID_SECONDS / 86_400 },
  );
}

/** The idempotency key of that mail (`mail:staff-access:<32 hex digits of the link's hash>`). */
export function staffAccessMailKey(token: string): string {
  return `mail:staff-access:${staffAccessTokenHash(token).slice(0, 32)}`;
}

/** Mails the link of a request to the account's address, in its language. */
export async function mailStaffAccess(
  request: Extract<StaffAccessRequest, { outcome: 'requested' }>,
  { origin, outbox }: { origin: string; outbox?: string },
): Promise<void> {
  await sendMail(staffAccessMail(request, origin), { outbox });
}
