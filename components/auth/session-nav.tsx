'use client';

import { LogOut, UserRound } from 'lucide-react';
import { usePathname, useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { cookieNames, hasAuthCookie } from '@/lib/auth/auth-cookie';
import { Link } from '@/lib/i18n/navigation';

export type SessionNavLabels = {
  account: string;
  signOut: string;
  signedOut: string;
  signOutFailed: string;
  home: string;
};

const readCookie = () => hasAuthCookie(cookieNames(document.cookie));

/** Another tab may sign in or out: look again when this one comes back into view. */
function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

/**
 * 'Account' and 'Sign out' in the header, shown only when the auth cookie is present. Public
 * pages stay free of supabase-js: the client is loaded only when 'Sign out' is pressed.
 */
export function SessionNav({ labels }: { labels: SessionNavLabels }) {
  // Re-rendered on every navigation (sign-in and sign-out navigate), which reads the cookie again.
  usePathname();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const signedIn = useSyncExternalStore(subscribe, readCookie, () => false);

  async function signOut() {
    setBusy(true);
    try {
      // sonner loads on demand too: the header is on every page, and its first-load JS must stay small.
      const [{ createClient }, { toast }] = await Promise.all([
        import('@/lib/supabase/browser'),
        import('sonner'),
      ]);
      const supabase = createClient();
      // Only this browser signs out; other devices keep their sessions.
      const { error } = supabase ? await supabase.auth.signOut({ scope: 'local' }) : { error: null };
      if (error) {
        toast.error(labels.signOutFailed, { description: error.message });
        return;
      }
      toast.success(labels.signedOut);
      router.push(labels.home);
    } finally {
      setBusy(false);
    }
  }

  if (!signedIn) return null;
  // Icons alone on narrow screens (the header is full there), with the words from lg up.
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink disabled:opacity-60 lg:px-3';
  return (
    <div className="flex items-center">
      <Link href="/account" className={item}>
        <UserRound aria-hidden="true" className="size-5 lg:hidden" />
        <span className="sr-only lg:not-sr-only">{labels.account}</span>
      </Link>
      <button type="button" onClick={signOut} disabled={busy} className={item}>
        <LogOut aria-hidden="true" className="size-5 lg:hidden" />
        <span className="sr-only lg:not-sr-only">{labels.signOut}</span>
      </button>
    </div>
  );
}
