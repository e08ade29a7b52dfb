import 'server-only';
import { cache } from 'react';
import { isAdminRole, roleFromLookup, type Role, type RoleLookup } from '@/lib/auth/roles';
import { isServiceFailure, SessionUncheckableError } from '@/lib/auth/unavailable';
import { createClient } from '@/lib/supabase/server';

/** `fullName` is the name given at sign-up ('' when none); `email` is '' when the token has none. */
export type CurrentUser = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  isAdmin: boolean;
};

/** The two calls this module makes on a Supabase client (a real one in the app). */
export type CurrentUserSource = {
  auth: {
    getClaims(): Promise<{
      data: { claims: { sub?: unknown; email?: unknown; user_metadata?: unknown } } | null;
      error: unknown;
    }>;
  };
  rpc(fn: 'get_current_user_role'): PromiseLike<RoleLookup>;
};

/** A verified caller without the role: what actions that run as the user under RLS need. */
export type SignedInUser = Omit<CurrentUser, 'role' | 'isAdmin'>;

/**
 * Who is calling, from verified claims (getClaims verifies the token, with the Auth server for
 * HS256 tokens; getSession would trust the cookie as it is). Null for anonymous callers and when
 * the token does not verify. Throws SessionUncheckableError when the Auth server cannot answer
 * (its database is down): that caller may well be signed in, and must not be treated as signed out.
 */
export async function signedInUserFrom(
  supabase: Pick<CurrentUserSource, 'auth'>,
): Promise<SignedInUser | null> {
  let result: Awaited<ReturnType<CurrentUserSource['auth']['getClaims']>>;
  try {
    result = await supabase.auth.getClaims();
  } catch (thrown) {
    throw new SessionUncheckableError('The session could not be checked', { cause: thrown });
  }
  const { data, error } = result;
  if (error && isServiceFailure(error))
    throw new SessionUncheckableError('The session could not be checked', { cause: error });
  const sub = data?.claims.sub;
  if (error || typeof sub !== 'string' || sub === '') return null;
  const email = typeof data?.claims.email === 'string' ? data.claims.email : '';
  const metadata = data?.claims.user_metadata;
  const name =
    metadata && typeof metadata === 'object'
      ? (metadata as Record<string, unknown>).full_name
      : undefined;
  const fullName = typeof name === 'string' ? name.trim() : '';
  return { id: sub, email, fullName };
}

/** The verified caller (see signedInUserFrom) and their role from the database. */
export async function currentUserFrom(
  supabase: CurrentUserSource,
  log: (...args: unknown[]) => void = console.error,
): Promise<CurrentUser | null> {
  const user = await signedInUserFrom(supabase);
  if (!user) return null;
  let lookup: RoleLookup & { status?: number };
  try {
    lookup = await supabase.rpc('get_current_user_role');
  } catch (thrown) {
    lookup = { data: null, error: thrown };
  }
  // A lookup the database could not answer is not "no role": staff would land on a customer's
  // page, so it is reported as the outage it is.
  if (lookup.error && isServiceFailure(lookup.error, lookup.status))
    throw new SessionUncheckableError('The role could not be looked up', { cause: lookup.error });
  const role = roleFromLookup(lookup, log);
  return { ...user, role, isAdmin: isAdminRole(role) };
}

/** The current user of this request (computed once per request), or null. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const supabase = await createClient();
  if (!supabase) return null;
  return currentUserFrom(supabase as unknown as CurrentUserSource);
});

/**
 * The verified caller of this request without the role lookup (one database transaction less),
 * for actions that act as the user under RLS and never branch on staff rights: the database
 * applies the role itself. Null when anonymous.
 */
export const getSignedInUser = cache(async (): Promise<SignedInUser | null> => {
  const supabase = await createClient();
  if (!supabase) return null;
  return signedInUserFrom(supabase as unknown as CurrentUserSource);
});
