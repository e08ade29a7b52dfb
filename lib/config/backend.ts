/**
 * Which backend the app talks to, decided once from the environment, in this order:
 * Supabase settings present → hosted Supabase; else the embedded backend unless
 * EMBEDDED_BACKEND=off; else none (sign-in says authentication is not available).
 */
export type BackendMode = 'hosted' | 'embedded' | 'off';

/** The embedded backend's routes live under this path of the Next app (outside the i18n proxy). */
export const EMBEDDED_PREFIX = '/api/sb';

/**
 * The page that sets a new password. A recovery mail links there with `token_hash` and
 * `type=recovery` (in embedded mode when the request names no allowed `redirect_to`; on hosted
 * Supabase through the Reset Password mail template, see README).
 */
export const RESET_PASSWORD_PATH = '/reset-password';

/** The sign-in page; `?forgot=1` opens its "Forgot your password?" form (security mails link there). */
export const SIGN_IN_PATH = '/signin';

/**
 * The page where a future admin, signed in, confirms the staff access mailed to their address
 * (`?token=…`; lib/security/staff-access.ts). The role is theirs only once they follow it.
 */
export const STAFF_ACCESS_PATH = '/account/staff-access';

/** The embedded backend's publishable key. Like Supabase's, it is public: it only names the anon role. */
export const EMBEDDED_PUBLISHABLE_KEY = 'sb_publishable_embedded_registra';

/**
 * One cookie name for the browser, server and proxy clients. supabase-js derives it from the
 * URL's hostname, which differs between the browser (localhost) and the server (127.0.0.1).
 */
export const AUTH_COOKIE_NAME = 'sb-registra-auth-token';

/**
 * The auth cookie's name and flags: `Secure` whenever the site is reached over HTTPS (the
 * configured site URL, or the request's own origin), so the session never travels in clear
 * (issue 23, finding 7). Plain HTTP (a developer's localhost) keeps it usable.
 */
export function authCookieOptions(...origins: (string | null | undefined)[]): {
  name: string;
  secure: boolean;
} {
  return { name: AUTH_COOKIE_NAME, secure: origins.some((origin) => origin?.startsWith('https:')) };
}

const hostedUrl = process.env.NEXT_PUBLIC_SUPABASE_URL;
const hostedKey =
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;

export function backendMode(): BackendMode {
  if (hostedUrl && hostedKey) return 'hosted';
  return process.env.NEXT_PUBLIC_EMBEDDED_BACKEND === 'off' ||
    process.env.EMBEDDED_BACKEND === 'off'
    ? 'off'
    : 'embedded';
}

/** The Supabase URL and key for a client. `origin` is the app's own origin in embedded mode. */
export function supabaseEndpoint(origin: string): { url: string; key: string } | null {
  switch (backendMode()) {
    case 'hosted':
      return { url: hostedUrl!, key: hostedKey! };
    case 'embedded':
      return { url: `${origin}${EMBEDDED_PREFIX}`, key: EMBEDDED_PUBLISHABLE_KEY };
    case 'off':
      return null;
  }
}
