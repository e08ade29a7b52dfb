import 'server-only';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';

/**
 * The server-side admin check for the admin layout and its pages: anonymous → sign-in (then back
 * to /admin), signed-in non-admin → their account. The role comes from the database on each
 * request. Not for actions: a redirect inside an action's try/catch would read as a failure;
 * an admin action goes through adminAction (lib/actions/user-action.ts), which refuses instead.
 */
export async function requireAdmin(locale: Locale): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    const next = getPathname({ href: paths.admin, locale });
    return redirect({ href: { pathname: paths.signIn, query: { next } }, locale });
  }
  if (!user.isAdmin) return redirect({ href: paths.account, locale });
  return user;
}
