'use client';

import type { Session, SupabaseClient, User } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAdminRole, roleFromLookup, type Role } from '@/lib/auth/roles';
import type { BackendMode } from '@/lib/config/backend';
import { createClient } from '@/lib/supabase/browser';
import { clearWizardDrafts } from '@/lib/wizards/draft-storage';

export type AuthState = {
  /** True until the existing session (if any) and its role have been recovered. */
  loading: boolean;
  user: User | null;
  session: Session | null;
  isAdmin: boolean;
  /** Null when no backend is configured (EMBEDDED_BACKEND=off without Supabase). */
  supabase: SupabaseClient | null;
};

const AuthContext = createContext<AuthState | null>(null);

async function fetchRole(supabase: SupabaseClient): Promise<Role> {
  try {
    return roleFromLookup(await supabase.rpc('get_current_user_role'));
  } catch (error) {
    return roleFromLookup({ data: null, error });
  }
}

/**
 * The browser's view of the signed-in user, for the sign-in, account and admin areas only (the
 * public pages never load supabase-js). supabase-js refreshes the session on its own.
 */
export function AuthProvider({ mode, children }: { mode: BackendMode; children: ReactNode }) {
  const supabase = useMemo(
    () => (typeof window === 'undefined' ? null : createClient(mode)),
    [mode],
  );
  // With no backend there is nothing to recover: not loading from the start.
  const [loading, setLoading] = useState(mode !== 'off');
  const [user, setUser] = useState<User | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [role, setRole] = useState<Role>('user');

  useEffect(() => {
    if (!supabase) return;
    let active = true;

    async function init(client: SupabaseClient) {
      const { data } = await client.auth.getSession();
      if (!active) return;
      if (data.session) {
        setSession(data.session);
        const found = await fetchRole(client);
        if (!active) return;
        setRole(found);
        setUser(data.session.user);
      }
      setLoading(false);
    }
    void init(supabase);

    const { data: listener } = supabase.auth.onAuthStateChange((event, next) => {
      if (event === 'SIGNED_IN' && next) {
        setSession(next);
        // supabase-js holds a lock while it runs this callback: calling it back from here would
        // wait on that lock, so the role is fetched once the callback has returned.
        setTimeout(() => {
          void fetchRole(supabase).then((found) => {
            if (!active) return;
            setRole(found);
            setUser(next.user);
          });
        }, 0);
      } else if (event === 'TOKEN_REFRESHED' && next) {
        setSession(next);
      } else if (event === 'SIGNED_OUT') {
        // Whoever uses this browser next must not see the drafts typed here (issue 23, finding 8).
        clearWizardDrafts();
        setSession(null);
        setUser(null);
        setRole('user');
      }
    });
    return () => {
      active = false;
      listener.subscription.unsubscribe();
    };
  }, [supabase]);

  const value = useMemo<AuthState>(
    () => ({ loading, user, session, isAdmin: user !== null && isAdminRole(role), supabase }),
    [loading, user, session, role, supabase],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
