import { AUTH_COOKIE_NAME } from '@/lib/config/backend';

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

function decodeBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The session @supabase/ssr keeps in the auth cookie (whole or chunked), parsed, or null. */
function cookieSessionJson(
  cookies: { name: string; value: string }[],
): Record<string, unknown> | null {
  const byName = new Map(cookies.map((c) => [c.name, c.value]));
  let raw = byName.get(AUTH_COOKIE_NAME);
  if (raw === undefined) {
    const chunks: string[] = [];
    for (let i = 0; byName.has(`${AUTH_COOKIE_NAME}.${i}`); i += 1)
      chunks.push(byName.get(`${AUTH_COOKIE_NAME}.${i}`)!);
    if (chunks.length === 0) return null;
    raw = chunks.join('');
  }
  try {
    const json = raw.startsWith('base64-') ? decodeBase64Url(raw.slice('base64-'.length)) : raw;
    const session: unknown = JSON.parse(json);
    return session && typeof session === 'object' ? (session as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * When the session's access token expires (epoch seconds), read from the auth cookie (whole or
 * chunked, as @supabase/ssr writes it) WITHOUT verifying anything: only to decide whether a
 * refresh is due. Null when there is no readable session.
 */
export function cookieSessionExpiry(cookies: { name: string; value: string }[]): number | null {
  const expiresAt = cookieSessionJson(cookies)?.expires_at;
  return typeof expiresAt === 'number' && Number.isFinite(expiresAt) ? expiresAt : null;
}

/**
 * The user id the auth cookie names, UNVERIFIED: for the header's choice of links only (what it
 * shows is checked again by every page and action). Null when there is no readable session.
 */
export function cookieSessionUserId(cookies: { name: string; value: string }[]): string | null {
  const user = cookieSessionJson(cookies)?.user;
  const id = user && typeof user === 'object' ? (user as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id ? id : null;
}

/** The cookies of a `document.cookie` string, as name and value. */
export function documentCookies(documentCookie: string): { name: string; value: string }[] {
  return documentCookie
    .split(';')
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0
        ? { name: part.trim(), value: '' }
        : { name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() };
    })
    .filter((c) => c.name);
}
