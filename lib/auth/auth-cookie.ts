import { AUTH_COOKIE_NAME } from '@/lib/supabase/config';

/**
 * Whether a list of cookie names holds the auth session cookie, whole (`name`) or chunked by
 * @supabase/ssr (`name.0`, `name.1`, ...). The PKCE verifier cookies (`name-code-verifier`) are
 * not a session.
 */
export function hasAuthCookie(names: Iterable<string>): boolean {
  const chunkPrefix = `${AUTH_COOKIE_NAME}.`;
  for (const name of names) {
    if (name === AUTH_COOKIE_NAME) return true;
    if (name.startsWith(chunkPrefix) && /^\d+$/.test(name.slice(chunkPrefix.length))) return true;
  }
  return false;
}

/** The cookie names of a `document.cookie` string. */
export function cookieNames(documentCookie: string): string[] {
  return documentCookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}
