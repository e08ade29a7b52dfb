import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type DbTx } from '@/lib/db/database';

/** An admin as the console lists them: who, their address, and since when they hold the role. */
export type StaffMember = { userId: string; name: string; email: string; since: string };

/** Every admin, earliest first, read as the caller under RLS (admins read every role and profile). */
export async function findAdmins(tx: DbTx): Promise<StaffMember[]> {
  const rows = await query<{ user_id: string; full_name: string | null; email: string | null; created_at: string | Date }>(
    tx,
    sql`select r.user_id, p.full_name, p.email, r.created_at
        from public.user_roles r left join public.profiles p on p.id = r.user_id
        where r.role = 'admin' order by r.created_at, r.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.full_name ?? '',
    email: row.email ?? '',
    since: new Date(row.created_at).toISOString(),
  }));
}
