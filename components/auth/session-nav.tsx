'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { cookieNames, hasAuthCookie } from '@/lib/auth/auth-cookie';
import { Link } from '@/components/ui/link';

export type SessionNavLabels = {
  account: string;
  signOut: string;
  signedOut: string;
  signOutFailed: string;
  home: string;
};

// Plain SVG rather than lucide-react (its icons are client components with a runtime): this
// island is on every page. Paths from Lucide (ISC licence, lucide.dev): user-round, log-out.
const svg = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  className: 'size-5 lg:hidden',
} as const;

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
      // The toast module loads on demand too (and the toaster with it): the header is on every page.
      const [{ createClient }, { toast }] = await Promise.all([
        import('@/lib/supabase/browser'),
        import('@/components/layout/toast'),
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
        <svg {...svg}>
          <circle cx="12" cy="8" r="5" />
          <path d="M20 21a8 8 0 0 0-16 0" />
        </svg>
        <span className="sr-only lg:not-sr-only">{labels.account}</span>
      </Link>
      <button type="button" onClick={signOut} disabled={busy} className={item}>
        <svg {...svg}>
          <path d="m16 17 5-5-5-5" />
          <path d="M21 12H9" />
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
        </svg>
        <span className="sr-only lg:not-sr-only">{labels.signOut}</span>
      </button>
    </div>
  );
}
