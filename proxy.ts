import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { cookieSessionExpiry, hasAuthCookie } from '@/lib/auth/auth-cookie';
import {
  accountPath,
  isAdminPath,
  normalisedPath,
  signInRedirect,
  unlocalisedPath,
} from '@/lib/auth/gate';
import { isServiceFailure } from '@/lib/auth/unavailable';
import { siteOrigin } from '@/lib/config/site';
import { alternateLinksHeader, localeOfPath, localisedPath } from '@/lib/i18n/paths';
import { routing } from '@/lib/i18n/routing';
import { checkActionBody } from '@/lib/security/action-body';
import { nonceContentSecurityPolicy } from '@/lib/security/csp';
import { calculatorResultPath, isCalculatorResultRoute } from '@/lib/site/calculators';
import { isPersonalPage } from '@/lib/site/personal-pages';
import { isKnownPath, notFoundRoute, pageParams, unavailableRoute } from '@/lib/site/routes';
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
 * before /admin (the gate needs verified claims and the role); before a personal page (the
 * account, a wizard step, sign-in) loaded as a document, so that if the session cannot be checked
 * the visitor gets "temporarily unavailable" with status 503 here, rather than the page taking
 * them for signed out (a client-side navigation, an RSC request, is not checked twice: the page's
 * own check fails with the same words through the error page); elsewhere only when the token is
 * due for a refresh (or unreadable). Public pages do not depend on the user, so a signed-in
 * visitor's public page views stay nearly as cheap as anonymous ones.
 */
function needsSession(request: NextRequest, adminPath: boolean, personal: boolean): boolean {
  const cookies = request.cookies.getAll();
  if (!hasAuthCookie(cookies.map((c) => c.name))) return false;
  if (adminPath) return true;
  const document =
    (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('rsc');
  if (personal && document) return true;
  const expiresAt = cookieSessionExpiry(cookies);
  return expiresAt === null || expiresAt - Date.now() / 1000 < REFRESH_MARGIN_SECONDS;
}

type Session = {
  client: ProxyClient | null;
  userId: string | null;
  /** The session could not be checked (the auth server or its database does not answer). */
  unavailable: boolean;
};

/** Verifies the session, refreshing it when due, and returns who is signed in. */
async function refreshSession(request: NextRequest): Promise<Session> {
  const client = createClient(request);
  if (!client) return { client: null, userId: null, unavailable: false };
  try {
    // Nothing may run between creating the client and getClaims(): that call refreshes the token.
    const { data, error } = await client.supabase.auth.getClaims();
    if (error && isServiceFailure(error)) return { client, userId: null, unavailable: true };
    const sub = data?.claims.sub;
    return { client, userId: typeof sub === 'string' && sub ? sub : null, unavailable: false };
  } catch {
    return { client, userId: null, unavailable: true };
  }
}

/**
 * The 503 page in place of the one asked for (the address stays, so "Try again" reloads it). No
 * cookie is written: the session is kept for when the service answers again.
 */
function temporarilyUnavailable(request: NextRequest, pathname: string): NextResponse {
  console.warn(`[503] ${pathname}: the session cannot be checked`);
  const response = NextResponse.rewrite(
    new URL(`/${localeOfPath(pathname)}${unavailableRoute}`, request.url),
    { status: 503 },
  );
  response.headers.set('Retry-After', '30');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * Locale routing for every page, session refresh, and the optimistic gate before /admin.
 * Anonymous traffic costs no Supabase call. The admin layout checks again on the server.
 */
export async function proxy(request: NextRequest) {
  // The matcher `/:locale/admin/:path*` (dotted admin paths) also matches /api/admin/…, with
  // "api" as the locale: a route handler is never a page, and checks its caller itself.
  if (request.nextUrl.pathname.startsWith('/api/')) return NextResponse.next();
  // A POST to a page is a server action: its body is checked before Next decodes it, so an
  // oversized or malformed one is answered 413 or 400, never 500 (lib/security/action-body.ts).
  if (request.method === 'POST') {
    const refused = await checkActionBody(request);
    if (refused)
      return NextResponse.json(
        { error: refused.error },
        { status: refused.status, headers: { 'Cache-Control': 'no-store' } },
      );
  }
  const { pathname, search } = request.nextUrl;
  const adminPath = isAdminPath(pathname);
  const path = unlocalisedPath(normalisedPath(pathname)).path;
  const personalPage = isPersonalPage(path);
  const session: Session = needsSession(request, adminPath, personalPage)
    ? await refreshSession(request)
    : { client: null, userId: null, unavailable: false };
  if (session.unavailable) return temporarilyUnavailable(request, pathname);
  const keep = <R extends NextResponse>(response: R): R =>
    session.client?.applyTo(response) ?? response;

  if (adminPath) {
    if (!session.userId) {
      return keep(
        NextResponse.redirect(
          new URL(signInRedirect(normalisedPath(pathname) + search), request.url),
        ),
      );
    }
    const {
      data: role,
      error,
      status,
    } = await session.client!.supabase.rpc('get_current_user_role');
    if (error && isServiceFailure(error, status)) return temporarilyUnavailable(request, pathname);
    if (role !== 'admin')
      return keep(NextResponse.redirect(new URL(accountPath(pathname), request.url)));
  }
  // A personal page gets a fresh nonce: Next reads it from the request's policy and sets it on
  // its scripts; the response carries the same policy (lib/security/csp.ts). So does a calculator
  // opened with figures in its URL, which is rendered per request (lib/site/calculators.ts).
  const calculatorResult = calculatorResultPath(path, request.nextUrl.searchParams);
  const personal = personalPage || calculatorResult !== null || isCalculatorResultRoute(path);
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
  if (!response.headers.has('location'))
    response.headers.set('Link', alternateLinksHeader(path, siteOrigin()));
  if (calculatorResult && !response.headers.has('location')) {
    const rewrite = NextResponse.rewrite(
      new URL(`/${localeOfPath(pathname)}${calculatorResult}${search}`, request.url),
      {
        request: { headers: forwarded.headers },
      },
    );
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
  // Static files, Next internals and route handlers (the embedded backend, webhooks) skip the
  // proxy. The staff console never does, dotted or not: its gate and nonce policy are here
  // (`/admin/x.y` used to pass as a static file; issue 29, item 7).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/admin/:path*', '/:locale/admin/:path*'],
};
