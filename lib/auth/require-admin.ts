import 'server-only';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, redirect } from '@/lib/i18n/navigation';
import { paths } from '@/lib/site/paths';

/**
 * The server-side admin check for the admin layout, its pages and every admin action (an
 * action is a public POST endpoint): anonymous → sign-in (then back to /admin), signed-in
 * non-admin → their account. The role comes from the database on each request.
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
