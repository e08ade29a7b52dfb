'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { cookieNames, hasAuthCookie } from '@/lib/auth/auth-cookie';
import { Link } from '@/lib/i18n/navigation';

export type SessionNavLabels = {
  account: string;
  signOut: string;
  signedOut: string;
  signOutFailed: string;
  home: string;
};

/**
 * 'Account' and 'Sign out' in the header, shown only when the auth cookie is present. Public
 * pages stay free of supabase-js: the client is loaded only when 'Sign out' is pressed.
 */
export function SessionNav({ labels }: { labels: SessionNavLabels }) {
  const pathname = usePathname();
  const router = useRouter();
  const [signedIn, setSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The cookie can change on any navigation (sign-in and sign-out navigate), so look again.
    setSignedIn(hasAuthCookie(cookieNames(document.cookie)));
  }, [pathname]);

  async function signOut() {
    setBusy(true);
    try {
      const { createClient } = await import('@/lib/supabase/browser');
      const supabase = createClient();
      // Only this browser signs out; other devices keep their sessions.
      const { error } = supabase ? await supabase.auth.signOut({ scope: 'local' }) : { error: null };
      if (error) {
        toast.error(labels.signOutFailed, { description: error.message });
        return;
      }
      toast.success(labels.signedOut);
      setSignedIn(false);
      router.push(labels.home);
    } finally {
      setBusy(false);
    }
  }

  if (!signedIn) return null;
  return (
    <div className="flex items-center gap-1">
      <Link href="/account" className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
        {labels.account}
      </Link>
      <button
        type="button"
        onClick={signOut}
        disabled={busy}
        className="rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink disabled:opacity-60"
      >
        {labels.signOut}
      </button>
    </div>
  );
}
