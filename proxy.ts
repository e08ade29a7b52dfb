import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { hasAuthCookie } from '@/lib/auth/auth-cookie';
import { accountPath, isAdminPath, signInRedirect } from '@/lib/auth/gate';
import { routing } from '@/lib/i18n/routing';
import { createClient, type ProxyClient } from '@/lib/supabase/proxy';

const intl = createMiddleware(routing);

/** Refreshes the session (only when the request carries one) and returns who is signed in. */
async function refreshSession(request: NextRequest): Promise<{ client: ProxyClient | null; userId: string | null }> {
  const client = createClient(request);
  if (!client) return { client: null, userId: null };
  // Nothing may run between creating the client and getClaims(): that call refreshes the token.
  const { data } = await client.supabase.auth.getClaims();
  const sub = data?.claims.sub;
  return { client, userId: typeof sub === 'string' && sub ? sub : null };
}

/**
 * Locale routing for every page, plus the optimistic gate before /admin. Anonymous traffic
 * (no auth cookie) costs no Supabase call. The admin layout checks again on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const signedIn = hasAuthCookie(request.cookies.getAll().map((c) => c.name));
  const session = signedIn ? await refreshSession(request) : { client: null, userId: null };
  const keep = <R extends NextResponse>(response: R): R => session.client?.applyTo(response) ?? response;

  if (isAdminPath(pathname)) {
    if (!session.userId) {
      return keep(NextResponse.redirect(new URL(signInRedirect(pathname + search), request.url)));
    }
    const { data: role } = await session.client!.supabase.rpc('get_current_user_role');
    if (role !== 'admin') return keep(NextResponse.redirect(new URL(accountPath(pathname), request.url)));
  }
  // Runs after the refresh, so the rendered page sees the refreshed cookies of the request.
  return keep(intl(request));
}

export const config = {
  // Static files, Next internals and route handlers (the embedded backend, webhooks) skip the proxy.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
