export type Role = 'admin' | 'user';

/** What the role lookup (rpc get_current_user_role) answered, as supabase-js returns it. */
export type RoleLookup = { data: unknown; error: unknown };

/**
 * The role a lookup grants: 'admin' only when the database says so; nothing found means
 * 'user'; a failed lookup is logged and also means 'user' (never admin by accident).
 */
export function roleFromLookup(
  lookup: RoleLookup,
  log: (...args: unknown[]) => void = console.error,
): Role {
  if (lookup.error) {
    log('Role lookup failed; treating the user as a regular user:', lookup.error);
    return 'user';
  }
  return lookup.data === 'admin' ? 'admin' : 'user';
}

export function isAdminRole(role: Role): boolean {
  return role === 'admin';
}
