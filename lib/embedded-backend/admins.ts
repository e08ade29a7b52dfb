import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type Database, type Db, type DbTx } from '@/lib/db/database';

export type GrantResult = 'granted' | 'already_admin' | 'no_such_user';

/**
 * Gives the admin role to the user with this e-mail. Runs as the database owner: granting a
 * role is exactly what no user may do to themselves (ADMIN_EMAILS, `npm run admin:grant`).
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

/** ADMIN_EMAILS at start: grants the role to every listed address that already has an account. */
export async function applyAdminEmails(database: Database, emails: string[]): Promise<void> {
  for (const email of emails) {
    const result = await grantAdmin(database.db, email);
    if (result === 'granted') console.info(`[embedded-backend] ADMIN_EMAILS: ${email} is now an admin`);
  }
}
