import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { cookieSessionExpiry, hasAuthCookie } from '@/lib/auth/auth-cookie';
import { accountPath, isAdminPath, normalisedPath, signInRedirect, unlocalisedPath } from '@/lib/auth/gate';
import { localeOfPath, localisedPath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { nonceContentSecurityPolicy } from '@/lib/security/csp';
import { calculatorResultPath } from '@/lib/site/calculators';
import { isPersonalPage } from '@/lib/site/personal-pages';
import { isKnownPath, notFoundRoute, pageParams } from '@/lib/site/routes';
import { createClient, type ProxyClient } from '@/lib/supabase/proxy';

const intl = createMiddleware(routing);

// Every route of app/[locale] at build time (next.config.ts). The development server skips the
// check: a page added while it runs would 404 until a restart; there the catch-all still answers.
const pageRoutes: readonly string[] =
  process.env.NODE_ENV === 'development' ? [] : JSON.parse(process.env.PAGE_ROUTES ?? '[]');

// supabase-js refreshes a token with less than 90 s left (EXPIRY_MARGIN_MS). Within this wider
// margin every request goes through getClaims() here, so the refresh happens in the proxy, which
// can save the new cookie, before a page's server client (which cannot) would attempt it.
const REFRESH_MARGIN_SECONDS = 300;

/**
 * Whether this request needs the Supabase round trip: never without the auth cookie; always
 * before /admin (the gate needs verified claims and the role); elsewhere only when the token is
 * due for a refresh (or unreadable). Public pages do not depend on the user, and personal pages
 * verify the session themselves, so a signed-in visitor's page views stay nearly as cheap as
 * anonymous ones.
 */
function needsSession(request: NextRequest, adminPath: boolean): boolean {
  const cookies = request.cookies.getAll();
  if (!hasAuthCookie(cookies.map((c) => c.name))) return false;
  if (adminPath) return true;
  const expiresAt = cookieSessionExpiry(cookies);
  return expiresAt === null || expiresAt - Date.now() / 1000 < REFRESH_MARGIN_SECONDS;
}

/** Verifies the session, refreshing it when due, and returns who is signed in. */
async function refreshSession(
  request: NextRequest,
): Promise<{ client: ProxyClient | null; userId: string | null }> {
  const client = createClient(request);
  if (!client) return { client: null, userId: null };
  // Nothing may run between creating the client and getClaims(): that call refreshes the token.
  const { data } = await client.supabase.auth.getClaims();
  const sub = data?.claims.sub;
  return { client, userId: typeof sub === 'string' && sub ? sub : null };
}

/**
 * Locale routing for every page, session refresh, and the optimistic gate before /admin.
 * Anonymous traffic costs no Supabase call. The admin layout checks again on the server.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const adminPath = isAdminPath(pathname);
  const session = needsSession(request, adminPath)
    ? await refreshSession(request)
    : { client: null, userId: null };
  const keep = <R extends NextResponse>(response: R): R =>
    session.client?.applyTo(response) ?? response;

  if (adminPath) {
    if (!session.userId) {
      return keep(NextResponse.redirect(new URL(signInRedirect(normalisedPath(pathname) + search), request.url)));
    }
    const { data: role } = await session.client!.supabase.rpc('get_current_user_role');
    if (role !== 'admin')
      return keep(NextResponse.redirect(new URL(accountPath(pathname), request.url)));
  }
  // A personal page gets a fresh nonce: Next reads it from the request's policy and sets it on
  // its scripts; the response carries the same policy (lib/security/csp.ts). So does a calculator
  // opened with figures in its URL, which is rendered per request (lib/site/calculators.ts).
  const path = unlocalisedPath(normalisedPath(pathname)).path;
  const calculatorResult = calculatorResultPath(path, request.nextUrl.searchParams);
  const personal = isPersonalPage(path) || calculatorResult !== null;
  const nonce = personal ? btoa(crypto.randomUUID()) : null;
  const policy = nonce ? nonceContentSecurityPolicy(nonce) : null;
  let forwarded = request;
  if (policy) {
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', policy);
    forwarded = new NextRequest(request, { headers });
  }
  // Runs after the refresh, so the rendered page sees the refreshed cookies of the request.
  const response = intl(forwarded);
  if (policy) response.headers.set('Content-Security-Policy', policy);
  if (calculatorResult && !response.headers.has('location')) {
    const rewrite = NextResponse.rewrite(new URL(`/${localeOfPath(pathname)}${calculatorResult}${search}`, request.url), {
      request: { headers: forwarded.headers },
    });
    rewrite.headers.set('Content-Security-Policy', policy!);
    return keep(rewrite);
  }
  if (pageRoutes.length > 0 && !response.headers.has('location')) {
    // The path without its locale prefix (the default locale's form), e.g. `/fr/faq` → `/faq`.
    const unprefixed = localisedPath(pathname, routing.defaultLocale);
    if (!isKnownPath(unprefixed, pageRoutes, pageParams)) {
      // A rewrite to the prerendered 404 page: drawn on the server, unlike a page's notFound().
      console.warn(`[404] ${pathname}`);
      return keep(
        NextResponse.rewrite(new URL(`/${localeOfPath(pathname)}${notFoundRoute}`, request.url), {
          status: 404,
        }),
      );
    }
  }
  return keep(response);
}

export const config = {
  // Static files, Next internals and route handlers (the embedded backend, webhooks) skip the proxy.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
