import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database, type Db, type DbTx } from '@/lib/db/database';
import {
  mailStaffAccess,
  requestStaffAccess,
  type StaffAccessOutcome,
} from '@/lib/security/staff-access';
import { siteOrigin } from '@/lib/config/site';

export type GrantResult = 'granted' | 'already_admin' | 'no_such_user';

/**
 * Gives the admin role to the user with this e-mail at once, with no proof of the address.
 * Only `npm run admin:grant` does this: the operator's own act with the database in hand, as a
 * statement in psql would be (README, "Accounts and admins"). ADMIN_EMAILS and /admin/staff
 * request the role instead (requestAdmin below), which the address's owner must confirm.
 */
export async function grantAdmin(runner: Db | DbTx, email: string): Promise<GrantResult> {
  const users = await query<{ id: string }>(
    runner,
    sql`select id::text as id from auth.users where lower(email) = lower(${email.trim()})`,
  );
  const user = users[0];
  if (!user) return 'no_such_user';
  const inserted = await query<{ id: unknown }>(
    runner,
    sql`insert into public.user_roles (user_id, role) values (${user.id}::uuid, 'admin')
        on conflict (user_id, role) do nothing returning id`,
  );
  return inserted.length > 0 ? 'granted' : 'already_admin';
}

/**
 * Requests the admin role for the account using `email` and mails the confirmation link to that
 * address (lib/security/staff-access.ts), as the database owner. `keepPending` leaves a live
 * request alone (no second mail).
 */
export async function requestAdmin(
  database: Database,
  email: string,
  options: { origin?: string; outbox?: string; keepPending?: boolean } = {},
): Promise<StaffAccessOutcome> {
  const request = await requestStaffAccess(database.db, email, {
    keepPending: options.keepPending,
  });
  if (request.outcome === 'requested') {
    await mailStaffAccess(request, {
      origin: options.origin ?? siteOrigin(),
      outbox: options.outbox,
    });
  }
  return request.outcome;
}

/**
 * ADMIN_EMAILS at start: every listed address that has an account, is not staff yet and has no
 * live request is mailed a confirmation link (once per link's lifetime, not at every start).
 */
export async function applyAdminEmails(
  database: Database,
  emails: string[],
  options: { origin?: string; outbox?: string } = {},
): Promise<void> {
  for (const email of emails) {
    const outcome = await requestAdmin(database, email, { ...options, keepPending: true });
    if (outcome === 'requested')
      console.info(
        `[embedded-backend] ADMIN_EMAILS: a staff confirmation link was mailed to ${email}; the role is theirs once they follow it`,
      );
  }
}
