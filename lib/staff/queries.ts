import 'server-only';
import { sql } from 'drizzle-orm';
import { query, type DbTx } from '@/lib/db/database';
import { staffMemberFrom, type StaffMember, type StaffMemberRow } from './member';

export type { StaffMember } from './member';

/**
 * Every admin, read as the caller under RLS (admins read every role and profile): earliest first
 * (the staff page, the audit log's filter), or by name (an application's assignment choices).
 */
export async function findAdmins(
  tx: DbTx,
  { order = 'since' }: { order?: 'since' | 'name' } = {},
): Promise<StaffMember[]> {
  const orderBy =
    order === 'name'
      ? sql`lower(coalesce(nullif(p.full_name, ''), p.email, '')), r.user_id`
      : sql`r.created_at, r.user_id`;
  const rows = await query<StaffMemberRow>(
    tx,
    sql`select r.user_id, p.full_name, p.email, r.created_at
        from public.user_roles r left join public.profiles p on p.id = r.user_id
        where r.role = 'admin' order by ${orderBy}`,
  );
  return rows.map(staffMemberFrom);
}

/** An offer of the admin role whose link was not followed yet. */
export type StaffRequest = {
  userId: string;
  name: string;
  email: string;
  requestedAt: string;
  expiresAt: string;
  expired: boolean;
};

/** Every open offer of the role, newest first, read as the caller under RLS (staff only). */
export async function findStaffRequests(tx: DbTx): Promise<StaffRequest[]> {
  const rows = await query<{
    user_id: string;
    full_name: string | null;
    email: string;
    created_at: string | Date;
    expires_at: string | Date;
    expired: boolean;
  }>(
    tx,
    sql`select r.user_id, p.full_name, r.email, r.created_at, r.expires_at, r.expires_at <= now() as expired
        from public.staff_access_requests r left join public.profiles p on p.id = r.user_id
        order by r.created_at desc, r.user_id`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.full_name ?? '',
    email: row.email,
    requestedAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    expired: row.expired,
  }));
}
