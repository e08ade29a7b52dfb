import 'server-only';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import type { Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';

/**
 * The server-side admin check for the admin layout, its pages and every admin action (an
 * action is a public POST endpoint): anonymous → sign-in (then back to /admin), signed-in
 * non-admin → their account. The role comes from the database on each request.
 */
export async function requireAdmin(locale: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) {
    const next = locale === 'en' ? '/admin' : `/${locale}/admin`;
    return redirect({ href: { pathname: '/signin', query: { next } }, locale: locale as Locale });
  }
  if (!user.isAdmin) return redirect({ href: '/account', locale: locale as Locale });
  return user;
}
