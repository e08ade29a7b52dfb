'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  cookieNames,
  cookieSessionUserId,
  documentCookies,
  hasAuthCookie,
} from '@/lib/auth/auth-cookie';
import { Link } from '@/components/ui/link';
import { paths } from '@/lib/site/paths';
import { clearWizardDrafts } from '@/lib/wizards/draft-storage';

export type SessionNavLabels = {
  signIn: string;
  account: string;
  adminConsole: string;
  signOut: string;
  signedOut: string;
  signOutFailed: string;
  home: string;
};

// Plain SVG rather than lucide-react (its icons are client components with a runtime): this
// island is on every page. Paths from Lucide (ISC licence, lucide.dev): user-round, log-out, shield.
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

/** Signed in: the session's user id ('' when the cookie is there but unreadable); null: signed out. */
function readSession(): string | null {
  if (!hasAuthCookie(cookieNames(document.cookie))) return null;
  return cookieSessionUserId(documentCookies(document.cookie)) ?? '';
}

const staffKey = (userId: string) => `registra:staff:${userId}`;

/** What this tab already learnt about the user's role: true, false, or undefined (not asked yet). */
function knownStaff(userId: string): boolean | undefined {
  try {
    const known = window.sessionStorage.getItem(staffKey(userId));
    return known === null ? undefined : known === '1';
  } catch {
    return undefined;
  }
}

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
 * The header's account links: 'Sign in' (also what the prerendered HTML holds), or, when the
 * auth cookie is present, 'Account' and 'Sign out', and for staff 'Staff console' (asked once
 * per tab of /api/session, which verifies the session and reads the role). Public pages stay
 * static and free of supabase-js: the client is loaded only when 'Sign out' is pressed.
 */
export function SessionNav({ labels }: { labels: SessionNavLabels }) {
  // Re-rendered on every navigation (sign-in and sign-out navigate), which reads the cookie again.
  usePathname();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const userId = useSyncExternalStore(subscribe, readSession, () => null);
  // The role this tab learnt from the server, by user (a later sign-in as someone else asks again).
  const [learnt, setLearnt] = useState<Record<string, boolean>>({});
  const staff = userId ? (learnt[userId] ?? knownStaff(userId) ?? false) : false;

  useEffect(() => {
    if (!userId || knownStaff(userId) !== undefined) return;
    let active = true;
    fetch('/api/session', { cache: 'no-store' })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ signedIn: boolean; admin: boolean }>) : null,
      )
      .then((answer) => {
        if (!active || !answer?.signedIn) return;
        try {
          window.sessionStorage.setItem(staffKey(userId), answer.admin ? '1' : '0');
        } catch {
          // Storage disabled: asked again on the next page.
        }
        setLearnt((was) => ({ ...was, [userId]: answer.admin }));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [userId]);

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
      const { error } = supabase
        ? await supabase.auth.signOut({ scope: 'local' })
        : { error: null };
      if (error) {
        toast.error(labels.signOutFailed, { description: error.message });
        return;
      }
      clearWizardDrafts();
      toast.success(labels.signedOut);
      router.push(labels.home);
    } finally {
      setBusy(false);
    }
  }

  // Icons alone on narrow screens (the header is full there), with the words from lg up.
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink disabled:opacity-60 lg:px-3';
  if (userId === null) {
    // Phones reach 'Sign in' through the menu page, as before.
    return (
      <Link
        href={paths.signIn}
        prefetch="auto"
        className="hover:text-ink rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 max-md:hidden"
      >
        {labels.signIn}
      </Link>
    );
  }
  return (
    <div className="flex items-center">
      {staff ? (
        <Link href={paths.admin} className={item}>
          <svg {...svg}>
            <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
          </svg>
          <span className="sr-only lg:not-sr-only">{labels.adminConsole}</span>
        </Link>
      ) : null}
      <Link href={paths.account} className={item}>
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
