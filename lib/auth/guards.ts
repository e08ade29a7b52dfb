import 'server-only';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';

/**
 * The server-side checks of the personal areas, for their layouts and pages: the caller comes
 * from the verified session and the role from the database, on each request. Not for actions: a
 * redirect inside an action's try/catch would read as a failure; actions go through userAction
 * and adminAction (lib/actions/user-action.ts), which refuse instead.
 */

/** The signed-in caller; anyone else goes to sign-in and comes back to `back` afterwards. */
export async function requireUser(locale: Locale, back: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const next = getPathname({ href: back, locale });
  return redirect({ href: { pathname: paths.signIn, query: { next } }, locale });
}

/** An admin; anonymous callers go to sign-in (then back to /admin), customers to their account. */
export async function requireAdmin(locale: Locale): Promise<CurrentUser> {
  const user = await requireUser(locale, paths.admin);
  if (!user.isAdmin) return redirect({ href: paths.account, locale });
  return user;
}
