/**
 * A staff member (an admin) as every staff list shows them: the console's staff page, the audit
 * log's actor filter, an application's assignment choices. One type and one mapper (issue 30:
 * there were two types, `id` in one and `userId` in the other).
 */
export type StaffMember = {
  userId: string;
  /** Their profile's full name; empty when they gave none. */
  name: string;
  email: string;
  /** When they were given the role (ISO). */
  since: string;
};

/** A row of `user_roles` joined to `profiles`, as lib/staff/queries.ts reads it. */
export type StaffMemberRow = {
  user_id: string;
  full_name: string | null;
  email: string | null;
  created_at: string | Date;
};

export function staffMemberFrom(row: StaffMemberRow): StaffMember {
  return {
    userId: row.user_id,
    name: row.full_name ?? '',
    email: row.email ?? '',
    since: new Date(row.created_at).toISOString(),
  };
}

/** How a list names a staff member: "Name (address)", or the address alone. */
export function staffLabel(member: Pick<StaffMember, 'name' | 'email'>): string {
  return member.name ? `${member.name} (${member.email})` : member.email;
}
